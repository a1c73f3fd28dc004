import type { FlowStep, TQuote, TQuoteReason } from '@freight/contracts';
import { isDutiableLane } from '@freight/domain';
import { Alert, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { usePriceCalculation, useReasonText } from '../../price-leadtime';
import { useAdditionalServices, useBook, usePriceService } from '../api';
import {
  bookingSteps,
  routePlaces,
  stepFieldPaths,
  stepOfField,
  toBookingPriceRequest,
  toBookingRequest,
  type BookingFormValues,
} from '../booking-form';
import { bookingCart, type StoredBooking } from '../booking-storage';
import { useFlowState, useKeptInCart } from '../hooks/use-flow-state';
import { useModuleSync } from '../hooks/use-module-sync';
import { useStepChecks } from '../hooks/use-step-checks';
import { AddressStep } from './AddressStep';
import { BookingSite, useBookingSite } from './BookingSite';
import { DeliveryTermsStep } from './DeliveryTermsStep';
import { StepSection } from './fields';
import { BookButton, BookedFlow, FlowActions, NextButton, StepNotice } from './FlowFrame';
import { FlowStepper } from './FlowStepper';
import { GoodsDescriptionStep } from './GoodsDescriptionStep';
import { GoodsStep } from './GoodsStep';
import { InvoiceStep } from './InvoiceStep';
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
    ...stepFieldPaths('goods', values, { dutiable: false }),
    ...stepFieldPaths('finalize_goods_description', values, { dutiable: false }),
    'pickup_date',
    'pickup_time_earliest',
    'pickup_time_latest',
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
  const { form, step, setStep, steps, setSteps, booking, setBooking } = useFlowState(initial);
  const [refusal, setRefusal] = useState<readonly TQuoteReason[]>([]);
  const [consignor, consignee, pickup, delivery, calculationId, serviceId] = useWatch({
    control: form.control,
    name: ['consignor', 'consignee', 'pickup', 'delivery', 'calculation_id', 'carrier_service_id'],
  });
  const { from, to } = routePlaces({ consignor, consignee, pickup, delivery });
  const dutiable = isDutiableLane(from.country, to.country);
  const additional = useAdditionalServices(serviceId);
  const checks = useStepChecks(form, 'short', { dutiable, serviceCodes: [] });
  const price = usePriceService();
  const calculation = usePriceCalculation(calculationId);
  const book = useBook('quote');
  const site = useBookingSite(calculation.data?.site_id ?? null);
  useModuleSync(form, dutiable, additional.data);

  const flowSteps = bookingSteps('short', dutiable);
  const index = Math.max(0, flowSteps.indexOf(step));
  const lastInput = flowSteps[flowSteps.length - 2];
  const quote = calculation.data?.quotes.find((candidate) => candidate.service.id === serviceId) ?? null;
  const service = initial.againOf ? `${initial.againOf.carrier_name} – ${initial.againOf.service_name}` : undefined;

  useKeptInCart(cart, form, { step, steps, dutiable, booking, template: null, againOf: initial.againOf ?? null });

  const move = (target: FlowStep) => {
    checks.setNotice([]);
    setStep(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const record = (name: FlowStep, valid: boolean, errors: Record<string, string[]> = {}) =>
    setSteps((current) => ({ ...current, [name]: { valid, errors } }));

  /** The goods step's checks, then a new price for the one service on the chosen day. */
  const priceGoods = async (): Promise<boolean> => {
    setRefusal([]);
    const goods = await checks.validate('goods');
    if (!goods?.valid) return false;
    const described = await checks.validate('finalize_goods_description');
    if (!described) return false;
    record('goods', described.valid, described.errors);
    if (!described.valid) return false;
    const values = form.getValues();
    const id = values.carrier_service_id;
    if (id === null) return false;
    try {
      // Priced for a site it can be booked for (the one chosen, else the first): the booking reads the calculation as that site.
      const bookingSite = site.siteId ?? (site.options[0] ? Number(site.options[0].value) : null);
      const answer = await price.mutateAsync({
        ...toBookingPriceRequest(values),
        additional_services: values.additional_services,
        carrier_service_id: id,
        site_id: bookingSite,
      });
      const quoted = answer.data.quotes.find((candidate) => candidate.service.id === id);
      const reasons = refusalReasons(quoted, answer.data.unavailable.find((candidate) => candidate.service.id === id)?.reasons ?? []);
      if (!quoted || reasons.length > 0) {
        setRefusal(reasons.length > 0 ? reasons : [{ code: 'lane_not_served', params: {} }]);
        record('goods', false);
        return false;
      }
      form.setValue('calculation_id', answer.data.id);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) checks.showErrors('goods', error.fieldErrors, goodsStepPaths(values));
      else {
        const message = refusalMessage(error);
        if (message) checks.setNotice([message]);
      }
      return false;
    }
  };

  const placeBook = async () => {
    checks.setNotice([]);
    if (site.siteId === null) return;
    try {
      setBooking(await book.mutateAsync({ request: toBookingRequest(form.getValues(), dutiable), siteId: site.siteId }));
      setStep('confirmation');
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const keys = Object.keys(error.fieldErrors);
        const target = flowSteps.find((candidate) => keys.some((key) => shortStepOf(key) === candidate)) ?? 'delivery_terms';
        const errors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => shortStepOf(key) === target));
        record(target, false, errors);
        setStep(target);
        window.setTimeout(() => checks.showErrors(target, errors, target === 'goods' ? goodsStepPaths(form.getValues()) : undefined), 0);
      } else {
        const message = refusalMessage(error);
        if (message) checks.setNotice([message]);
      }
    }
  };

  const next = async () => {
    if (step === 'goods') {
      if (await priceGoods()) move(flowSteps[index + 1] ?? 'delivery_terms');
      return;
    }
    const state = await checks.validate(step);
    if (!state) return;
    record(step, state.valid, state.errors);
    if (!state.valid) return;
    if (step === lastInput) await placeBook();
    else move(flowSteps[index + 1] ?? step);
  };

  if (booking) return <BookedFlow steps={flowSteps} booking={booking} onNew={onNew} />;

  const busy = checks.validating || price.isPending;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
        aria-label={t('titles.book_again')}
      >
        <Stack gap="lg">
          {initial.againOf && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconRepeat aria-hidden />}
              title={t('again.title', { number: initial.againOf.booking_number })}
            >
              {t('again.text', { service })}
            </Alert>
          )}
          <FlowStepper
            steps={flowSteps}
            active={index}
            canSelect={(position) => position < index || flowSteps.slice(0, position).every((name) => steps[name]?.valid)}
            onSelect={(position) => {
              const target = flowSteps[position];
              if (target && target !== 'confirmation') move(target);
            }}
          />
          <StepNotice messages={checks.notice} />
          {step === 'address' && <AddressStep />}
          {step === 'goods' && (
            <Stack gap="lg">
              <GoodsStep />
              <GoodsDescriptionStep />
              <StepSection id="booking-short-pickup" title={t('again.pickup_title')} description={t('again.pickup_hint')}>
                <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" verticalSpacing="md">
                  <PickupFields />
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
                dutiable={dutiable}
                services={additional.data}
                serviceLabel={service}
                editSteps={{
                  address: 'address',
                  goods: 'goods',
                  create_booking: 'goods',
                  describe: 'goods',
                  invoice: dutiable ? 'invoice' : null,
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
        </Stack>
      </form>
    </FormProvider>
  );
}
