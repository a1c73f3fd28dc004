import type { TPriceCalculation } from '@freight/contracts';
import { Alert, Button, Container, Group, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { usePriceCalculation } from '../api';
import { SaveTemplateButton, SaveTemplateDialog, TemplateNotice, useFlowTemplate } from '../../flow-templates';
import { ManualPriceRequestLink } from '../../manual-price-requests';
import { ShareCalculationButton } from '../../price-shares';
import { useQuoteDraft } from '../hooks/use-quote-draft';
import { defaultQuoteForm, formFromCalculation, type QuoteFormValues, readQuoteDraft } from '../quote-form';
import { isQuoteSort, type QuoteSort } from '../quote-sorting';
import { AddressGoodsStep } from './AddressGoodsStep';
import { QuoteFileDialog } from './QuoteFileDialog';
import { QuoteResults } from './QuoteResults';

/** Query parameters that keep the result in the address, so it survives a refresh and can be shared. */
const PARAM = { calculation: 'calculation', service: 'service', sort: 'sort', template: 'template' } as const;

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
  const [initialValues, setInitialValues] = useState<QuoteFormValues>(
    () => draft.read() ?? defaultQuoteForm(user?.organization.country_code ?? ''),
  );
  // A quote template (`?template=<id>`) fills the form once, and its locked fields stay as saved.
  const templateId = Number(params.get(PARAM.template)) || null;
  const template = useFlowTemplate(templateId);
  const quoteTemplate = template.data?.kind === 'quote' ? template.data : null;
  const [appliedTemplateId, setAppliedTemplateId] = useState<number | null>(null);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const [pricingFile, setPricingFile] = useState(false);
  // Applied while rendering, so the form never shows a moment of the old draft.
  if (quoteTemplate && appliedTemplateId !== quoteTemplate.id) {
    setAppliedTemplateId(quoteTemplate.id);
    const values = readQuoteDraft(quoteTemplate.values);
    if (values) setInitialValues(values);
  }
  // The draft follows the template, so 'Save as template' and the way back from the result see it.
  useEffect(() => {
    if (appliedTemplateId !== null) draft.save(initialValues);
    // Only when another template was applied: typing keeps the draft by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedTemplateId]);
  const waitingForTemplate = templateId !== null && template.isPending;
  const currentValues = () => draft.read() ?? (calculation.data ? formFromCalculation(calculation.data) : initialValues);

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
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" onClick={() => setPricingFile(true)} leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>
              {t('quote_file.open')}
            </Button>
            <SaveTemplateButton onClick={() => setSavingTemplate(true)} />
            {step === 1 && calculation.data && <ShareCalculationButton calculationId={calculation.data.id} />}
          </Group>
        </Group>
        <QuoteFileDialog opened={pricingFile} onClose={() => setPricingFile(false)} />
        <SaveTemplateDialog
          opened={savingTemplate}
          onClose={() => setSavingTemplate(false)}
          kind="quote"
          values={savingTemplate ? currentValues() : {}}
        />

        <Stepper
          active={step}
          onStepClick={(index) => index === 0 && step === 1 && edit()}
          size="sm"
          allowNextStepsSelect={false}
          maw={560}
        >
          <Stepper.Step label={t('steps.address_goods')} />
          <Stepper.Step label={t('steps.result')} />
        </Stepper>

        {templateId !== null && <TemplateNotice template={template} onDrop={() => update({ [PARAM.template]: null }, false)} />}

        {step === 0 && waitingForTemplate && <Skeleton height={420} radius="lg" />}
        {step === 0 && !waitingForTemplate && (
          <AddressGoodsStep
            key={appliedTemplateId ?? 'form'}
            initialValues={initialValues}
            onChange={draft.save}
            onCalculated={showResult}
            lockedFields={quoteTemplate?.locked_fields}
          />
        )}

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
        {step === 1 && calculation.data && <ManualPriceRequestLink calculation={calculation.data} />}

        {step === 1 && calculation.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('result.loading')}>
            <Skeleton height={72} radius="lg" />
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={96} radius="lg" />
            ))}
          </Stack>
        )}

        {step === 1 && calculation.isError && (
          <Alert
            color={missing ? 'yellow' : 'red'}
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={missing ? t('result.missing_title') : t('result.failed_title')}
          >
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
