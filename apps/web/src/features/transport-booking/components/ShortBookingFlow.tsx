import type { FlowStep, TQuote, TQuoteReason } from '@freight/contracts';
import { Alert, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { usePriceCalculation, useReasonText } from '../../price-leadtime';
import { usePriceService } from '../api';
import { stepFieldPaths, stepOfField, toBookingPriceRequest, type BookingFormValues } from '../booking-form';
import { bookingCart, type StoredBooking } from '../booking-storage';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { AddressStep } from './AddressStep';
import { BookingSite, useBookingSite } from './BookingSite';
import { DeliveryTermsStep } from './DeliveryTermsStep';
import { StepSection } from './fields';
import { BookButton, BookedFlow, FlowActions, FlowForm, NextButton } from './FlowFrame';
import { GoodsDescriptionStep } from './GoodsDescriptionStep';
import { GoodsStep } from './GoodsStep';
import { InvoiceStep } from './InvoiceStep';
import { DeliveryWindow } from './DeliveryWindow';
import { PickupFields } from './PickupFields';
import { SummaryStep } from './SummaryStep';

const cart = bookingCart('short');

/** Where a refused field is changed in the short flow: what the quote flow asks later is on the goods step. */
function shortStepOf(key: string): FlowStep {
  const step = stepOfField(key);
  if (step === 'address' || step === 'goods' || step === 'invoice') return step;
  if (step === 'finalize_goods_description' || step === 'create_booking' || step === 'result') return 'goods';
  return 'delivery_terms';
}

/** Everything the short flow's goods step shows a field for: the lines, what they are, and the pickup. */
function goodsStepPaths(values: BookingFormValues): string[] {
  return [
    ...stepFieldPaths('goods', values, { invoiced: false }),
    ...stepFieldPaths('finalize_goods_description', values, { invoiced: false }),
    'pickup_date',
    'pickup_time_earliest',
    'pickup_time_latest',
    'delivery_time_earliest',
    'delivery_time_latest',
    'calculation_id',
    'carrier_service_id',
  ];
}

/** Why the carrier service cannot be booked again for these goods, from its simple calculation. */
function refusalReasons(quote: TQuote | undefined, unavailable: readonly TQuoteReason[]): readonly TQuoteReason[] {
  if (quote) return quote.bookable ? [] : quote.booking_reasons;
  return unavailable;
}

export interface ShortBookingFlowProps {
  initial: StoredBooking;
  onNew: () => void;
  /** Goes on in the quote flow with the same values, to compare every service. */
  onCompareAll: (values: BookingFormValues) => void;
}

/**
 * The short flow of SPEC §4 (address, goods, delivery terms): a booking again with a carrier
 * service already chosen. The goods step also holds what the goods are and when to collect them,
 * and prices the one service; the last step shows the whole booking and places it.
 */
export function ShortBookingFlow({ initial, onNew, onCompareAll }: ShortBookingFlowProps) {
  const { t } = useTranslation('booking');
  const reasonText = useReasonText();
  const flow = useBookingFlow('short', initial, { cart, kept: { template: null, againOf: initial.againOf ?? null } });
  const { form, step, steps, booking, serviceId, additional, dutiable, invoiced, checks, book, flowSteps, index, move, record } = flow;
  const [refusal, setRefusal] = useState<readonly TQuoteReason[]>([]);
  const calculationId = useWatch({ control: form.control, name: 'calculation_id' });
  const price = usePriceService();
  const calculation = usePriceCalculation(calculationId);
  const site = useBookingSite(calculation.data?.site_id ?? null);

  const lastInput = flowSteps[flowSteps.length - 2];
  const quote = calculation.data?.quotes.find((candidate) => candidate.service.id === serviceId) ?? null;
  const service = initial.againOf ? `${initial.againOf.carrier_name} – ${initial.againOf.service_name}` : undefined;

  /** The goods step's checks, then a new price for the one service on the chosen day. */
  const priceGoods = async (): Promise<boolean> => {
    setRefusal([]);
    const goods = await checks.validate('goods');
    if (!goods?.valid) return false;
    const described = await checks.validate('finalize_goods_description');
    if (!described) return false;
    record('goods', described);
    if (!described.valid) return false;
    const values = form.getValues();
    const id = values.carrier_service_id;
    if (id === null) return false;
    try {
      const answer = await price.mutateAsync({
        ...toBookingPriceRequest(values),
        additional_services: values.additional_services,
        carrier_service_id: id,
        site_id: site.pricingSiteId,
      });
      const quoted = answer.data.quotes.find((candidate) => candidate.service.id === id);
      const reasons = refusalReasons(quoted, answer.data.unavailable.find((candidate) => candidate.service.id === id)?.reasons ?? []);
      if (!quoted || reasons.length > 0) {
        setRefusal(reasons.length > 0 ? reasons : [{ code: 'lane_not_served', params: {} }]);
        record('goods', { valid: false, errors: {} });
        return false;
      }
      form.setValue('calculation_id', answer.data.id);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) checks.showErrors('goods', error.fieldErrors, goodsStepPaths(values));
      else flow.showRefusal(error);
      return false;
    }
  };

  const placeBook = () =>
    flow.place(site.siteId, {
      stepOf: shortStepOf,
      fallback: 'delivery_terms',
      paths: (target, values) => (target === 'goods' ? goodsStepPaths(values) : undefined),
    });

  const next = async () => {
    if (step === 'goods') {
      if (await priceGoods()) move(flowSteps[index + 1] ?? 'delivery_terms');
      return;
    }
    const state = await checks.validate(step);
    if (!state) return;
    record(step, state);
    if (!state.valid) return;
    if (step === lastInput) await placeBook();
    else move(flowSteps[index + 1] ?? step);
  };

  if (booking) return <BookedFlow steps={flowSteps} booking={booking} dutiable={dutiable} onNew={onNew} />;

  const busy = checks.validating || price.isPending;

  return (
    <FormProvider {...form}>
      <FlowForm
        label={t('titles.book_again')}
        onSubmit={() => void next()}
        steps={flowSteps}
        active={index}
        canSelect={(position) => position < index || flowSteps.slice(0, position).every((name) => steps[name]?.valid)}
        onSelect={move}
        notice={checks.notice}
        above={
          initial.againOf && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconRepeat aria-hidden />}
              title={t('again.title', { number: initial.againOf.booking_number })}
            >
              {t('again.text', { service })}
            </Alert>
          )
        }
      >
        {step === 'address' && <AddressStep />}
        {step === 'goods' && (
          <Stack gap="lg">
            <GoodsStep />
            <GoodsDescriptionStep />
            <StepSection id="booking-short-pickup" title={t('again.pickup_title')} description={t('again.pickup_hint')}>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="md">
                <PickupFields />
                <DeliveryWindow />
              </SimpleGrid>
            </StepSection>
            {refusal.length > 0 && (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                role="alert"
                title={t('again.not_bookable_title', { service })}
              >
                <Stack gap="xs" align="flex-start">
                  <List size="sm">
                    {refusal.map((reason, position) => (
                      <List.Item key={`${reason.code}-${position}`}>{reasonText(reason)}</List.Item>
                    ))}
                  </List>
                  <Text size="sm">{t('again.not_bookable_text')}</Text>
                  <Button variant="light" size="compact-sm" onClick={() => onCompareAll(form.getValues())}>
                    {t('again.compare_all')}
                  </Button>
                </Stack>
              </Alert>
            )}
          </Stack>
        )}
        {step === 'invoice' && <InvoiceStep />}
        {step === 'delivery_terms' && (
          <Stack gap="lg">
            <DeliveryTermsStep />
            <BookingSite siteId={site.siteId} options={site.options} onPick={site.pick} />
            <SummaryStep
              quote={quote}
              invoiced={invoiced}
              services={additional.data}
              serviceLabel={service}
              editSteps={{
                address: 'address',
                goods: 'goods',
                create_booking: 'goods',
                describe: 'goods',
                invoice: invoiced ? 'invoice' : null,
              }}
              onEdit={move}
            />
          </Stack>
        )}
        <FlowActions onBack={index > 0 ? () => move(flowSteps[index - 1] ?? 'address') : undefined} backDisabled={busy || book.isPending}>
          {step === lastInput ? (
            <BookButton loading={book.isPending || busy} disabled={site.siteId === null} />
          ) : (
            <NextButton loading={busy} label={step === 'goods' ? t('again.get_price') : undefined} />
          )}
        </FlowActions>
      </FlowForm>
    </FormProvider>
  );
}
