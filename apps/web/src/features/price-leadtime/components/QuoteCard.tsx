import { formatMoney, formatNumber } from '@freight/domain';
import type { TQuote } from '@freight/contracts';
import { Badge, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { TransportModeIcon } from '../../../components/icons/TransportModeIcon';
import { formatDay } from '../format';
import { useReasonText } from '../hooks/use-reason-text';
import { CarrierMark } from './CarrierMark';
import { PriceBreakdown } from './PriceBreakdown';

export interface QuoteCardProps {
  quote: TQuote;
  chosen: boolean;
  cheapest: boolean;
  fastest: boolean;
  /** Absent on a read-only result, such as a shared link: no choosing there. */
  onChoose?: () => void;
}

/** One carrier service's offer: who, what it costs, when it arrives, and whether it can be booked. */
export function QuoteCard({ quote, chosen, cheapest, fastest, onChoose }: QuoteCardProps) {
  const { t, i18n } = useTranslation('quotes');
  const reasonText = useReasonText();
  const title = `${quote.carrier.name} – ${quote.service.name}`;
  const bookingReasons = quote.booking_reasons.map(reasonText).join(' ');
  const pickup = formatDay(quote.pickup_date, i18n.language, { withYear: false });

  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      padding="md"
      shadow={chosen ? 'sm' : 'xs'}
      aria-label={title}
      aria-current={chosen || undefined}
      data-testid="quote"
      style={
        chosen
          ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)' }
          : undefined
      }
    >
      <Grid gap={{ base: 'xs', md: 'md' }} align="center">
        <Grid.Col span={{ base: 12, sm: 6, md: 2.75 }}>
          <Stack gap={4}>
            <CarrierMark name={quote.carrier.name} logoUrl={quote.carrier.logo_url} />
            <Group gap={6} wrap="nowrap" c="dimmed">
              <TransportModeIcon mode={quote.service.transport_mode} size={18} />
              <Text size="sm" c="dimmed" data-testid="quote-service">
                {quote.service.name}
              </Text>
            </Group>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 6, sm: 6, md: 2.25 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('result.price')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} fz="lg" data-testid="quote-price" data-amount={quote.price.total} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(quote.price.total, quote.price.currency)}
            </Text>
            <PriceBreakdown quote={quote} label={t('result.breakdown_of', { service: title })} />
          </Group>
        </Grid.Col>

        <Grid.Col span={{ base: 6, sm: 6, md: 2.5 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('result.delivery')}
          </Text>
          <Text fw={600} size="sm" data-testid="quote-delivery" data-date={quote.delivery_date ?? ''}>
            {quote.delivery_date ? formatDay(quote.delivery_date, i18n.language) : t('result.no_lead_time')}
          </Text>
          <Text size="xs" c="dimmed">
            {quote.working_days === null
              ? t('result.pickup', { date: pickup })
              : t('result.working_days', { count: quote.working_days, date: pickup })}
          </Text>
        </Grid.Col>

        <Grid.Col span={{ base: 6, sm: 6, md: 1.5 }}>
          <Tooltip label={t('result.co2e_hint')} withArrow>
            <Text size="xs" c="dimmed" fw={600} span tabIndex={0}>
              {t('result.co2e')}
            </Text>
          </Tooltip>
          <Text fw={600} size="sm" data-testid="quote-co2e" data-kg={quote.co2e_kg ?? ''} style={{ whiteSpace: 'nowrap' }}>
            {quote.co2e_kg === null
              ? t('result.no_co2e')
              : t('result.co2e_value', { value: formatNumber(quote.co2e_kg, { maximumFractionDigits: quote.co2e_kg < 10 ? 2 : 1 }) })}
          </Text>
        </Grid.Col>

        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Group gap="xs" justify="flex-end" wrap="wrap">
            {/* Badges keep their whole label; the button moves below them when the row is narrow. */}
            <Group gap={4} wrap="wrap" style={{ flex: '1 0 auto' }} justify="flex-start">
              {cheapest && (
                <Badge color="teal" variant="light" size="sm">
                  {t('result.cheapest')}
                </Badge>
              )}
              {fastest && (
                <Badge color="indigo" variant="light" size="sm">
                  {t('result.fastest')}
                </Badge>
              )}
              {quote.bookable ? (
                <Badge color="green" variant="outline" size="sm">
                  {t('result.bookable')}
                </Badge>
              ) : (
                <Tooltip label={bookingReasons || t('result.not_bookable')} multiline w={260} withArrow>
                  <Badge color="gray" variant="outline" size="sm" tabIndex={0}>
                    {t('result.not_bookable')}
                  </Badge>
                </Tooltip>
              )}
            </Group>
            {onChoose && (
              <Button
                variant={chosen ? 'filled' : 'light'}
                size="sm"
                onClick={onChoose}
                aria-pressed={chosen}
                aria-label={chosen ? t('result.chosen_service', { service: title }) : t('result.choose_service', { service: title })}
                leftSection={chosen ? <IconCheck size={16} aria-hidden /> : undefined}
                rightSection={chosen ? undefined : <IconArrowRight size={16} aria-hidden />}
              >
                {chosen ? t('result.chosen') : t('result.choose')}
              </Button>
            )}
          </Group>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
