import type { FlowStep } from '@freight/contracts';
import { isDutiableLane } from '@freight/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useBook, useKnownCarriers } from '../api';
import { bookingSteps, routePlaces, stepFieldPaths, stepOfField, toBookingRequest, type BookingFormValues } from '../booking-form';
import { bookingCart, type StoredBooking } from '../booking-storage';
import { useFlowState, useKeptInCart } from '../hooks/use-flow-state';
import { useModuleSync } from '../hooks/use-module-sync';
import { useStepChecks } from '../hooks/use-step-checks';
import { AddressStep } from './AddressStep';
import { BookingSite, useBookingSite } from './BookingSite';
import { PrintTypesSection } from './DeliveryTermsStep';
import { StepSection, useErrorAt } from './fields';
import { BookButton, BookedFlow, FlowActions, NextButton, StepNotice } from './FlowFrame';
import { FlowStepper } from './FlowStepper';
import { GoodsDescriptionStep } from './GoodsDescriptionStep';
import { GoodsStep } from './GoodsStep';
import { InvoiceStep } from './InvoiceStep';
import { PickupFields } from './PickupFields';

const cart = bookingCart('adHoc');

/** Carriers never offered for a choice (SPEC §3 Carrier): product placeholders and one's own transport. */
const isOfferedCarrier = (name: string) => !name.includes('{product}') && name.trim().toLowerCase() !== 'egen transportör';

/** Everything the details step shows a field for: the service, when, what each line is, what to print. */
function detailPaths(values: BookingFormValues): string[] {
  return [
    'carrier_service_id',
    'pickup_date',
    'pickup_time_earliest',
    'pickup_time_latest',
    'freight_print_types',
    ...stepFieldPaths('finalize_goods_description', values, { dutiable: false }),
  ];
}

function AdHocDetailsStep({ site }: { site: ReturnType<typeof useBookingSite> }) {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const carriers = useKnownCarriers();
  const options = useMemo(
    () =>
      (carriers.data ?? [])
        .filter((carrier) => isOfferedCarrier(carrier.name) && carrier.services.length > 0)
        .map((carrier) => ({
          group: carrier.name,
          items: carrier.services.map((service) => ({ value: String(service.id), label: `${carrier.name} – ${service.name}` })),
        })),
    [carriers.data],
  );

  return (
    <Stack gap="lg">
      <BookingSite siteId={site.siteId} options={site.options} onPick={site.pick} />
      <StepSection id="booking-ad-hoc-service" title={t('ad_hoc.service_title')} description={t('ad_hoc.service_hint')}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="md">
          <Controller
            control={control}
            name="carrier_service_id"
            render={({ field }) => (
              <Select
                label={t('ad_hoc.service')}
                placeholder={t('ad_hoc.service_placeholder')}
                data={options}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                searchable
                nothingFoundMessage={t('ad_hoc.service_none')}
                comboboxProps={{ withinPortal: true }}
                disabled={carriers.isPending}
                error={errorAt('carrier_service_id')}
                required
              />
            )}
          />
          <PickupFields />
        </SimpleGrid>
      </StepSection>
      <GoodsDescriptionStep />
      <PrintTypesSection />
    </Stack>
  );
}

/**
 * The adHoc flow (SPEC §4: address, goods), then the carrier service, pickup and documents: a
 * booking with any known carrier's service, without a quote or a price.
 */
export function AdHocFlow({ initial, onNew }: { initial: StoredBooking; onNew: () => void }) {
  const { t } = useTranslation('booking');
  const { form, step, setStep, steps, setSteps, booking, setBooking } = useFlowState(initial);
  const [consignor, consignee, pickup, delivery] = useWatch({
    control: form.control,
    name: ['consignor', 'consignee', 'pickup', 'delivery'],
  });
  const { from, to } = routePlaces({ consignor, consignee, pickup, delivery });
  const dutiable = isDutiableLane(from.country, to.country);
  const checks = useStepChecks(form, 'adHoc', { dutiable, serviceCodes: [] });
  const book = useBook('ad_hoc');
  const site = useBookingSite();
  useModuleSync(form, dutiable, []);

  const flowSteps = bookingSteps('adHoc', dutiable);
  const index = Math.max(0, flowSteps.indexOf(step));
  const lastInput = flowSteps[flowSteps.length - 2];

  useKeptInCart(cart, form, { step, steps, dutiable, booking, template: null });

  const move = (target: FlowStep) => {
    checks.setNotice([]);
    setStep(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const placeBook = async () => {
    checks.setNotice([]);
    try {
      if (site.siteId === null) return;
      setBooking(await book.mutateAsync({ request: toBookingRequest(form.getValues(), dutiable), siteId: site.siteId }));
      setStep('confirmation');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        // Keys of the quote flow's later steps are all on the details step here.
        const owner = (key: string): FlowStep => {
          const quoteStep = stepOfField(key);
          return quoteStep === 'address' || quoteStep === 'goods' || quoteStep === 'invoice' ? quoteStep : 'create_booking';
        };
        const keys = Object.keys(error.fieldErrors);
        const target = flowSteps.find((candidate) => keys.some((key) => owner(key) === candidate)) ?? 'create_booking';
        const errors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => owner(key) === target));
        setSteps((current) => ({ ...current, [target]: { valid: false, errors } }));
        setStep(target);
        window.setTimeout(
          () => checks.showErrors(target, errors, target === 'create_booking' ? detailPaths(form.getValues()) : undefined),
          0,
        );
      } else {
        const refusal = refusalMessage(error);
        if (refusal) checks.setNotice([refusal]);
      }
    }
  };

  const next = async () => {
    if (step === lastInput) {
      await placeBook();
      return;
    }
    if (step === 'address' || step === 'goods' || step === 'invoice') {
      const state = await checks.validate(step);
      if (!state) return;
      setSteps((current) => ({ ...current, [step]: state }));
      if (!state.valid) return;
    }
    const following = flowSteps[index + 1];
    if (following) move(following);
  };

  if (booking) return <BookedFlow steps={flowSteps} booking={booking} onNew={onNew} />;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
        aria-label={t('titles.ad_hoc')}
      >
        <Stack gap="lg">
          <FlowStepper
            steps={flowSteps}
            active={index}
            canSelect={(position) =>
              position < index || flowSteps.slice(0, position).every((name) => steps[name]?.valid || name === 'create_booking')
            }
            onSelect={(position) => {
              const target = flowSteps[position];
              if (target && target !== 'confirmation') move(target);
            }}
          />
          <StepNotice messages={checks.notice} />
          {step === 'address' && <AddressStep />}
          {step === 'goods' && <GoodsStep />}
          {step === 'create_booking' && <AdHocDetailsStep site={site} />}
          {step === 'invoice' && <InvoiceStep />}
          <FlowActions
            onBack={index > 0 ? () => move(flowSteps[index - 1] ?? 'address') : undefined}
            backDisabled={checks.validating || book.isPending}
          >
            {step === lastInput ? (
              <BookButton loading={book.isPending || checks.validating} disabled={site.siteId === null} />
            ) : (
              <NextButton loading={checks.validating} />
            )}
          </FlowActions>
        </Stack>
      </form>
    </FormProvider>
  );
}
