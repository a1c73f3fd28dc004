import type { TPriceCalculation } from '@freight/contracts';
import { Alert, Button, Container, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { usePriceCalculation } from '../api';
import { useQuoteDraft } from '../hooks/use-quote-draft';
import { defaultQuoteForm, formFromCalculation, type QuoteFormValues } from '../quote-form';
import { isQuoteSort, type QuoteSort } from '../quote-sorting';
import { AddressGoodsStep } from './AddressGoodsStep';
import { QuoteResults } from './QuoteResults';

/** Query parameters that keep the result in the address, so it survives a refresh and can be shared. */
const PARAM = { calculation: 'calculation', service: 'service', sort: 'sort' } as const;

export interface PriceLeadTimeFlowProps {
  title: string;
}

/**
 * The plt flow (SPEC §4): 'Address & goods', then 'Price & leadtime'. The form's draft lives in
 * local storage and the calculation id, sort and chosen service in the address.
 */
export function PriceLeadTimeFlow({ title }: PriceLeadTimeFlowProps) {
  const { t } = useTranslation('quotes');
  const [params, setParams] = useSearchParams();
  const calculationId = params.get(PARAM.calculation);
  const sortParam = params.get(PARAM.sort);
  const sort: QuoteSort = isQuoteSort(sortParam) ? sortParam : 'smart';
  const chosenServiceId = Number(params.get(PARAM.service)) || null;
  const calculation = usePriceCalculation(calculationId);
  const draft = useQuoteDraft();
  const user = useSessionUser();
  // Read when the form opens, so coming back from the result shows what was last typed.
  const [initialValues, setInitialValues] = useState<QuoteFormValues>(() => draft.read() ?? defaultQuoteForm(user?.organization.country_code ?? ''));

  const update = (changes: Record<string, string | null>, replace = true) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  const showResult = (result: TPriceCalculation) => update({ [PARAM.calculation]: result.id, [PARAM.service]: null }, false);

  const edit = () => {
    // A result opened from its link has no draft in this browser: its own request fills the form.
    const values = draft.read() ?? (calculation.data ? formFromCalculation(calculation.data) : null);
    if (values) setInitialValues(values);
    update({ [PARAM.calculation]: null, [PARAM.service]: null }, false);
  };

  const step = calculationId ? 1 : 0;
  const missing = calculation.error instanceof ApiError && (calculation.error.status === 404 || calculation.error.status === 422);

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>

        <Stepper active={step} onStepClick={(index) => index === 0 && step === 1 && edit()} size="sm" allowNextStepsSelect={false} maw={560}>
          <Stepper.Step label={t('steps.address_goods')} />
          <Stepper.Step label={t('steps.result')} />
        </Stepper>

        {step === 0 && <AddressGoodsStep initialValues={initialValues} onChange={draft.save} onCalculated={showResult} />}

        {step === 1 && calculation.data && (
          <QuoteResults
            calculation={calculation.data}
            sort={sort}
            onSortChange={(next) => update({ [PARAM.sort]: next === 'smart' ? null : next })}
            chosenServiceId={chosenServiceId}
            onChoose={(serviceId) => update({ [PARAM.service]: String(serviceId) })}
            onEdit={edit}
          />
        )}

        {step === 1 && calculation.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('result.loading')}>
            <Skeleton height={72} radius="lg" />
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={96} radius="lg" />
            ))}
          </Stack>
        )}

        {step === 1 && calculation.isError && (
          <Alert color={missing ? 'yellow' : 'red'} variant="light" icon={<IconAlertTriangle aria-hidden />} title={missing ? t('result.missing_title') : t('result.failed_title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{missing ? t('result.missing_text') : t('result.failed_text')}</Text>
              <Button variant="light" onClick={edit}>
                {t('actions.new_search')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
