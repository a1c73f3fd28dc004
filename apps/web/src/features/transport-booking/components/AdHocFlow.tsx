import type { FlowStep } from '@freight/contracts';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKnownCarriers } from '../api';
import { stepFieldPaths, stepOfField, type BookingFormValues } from '../booking-form';
import { bookingCart, type StoredBooking } from '../booking-storage';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { AddressStep } from './AddressStep';
import { BookingSite, useBookingSite } from './BookingSite';
import { PrintTypesSection } from './DeliveryTermsStep';
import { StepSection, useErrorAt } from './fields';
import { BookButton, BookedFlow, FlowActions, FlowForm, NextButton } from './FlowFrame';
import { GoodsDescriptionStep } from './GoodsDescriptionStep';
import { GoodsStep } from './GoodsStep';
import { InvoiceStep } from './InvoiceStep';
import { DeliveryWindow } from './DeliveryWindow';
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
    'delivery_time_earliest',
    'delivery_time_latest',
    'freight_print_types',
    'label_format',
    ...stepFieldPaths('finalize_goods_description', values, { invoiced: false }),
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
          <DeliveryWindow />
        </SimpleGrid>
      </StepSection>
      <GoodsDescriptionStep />
      <PrintTypesSection />
    </Stack>
  );
}

/** Keys of the quote flow's later steps are all on the details step here. */
function adHocStepOf(key: string): FlowStep {
  const quoteStep = stepOfField(key);
  return quoteStep === 'address' || quoteStep === 'goods' || quoteStep === 'invoice' ? quoteStep : 'create_booking';
}

/**
 * The adHoc flow (SPEC §4: address, goods), then the carrier service, pickup and documents: a
 * booking with any known carrier's service, without a quote or a price.
 */
export function AdHocFlow({ initial, onNew }: { initial: StoredBooking; onNew: () => void }) {
  const { t } = useTranslation('booking');
  const flow = useBookingFlow('adHoc', initial, { cart });
  const { form, step, steps, booking, checks, book, flowSteps, index, move } = flow;
  // A booking from a purchase order is for the order's site when that site books too.
  const site = useBookingSite(initial.values.purchase_site_id);
  const orderLines = initial.values.purchase_lines.length;
  const lastInput = flowSteps[flowSteps.length - 2];

  const placeBook = () =>
    flow.place(site.siteId, {
      stepOf: adHocStepOf,
      fallback: 'create_booking',
      paths: (target, values) => (target === 'create_booking' ? detailPaths(values) : undefined),
    });

  const next = async () => {
    if (step === lastInput) {
      await placeBook();
      return;
    }
    if (step === 'address' || step === 'goods' || step === 'invoice') {
      const state = await checks.validate(step);
      if (!state) return;
      flow.record(step, state);
      if (!state.valid) return;
    }
    const following = flowSteps[index + 1];
    if (following) move(following);
  };

  if (booking) return <BookedFlow steps={flowSteps} booking={booking} dutiable={flow.dutiable} onNew={onNew} />;

  return (
    <FormProvider {...form}>
      <FlowForm
        label={t('titles.ad_hoc')}
        onSubmit={() => void next()}
        steps={flowSteps}
        active={index}
        canSelect={(position) =>
          position < index || flowSteps.slice(0, position).every((name) => steps[name]?.valid || name === 'create_booking')
        }
        onSelect={move}
        notice={checks.notice}
      >
        {orderLines > 0 ? (
          <Alert color="blue" variant="light" icon={<IconFileInvoice aria-hidden />}>
            {t('ad_hoc.order_lines', { count: orderLines, number: initial.values.references.purchase_order_number })}
          </Alert>
        ) : null}
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
      </FlowForm>
    </FormProvider>
  );
}
