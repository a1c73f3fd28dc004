import { GEOGRAPHY_KEYS, type TMarkup, type TMarkupBody } from '@freight/contracts';
import { markupProblems } from '@freight/domain';

import { notifications } from '@mantine/notifications';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { MultiSelect } from '../../../components/MultiSelect/MultiSelect';
import { useServerErrors, useFieldErrorText } from '../../../lib/forms';
import { useSaveMarkup } from '../api';
import type { CarrierServiceOption } from '../carrier-services';
import { emptyMarkupRates, type MarkupRatesValue, markupRatesBody, markupRatesOf } from '../markup-rates';
import { type MarkupRatesErrors, MarkupRatesFields } from './MarkupRatesFields';
import { SwitchField } from '../../../components/forms/BooleanFields';

interface MarkupFormValues extends MarkupRatesValue {
  carrier_service: string[];
  booking_enabled: boolean;
}

/** Every field a 422 may name; a box's figures come as `geography_specific_rates.DOM_DOM.rate`. */
const FIELDS: readonly Path<MarkupFormValues>[] = [
  'carrier_service',
  'rate',
  'fixed',
  'booking_enabled',
  'geography_specific_rates',
  ...GEOGRAPHY_KEYS.flatMap((key) => [`geography_specific_rates.${key}.rate`, `geography_specific_rates.${key}.fixed`] as const),
];

interface MarkupDialogProps {
  /** The markup to change, or null to add one. */
  markup: TMarkup | null;
  /** For a god user: the organization a new markup belongs to. */
  organizationId: number | null;
  services: readonly CarrierServiceOption[];
  countryName: string | null;
  onClose: () => void;
}

/** Adds or changes a markup: its carrier services, the general figures and the nine route boxes. */
export function MarkupDialog({ markup, organizationId, services, countryName, onClose }: MarkupDialogProps) {
  const { t } = useTranslation('ratesAdmin');
  const errorText = useFieldErrorText('ratesAdmin');
  const save = useSaveMarkup();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<MarkupFormValues>({
    defaultValues: {
      carrier_service: markup ? markup.carrier_service.map(String) : [],
      booking_enabled: markup?.booking_enabled ?? true,
      ...(markup ? markupRatesOf(markup) : emptyMarkupRates()),
    },
  });
  const [rate, fixed, boxes] = useWatch({ control, name: ['rate', 'fixed', 'geography_specific_rates'] });
  const { notice, trySave } = useServerErrors(FIELDS, setError);

  const submit = handleSubmit((values) =>
    trySave(async () => {
      const body: TMarkupBody = {
        ...(markup === null && organizationId !== null ? { organization_id: organizationId } : {}),
        carrier_service: values.carrier_service.map(Number),
        booking_enabled: values.booking_enabled,
        ...markupRatesBody(values),
      };
      // The same rules the server applies (SPEC §5), so the usual slips are named before a round trip.
      const problems = markupProblems({
        carrierServiceIds: body.carrier_service,
        ratePercent: body.rate,
        fixedOre: body.fixed,
        bookingEnabled: body.booking_enabled,
        geographySpecificRates: Object.fromEntries(
          Object.entries(body.geography_specific_rates).map(([key, box]) => [
            key,
            box ? { ratePercent: box.rate, fixedOre: box.fixed } : null,
          ]),
        ),
      });
      if (problems.includes('no_carrier_service'))
        setError('carrier_service', { type: 'client', message: 'validation.markup_carrier_service' });
      if (problems.includes('no_geography_rate'))
        setError('geography_specific_rates', { type: 'client', message: 'validation.markup_geography' });
      if (problems.length > 0) return;
      await save.mutateAsync({ id: markup?.id ?? null, body });
      notifications.show({ color: 'green', message: markup ? t('markups.saved') : t('markups.created') });
      onClose();
    }),
  );

  const boxErrors = errors.geography_specific_rates;
  const ratesErrors: MarkupRatesErrors = {
    rate: errorText(errors.rate),
    fixed: errorText(errors.fixed),
    // Set on the boxes as a whole, such as none being filled; a box's own errors sit under it.
    geography: errorText(boxErrors),
    boxes: Object.fromEntries(
      GEOGRAPHY_KEYS.map((key) => [key, { rate: errorText(boxErrors?.[key]?.rate), fixed: errorText(boxErrors?.[key]?.fixed) }]),
    ),
  };

  return (
    <RecordDialog
      title={markup ? t('markups.edit') : t('markups.add')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      saveLabel={t('markups.form.save')}
      gap="lg"
    >
      <Controller
        control={control}
        name="carrier_service"
        render={({ field }) => (
          <MultiSelect
            label={t('markups.form.services')}
            description={t('markups.form.services_hint')}
            data={services}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              clearErrors('carrier_service');
            }}
            placeholder={t('markups.form.services_placeholder')}
            error={errorText(errors.carrier_service)}
            required
          />
        )}
      />
      <MarkupRatesFields
        value={{ rate, fixed, geography_specific_rates: boxes }}
        onChange={(next) => {
          setValue('rate', next.rate);
          setValue('fixed', next.fixed);
          setValue('geography_specific_rates', next.geography_specific_rates);
          clearErrors(['rate', 'fixed', 'geography_specific_rates']);
        }}
        errors={ratesErrors}
        countryName={countryName}
      />
      <SwitchField
        control={control}
        name="booking_enabled"
        label={t('markups.form.booking')}
        description={t('markups.form.booking_hint')}
      />
    </RecordDialog>
  );
}
