import type { TMarkup } from '@freight/contracts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { geographyKey, type Scope, SCOPES } from '../markup-rates';

const CELL = 10;

/** The geography keys a markup sets, in its form's order. */
export function filledGeographyKeys(markup: TMarkup): string[] {
  return SCOPES.flatMap((origin) => SCOPES.map((destination) => geographyKey(origin, destination))).filter(
    (key) => markup.geography_specific_rates[key] !== null,
  );
}

/** A thumbnail of the nine route boxes, the set ones filled, in the layout of the form's grid. */
export function GeographyMap({ markup }: { markup: TMarkup }) {
  const { t } = useTranslation('ratesAdmin');
  const filled = new Set(filledGeographyKeys(markup));
  const routeName = (key: string) => {
    const [origin, destination] = key.split('_') as [Scope, Scope];
    return t('markups.route', { from: t(`markups.scopes.names.${origin}`), to: t(`markups.scopes.names.${destination}`) });
  };
  const summary = filled.size === 0 ? t('markups.geography_none') : [...filled].map(routeName).join(', ');

  return (
    <Tooltip label={summary} multiline maw={260} withinPortal>
      <Box
        role="img"
        aria-label={summary}
        style={{ display: 'inline-grid', gridTemplateColumns: `repeat(3, ${CELL}px)`, gap: 2, verticalAlign: 'middle' }}
      >
        {SCOPES.flatMap((origin) =>
          SCOPES.map((destination) => {
            const key = geographyKey(origin, destination);
            return (
              <Box
                key={key}
                w={CELL}
                h={CELL}
                style={{
                  borderRadius: 2,
                  background: filled.has(key) ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)',
                }}
              />
            );
          }),
        )}
      </Box>
    </Tooltip>
  );
}
