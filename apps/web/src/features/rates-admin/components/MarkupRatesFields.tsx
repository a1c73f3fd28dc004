import type { TGeographyKey } from '@freight/contracts';
import { Box, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { geographyKey, isBoxFilled, type MarkupRatesValue, type RateBoxText, type Scope, SCOPES, withGeneralFigure } from '../markup-rates';

export interface MarkupRatesErrors {
  rate?: string;
  fixed?: string;
  /** About the boxes as a whole, such as none being filled. */
  geography?: string;
  boxes?: Partial<Record<TGeographyKey, Partial<Record<keyof RateBoxText, string>>>>;
}

interface MarkupRatesFieldsProps {
  value: MarkupRatesValue;
  onChange: (value: MarkupRatesValue) => void;
  errors?: MarkupRatesErrors;
  /** The organization's country, which makes a shipment domestic; unknown for a new markup. */
  countryName?: string | null;
}

const UNIT_WIDTH = 30;

/**
 * The general rate and fixed amount, and the 3×3 grid of rates by route: rows are where a
 * shipment starts, columns where it goes (SPEC §3 Markup, §5).
 */
export function MarkupRatesFields({ value, onChange, errors = {}, countryName = null }: MarkupRatesFieldsProps) {
  const { t } = useTranslation('ratesAdmin');
  const boxes = value.geography_specific_rates;

  const setBox = (key: TGeographyKey, field: keyof RateBoxText, next: string) =>
    onChange({ ...value, geography_specific_rates: { ...boxes, [key]: { ...boxes[key], [field]: next } } });

  const unit = (text: string) => (
    <Text size="xs" c="dimmed" aria-hidden>
      {text}
    </Text>
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DecimalInput
          label={t('markups.form.rate')}
          description={t('markups.form.rate_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value.rate}
          onChange={(next) => onChange(withGeneralFigure(value, 'rate', next))}
          rightSection={unit('%')}
          rightSectionWidth={UNIT_WIDTH}
          error={errors.rate}
        />
        <DecimalInput
          label={t('markups.form.fixed')}
          description={t('markups.form.fixed_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={value.fixed}
          onChange={(next) => onChange(withGeneralFigure(value, 'fixed', next))}
          rightSection={unit('kr')}
          rightSectionWidth={UNIT_WIDTH}
          error={errors.fixed}
        />
      </SimpleGrid>

      <Input.Wrapper
        label={t('markups.form.geography')}
        description={countryName ? t('markups.form.geography_hint_country', { country: countryName }) : t('markups.form.geography_hint')}
        error={errors.geography}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        required
      >
        {/* Two inputs per box need room; a phone scrolls the grid sideways rather than squeezing it. */}
        <Box mt="xs" style={{ overflowX: 'auto' }}>
          <Box
            role="group"
            aria-label={t('markups.form.geography')}
            style={{ display: 'grid', gridTemplateColumns: '104px repeat(3, minmax(150px, 1fr))', gap: 8, minWidth: 580 }}
          >
            <span />
            {SCOPES.map((destination) => (
              <Text key={destination} size="xs" fw={600} c="dimmed" ta="center" tt="uppercase">
                {t(`markups.scopes.to.${destination}`)}
              </Text>
            ))}
            {SCOPES.map((origin) => (
              <GridRow key={origin} origin={origin}>
                {SCOPES.map((destination) => {
                  const key = geographyKey(origin, destination);
                  const box = boxes[key];
                  const route = { from: t(`markups.scopes.names.${origin}`), to: t(`markups.scopes.names.${destination}`) };
                  return (
                    <Paper
                      key={key}
                      withBorder
                      radius="md"
                      p={6}
                      bg={isBoxFilled(box) ? 'var(--mantine-primary-color-light)' : undefined}
                      style={errors.geography ? { borderColor: 'var(--mantine-color-error)' } : undefined}
                    >
                      <SimpleGrid cols={2} spacing={6}>
                        <DecimalInput
                          size="xs"
                          aria-label={t('markups.form.box_rate', route)}
                          placeholder="0"
                          value={box.rate}
                          onChange={(next) => setBox(key, 'rate', next)}
                          rightSection={unit('%')}
                          rightSectionWidth={UNIT_WIDTH - 6}
                          error={errors.boxes?.[key]?.rate}
                        />
                        <DecimalInput
                          size="xs"
                          aria-label={t('markups.form.box_fixed', route)}
                          placeholder="0"
                          value={box.fixed}
                          onChange={(next) => setBox(key, 'fixed', next)}
                          rightSection={unit('kr')}
                          rightSectionWidth={UNIT_WIDTH - 6}
                          error={errors.boxes?.[key]?.fixed}
                        />
                      </SimpleGrid>
                    </Paper>
                  );
                })}
              </GridRow>
            ))}
          </Box>
        </Box>
      </Input.Wrapper>
    </Stack>
  );
}

/** A row label followed by its three boxes; `display: contents` keeps them in the parent grid. */
function GridRow({ origin, children }: { origin: Scope; children: ReactNode }) {
  const { t } = useTranslation('ratesAdmin');
  return (
    <Box style={{ display: 'contents' }}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" style={{ alignSelf: 'center' }}>
        {t(`markups.scopes.from.${origin}`)}
      </Text>
      {children}
    </Box>
  );
}
