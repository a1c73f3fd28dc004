import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import type { TPriceCalculation, TPriceCalculationRequest } from '@freight/contracts';
import { Button, Card, Divider, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconCalculator } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { useCalculatePrices } from '../api';
import { isLocked, LockedIcon } from '../../flow-templates';
import { refusalMessage } from '../../../lib/api-error';
import { quoteResolver } from '../hooks/quote-resolver';
import { useQuoteSite } from '../hooks/use-quote-site';
import { type QuoteFormValues, quoteFieldPaths, todayIso } from '../quote-form';
import { GoodsSection } from './GoodsSection';
import { PlaceFields } from './PlaceFields';

/** Calendar languages by interface language; dayjs names Simplified Chinese in lower case. */
const CALENDAR_LOCALES: Record<string, string> = { en: 'en', es: 'es', 'zh-CN': 'zh-cn' };

export interface AddressGoodsStepProps {
  initialValues: QuoteFormValues;
  /** Called with every change, to keep the draft. */
  onChange: (values: QuoteFormValues) => void;
  onCalculated: (calculation: TPriceCalculation) => void;
  /** A template's locked fields, which keep the template's values. */
  lockedFields?: readonly string[];
  /** Beside each section's title and place field: a template editor's lock toggle. */
  lockControl?: (path: string) => ReactNode;
  /** Buttons in place of 'Get prices', such as a template editor's save. */
  actions?: ReactNode;
}

/** Step 1 of the plt flow: where from, where to, when, and what goes. */
export function AddressGoodsStep({ initialValues, onChange, onCalculated, lockedFields, lockControl, actions }: AddressGoodsStepProps) {
  const { t, i18n } = useTranslation('quotes');
  const errorText = useFieldErrorText();
  const namer = useFieldNamer();
  const calculate = useCalculatePrices();
  const site = useQuoteSite();
  const [notice, setNotice] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    subscribe,
    getValues,
    formState: { errors },
  } = useForm<QuoteFormValues, unknown, TPriceCalculationRequest>({ resolver: quoteResolver, defaultValues: initialValues });

  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) }), [subscribe, onChange]);

  const submit = handleSubmit(async (request) => {
    setNotice([]);
    try {
      const answer = await calculate.mutateAsync({ ...request, site_id: site.siteId });
      onCalculated(answer.data);
    } catch (error) {
      const unplaced = applyServerErrors(error, quoteFieldPaths(getValues('goods').length), setError, namer);
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  });

  // A message about the goods as a whole, such as a server's 'goods' error, rather than one field.
  const goodsError = errorText(
    errors.goods?.root ?? (errors.goods?.message ? { type: errors.goods.type ?? 'server', message: errors.goods.message } : undefined),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // With its own actions the form only collects values: Enter must not fetch prices.
        if (actions) event.preventDefault();
        else void submit(event);
      }}
      aria-label={t('steps.address_goods')}
    >
      <Stack gap="lg">
        <FormNotice messages={notice} />
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="plt-route">
          <Title order={2} size="h4" id="plt-route" mb="md">
            {t('sections.route')}
          </Title>
          <Stack gap="lg">
            {/* A template keeps no site: it is used by whoever acts as any of them. */}
            {!actions && site.options.length > 1 && (
              <Select
                label={t('site.label')}
                description={t('site.hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={site.options}
                value={site.siteId === null ? null : String(site.siteId)}
                onChange={(value) => value && site.pick(Number(value))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                maw={{ base: '100%', xs: 360 }}
              />
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
              <PlaceFields side="pickup" control={control} errors={errors} lockedFields={lockedFields} lockControl={lockControl} />
              <PlaceFields side="delivery" control={control} errors={errors} lockedFields={lockedFields} lockControl={lockControl} />
            </SimpleGrid>
            <Divider />
            <Controller
              control={control}
              name="pickup_date"
              render={({ field }) => (
                <DatePickerInput
                  label={
                    <Group gap={4} component="span" wrap="nowrap">
                      {t('pickup_date')}
                      {lockControl ? lockControl('pickup_date') : isLocked(lockedFields, 'pickup_date') && <LockedIcon />}
                    </Group>
                  }
                  aria-label={t('pickup_date')}
                  disabled={isLocked(lockedFields, 'pickup_date')}
                  description={t('pickup_date_hint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  valueFormat="YYYY-MM-DD"
                  locale={CALENDAR_LOCALES[i18n.language] ?? 'en'}
                  leftSection={<IconCalendar size={18} aria-hidden />}
                  minDate={todayIso()}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errorText(errors.pickup_date)}
                  maw={{ base: '100%', xs: 260 }}
                  popoverProps={{ withinPortal: true }}
                  required
                />
              )}
            />
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="plt-goods">
          <Group justify="space-between" align="baseline" mb="md" gap="xs">
            <Group gap={6} wrap="nowrap">
              <Title order={2} size="h4" id="plt-goods">
                {t('sections.goods')}
              </Title>
              {lockControl ? lockControl('goods') : isLocked(lockedFields, 'goods') && <LockedIcon />}
            </Group>
            <Text size="sm" c="dimmed">
              {t('goods.hint')}
            </Text>
          </Group>
          {/* A locked goods section keeps the template's lines: a disabled fieldset holds every input and button. */}
          <fieldset disabled={isLocked(lockedFields, 'goods')} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <GoodsSection control={control} errors={errors} />
          </fieldset>
          {goodsError && (
            <Text c="red.9" size="sm" mt="xs" role="alert">
              {goodsError}
            </Text>
          )}
        </Card>

        <Group justify="flex-end">
          {actions ?? (
            <Button type="submit" size="md" loading={calculate.isPending} leftSection={<IconCalculator size={18} aria-hidden />}>
              {t('actions.calculate')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
