import type { TPriceCalculation } from '@freight/contracts';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { QuoteResults, type QuoteSort } from '../../price-leadtime';

/**
 * A booking offers only what can be booked: services the organization cannot book move to the
 * list of unavailable ones, with the reasons why.
 */
export function bookableOnly(calculation: TPriceCalculation): TPriceCalculation {
  const bookable = calculation.quotes.filter((quote) => quote.bookable);
  const refused = calculation.quotes
    .filter((quote) => !quote.bookable && quote.booking_reasons.length > 0)
    .map((quote) => ({ carrier: quote.carrier, service: quote.service, reasons: quote.booking_reasons }));
  return { ...calculation, quotes: bookable, unavailable: [...calculation.unavailable, ...refused] };
}

export interface ResultStepProps {
  calculation: TPriceCalculation | undefined;
  loading: boolean;
  failed: boolean;
  chosenServiceId: number | null;
  onChoose: (serviceId: number) => void;
  onEdit: () => void;
  onContinue: () => void;
  continuing: boolean;
  error?: string;
}

/** Step 'result' ('Price & leadtime'): the bookable services side by side, to choose one. */
export function ResultStep({
  calculation,
  loading,
  failed,
  chosenServiceId,
  onChoose,
  onEdit,
  onContinue,
  continuing,
  error,
}: ResultStepProps) {
  const { t } = useTranslation('booking');
  const [sort, setSort] = useState<QuoteSort>('smart');
  const offered = useMemo(() => (calculation ? bookableOnly(calculation) : null), [calculation]);

  if (loading) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('result.loading')}>
        <Skeleton height={72} radius="lg" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={96} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (failed || !offered) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('result.missing_title')}>
        <Text size="sm">{t('result.missing_text')}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <FormNotice messages={[error]} />
      <QuoteResults
        calculation={offered}
        sort={sort}
        onSortChange={setSort}
        chosenServiceId={chosenServiceId}
        onChoose={onChoose}
        onEdit={onEdit}
        onContinue={onContinue}
        continuing={continuing}
      />
    </Stack>
  );
}
