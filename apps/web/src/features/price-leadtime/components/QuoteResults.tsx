import { formatMoney } from '@freight/domain';
import { type TPriceCalculation, routePath } from '@freight/contracts';
import { Alert, Button, Card, em, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenQuery } from '../../../lib/screen';
import { type QuoteSort, QUOTE_SORTS, quoteHighlights, sortQuotes } from '../quote-sorting';
import { QuoteCard } from './QuoteCard';
import { RouteSummary } from './RouteSummary';
import { UnavailableServices } from './UnavailableServices';

export interface QuoteResultsProps {
  calculation: TPriceCalculation;
  sort: QuoteSort;
  onSortChange: (sort: QuoteSort) => void;
  /** The carrier service chosen, by id. */
  chosenServiceId: number | null;
  onChoose: (serviceId: number) => void;
  onEdit: () => void;
  /** Inside the booking flow: continue there with the chosen service instead of opening a new booking. */
  onContinue?: () => void;
  /** Busy while the booking flow checks the chosen service. */
  continuing?: boolean;
}

/** Step 2 of the plt flow: every eligible service side by side, and those that cannot carry the goods. */
export function QuoteResults({
  calculation,
  sort,
  onSortChange,
  chosenServiceId,
  onChoose,
  onEdit,
  onContinue,
  continuing,
}: QuoteResultsProps) {
  const { t } = useTranslation('quotes');
  const phone = useScreenQuery(`(max-width: ${em(576)})`);
  const sorted = useMemo(() => sortQuotes(calculation.quotes, sort), [calculation.quotes, sort]);
  const { cheapest, fastest } = useMemo(() => quoteHighlights(calculation.quotes), [calculation.quotes]);
  const chosen = calculation.quotes.find((quote) => quote.service.id === chosenServiceId) ?? null;
  const bookingLink = chosen
    ? `${routePath('transport.booking.form')}?${new URLSearchParams({ calculation: calculation.id, service: String(chosen.service.id) }).toString()}`
    : null;

  return (
    <Stack gap="lg">
      <RouteSummary request={calculation.request} onEdit={onEdit} />

      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="plt-quotes">
            {t('result.title', { count: calculation.quotes.length })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('result.subtitle')}
          </Text>
        </Stack>
        {calculation.quotes.length > 1 && (
          <Group gap="xs" align="center" w={phone ? '100%' : undefined}>
            <Text size="sm" fw={600} id="plt-sort">
              {t('sort.label')}
            </Text>
            <SegmentedControl
              aria-labelledby="plt-sort"
              value={sort}
              onChange={(value) => onSortChange(value as QuoteSort)}
              data={QUOTE_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
              size="sm"
              // Four choices do not fit side by side on a phone in every language.
              orientation={phone ? 'vertical' : 'horizontal'}
              fullWidth={phone}
            />
          </Group>
        )}
      </Group>

      {sorted.length === 0 ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('result.none')}
        </Alert>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="plt-quotes">
          {sorted.map((quote) => (
            <QuoteCard
              key={quote.service.id}
              quote={quote}
              chosen={quote.service.id === chosenServiceId}
              cheapest={quote === cheapest && sorted.length > 1}
              fastest={quote === fastest && sorted.length > 1}
              onChoose={() => onChoose(quote.service.id)}
            />
          ))}
        </Stack>
      )}

      <UnavailableServices services={calculation.unavailable} />

      {chosen && (
        <Card
          withBorder
          radius="lg"
          padding="md"
          shadow="md"
          pos="sticky"
          bottom={12}
          style={{ zIndex: 2 }}
          role="region"
          aria-label={t('result.chosen_title')}
        >
          <Group justify="space-between" gap="sm">
            <Stack gap={0}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('result.chosen_title')}
              </Text>
              <Text fw={650}>
                {chosen.carrier.name} – {chosen.service.name} · {formatMoney(chosen.price.total, chosen.price.currency)}
              </Text>
              {!chosen.bookable && (
                <Text size="sm" c="dimmed">
                  {t('result.chosen_not_bookable')}
                </Text>
              )}
            </Stack>
            {chosen.bookable && onContinue && (
              <Button onClick={onContinue} loading={continuing} rightSection={<IconArrowRight size={16} aria-hidden />}>
                {t('actions.continue_booking')}
              </Button>
            )}
            {chosen.bookable && bookingLink && !onContinue && (
              <Button component={Link} to={bookingLink} rightSection={<IconArrowRight size={16} aria-hidden />}>
                {t('actions.continue_booking')}
              </Button>
            )}
          </Group>
        </Card>
      )}
    </Stack>
  );
}
