import '@mantine/dates/styles.css';
import { type TPriceCalculationRequest, type TransportMode, TRANSPORT_MODES } from '@freight/contracts';
import { Button, Card, Divider, Group, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { ApiError, refusalMessage, toApiError } from '../../../lib/api-error';
import {
  GoodsSection,
  PlaceFields,
  quoteResolver,
  useQuoteSite,
  type QuoteFormValues,
  quoteFieldPaths,
  todayIso,
} from '../../price-leadtime';
import { useCreateManualPriceRequest } from '../api';

export interface NewRequestFormProps {
  initialValues: QuoteFormValues;
  /** The price result the request comes from, if any. */
  calculationId: string | null;
  onCreated: (id: number) => void;
  onCancel: () => void;
}

/** What the logistics team needs for a price: the places, the goods, when, how, and anything else. */
export function NewRequestForm({ initialValues, calculationId, onCreated, onCancel }: NewRequestFormProps) {
  const { t } = useTranslation('manualPriceRequests');
  const errorText = useFieldErrorText();
  const namer = useFieldNamer();
  const create = useCreateManualPriceRequest();
  // A request that follows a calculation belongs to the calculation's site.
  const site = useQuoteSite();
  const [mode, setMode] = useState<TransportMode | null>(null);
  const [notes, setNotes] = useState('');
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<QuoteFormValues, unknown, TPriceCalculationRequest>({ resolver: quoteResolver, defaultValues: initialValues });

  const submit = handleSubmit(async (request) => {
    setNotice([]);
    setExtraErrors({});
    try {
      const answer = await create.mutateAsync({
        pickup: request.pickup,
        delivery: request.delivery,
        goods: request.goods,
        ready_date: request.pickup_date ?? todayIso(),
        transport_mode: mode,
        notes: notes.trim() || null,
        calculation_id: calculationId,
        site_id: calculationId === null ? site.siteId : null,
      });
      onCreated(answer.data.id);
    } catch (error) {
      // The form's own fields beside the quote's: the ready date is the quote form's pickup date.
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const own = {
        pickup_date: fields.ready_date?.[0],
        transport_mode: fields.transport_mode?.[0],
        notes: fields.notes?.[0],
        site_id: fields.site_id?.[0],
      };
      if (own.pickup_date) setError('pickup_date', { type: 'server', message: own.pickup_date });
      setExtraErrors(Object.fromEntries(Object.entries(own).filter((entry): entry is [string, string] => entry[1] !== undefined)));
      const quoteFields = Object.fromEntries(
        Object.entries(fields).filter(([field]) => !['ready_date', 'transport_mode', 'notes', 'site_id'].includes(field)),
      );
      const rest =
        error instanceof ApiError ? toApiError(error.status, { message: error.serverMessage, errors: quoteFields }, null) : error;
      const unplaced = applyServerErrors(rest, quoteFieldPaths(getValues('goods').length), setError, namer);
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('form.title')}>
      <Stack gap="lg">
        <FormNotice messages={notice} />
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="mpr-route">
          <Title order={3} size="h5" id="mpr-route" mb="md">
            {t('form.route')}
          </Title>
          <Stack gap="lg">
            {calculationId === null && site.options.length > 1 && (
              <Select
                label={t('form.site')}
                data={site.options}
                value={site.siteId === null ? null : String(site.siteId)}
                onChange={(value) => value && site.pick(Number(value))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={extraErrors.site_id}
                maw={{ base: '100%', xs: 360 }}
              />
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
              <PlaceFields side="pickup" control={control} errors={errors} />
              <PlaceFields side="delivery" control={control} errors={errors} />
            </SimpleGrid>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <Controller
                control={control}
                name="pickup_date"
                render={({ field }) => (
                  <DatePickerInput
                    label={t('form.ready_date')}
                    description={t('form.ready_date_hint')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    valueFormat="YYYY-MM-DD"
                    leftSection={<IconCalendar size={18} aria-hidden />}
                    minDate={todayIso()}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={errorText(errors.pickup_date)}
                    popoverProps={{ withinPortal: true }}
                    required
                  />
                )}
              />
              <Select
                label={t('form.transport_mode')}
                placeholder={t('form.any_mode')}
                data={TRANSPORT_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
                value={mode}
                onChange={(value) => setMode(value as TransportMode | null)}
                error={extraErrors.transport_mode}
                clearable
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="mpr-goods">
          <Title order={3} size="h5" id="mpr-goods" mb="md">
            {t('form.goods')}
          </Title>
          <GoodsSection control={control} errors={errors} />
        </Card>
        <Textarea
          label={t('form.notes')}
          description={t('form.notes_hint')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          error={extraErrors.notes}
          maxLength={2000}
          autosize
          minRows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={create.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('actions.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
