import type { TDutiable, TPriceCalculation } from '@freight/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { useCalculatePrices } from '../../price-leadtime';
import { useDutiableCheck } from '../api';
import { toBookingPriceRequest, toFlowValues, type BookingFormValues } from '../booking-form';
import type { DutiableModal } from '../components/DutiableModals';
import { bookableOnly } from '../components/ResultStep';
import type { useStepChecks } from './use-step-checks';

/** The carrier services of a calculation that can be booked. */
const quotedIds = (value: TPriceCalculation | undefined) =>
  new Set((value ? bookableOnly(value).quotes : []).map((candidate) => candidate.service.id));

/** Whether the chosen service may carry the goods as far as customs go. */
const canClear = (answer: TDutiable, serviceId: number | null) =>
  !answer.dutiable || answer.services.some((service) => service.carrier_service_id === serviceId);

/** Which dutiable modal tells the user what can be done: another service, or none here. */
function customsModal(answer: TDutiable, calculation: TPriceCalculation | undefined): DutiableModal {
  const quoted = quotedIds(calculation);
  const options = answer.services.filter((service) => quoted.has(service.carrier_service_id));
  if (answer.services.length === 0) return { kind: 'not_found' };
  if (options.length === 0) return { kind: 'no_options', services: answer.services };
  return { kind: 'services', services: options };
}

interface CustomsCheckOptions {
  form: UseFormReturn<BookingFormValues>;
  checks: ReturnType<typeof useStepChecks>;
  dutiable: boolean;
  setDutiable: (dutiable: boolean) => void;
  calculation: { data?: TPriceCalculation | undefined; isPending: boolean };
  /** Opened from a price and lead-time result, the result step was passed elsewhere: customs are checked at once. */
  checkOnOpen: boolean;
  /** The opening check found the chosen service cannot clear customs: back to the results. */
  onRefusedOnOpen: () => void;
}

/**
 * The quote flow's customs check on leaving 'Price & leadtime' (SPEC §4 dutiable modals): the
 * goods must be valid, and a dutiable lane needs a chosen service that clears customs; otherwise
 * a modal says what can be done.
 */
export function useCustomsCheck({ form, checks, dutiable, setDutiable, calculation, checkOnOpen, onRefusedOnOpen }: CustomsCheckOptions) {
  const [modal, setModal] = useState<DutiableModal | null>(null);
  const dutiableCheck = useDutiableCheck();

  /** Answers whether the goods are dutiable when the chosen service clears them, else null. */
  const check = async (): Promise<boolean | null> => {
    const goods = await checks.validate('goods');
    if (goods === null) return null;
    if (!goods.valid) {
      setModal({ kind: 'invalid_goods' });
      return null;
    }
    let answer;
    try {
      answer = await dutiableCheck.mutateAsync({ values: toFlowValues(form.getValues(), dutiable) });
    } catch {
      setModal({ kind: 'error' });
      return null;
    }
    setDutiable(answer.dutiable);
    if (canClear(answer, form.getValues('carrier_service_id'))) return answer.dutiable;
    setModal(customsModal(answer, calculation.data));
    return null;
  };

  const opened = useRef(false);
  useEffect(() => {
    if (!checkOnOpen || opened.current || calculation.isPending) return;
    opened.current = true;
    void dutiableCheck.mutateAsync({ values: toFlowValues(form.getValues(), false) }).then(
      (answer) => {
        setDutiable(answer.dutiable);
        if (canClear(answer, form.getValues('carrier_service_id'))) return;
        onRefusedOnOpen();
        setModal(customsModal(answer, calculation.data));
      },
      () => setModal({ kind: 'error' }),
    );
  });

  return { modal, setModal, check, checking: dutiableCheck.isPending };
}

/**
 * Prices the goods for 'Price & leadtime' (SPEC §4), for a site the booking can be made for: the
 * calculation is kept on the form, and a chosen service it no longer quotes is dropped.
 */
export function useGoodsPricing(
  form: UseFormReturn<BookingFormValues>,
  checks: ReturnType<typeof useStepChecks>,
  showRefusal: (error: unknown) => void,
) {
  const calculate = useCalculatePrices();
  /** Answers whether the goods were priced; a refusal is shown on the goods step. */
  const price = async (siteId: number | null): Promise<boolean> => {
    try {
      const answer = await calculate.mutateAsync({
        ...(toBookingPriceRequest(form.getValues()) as Parameters<typeof calculate.mutateAsync>[0]),
        site_id: siteId,
      });
      form.setValue('calculation_id', answer.data.id);
      if (!quotedIds(answer.data).has(form.getValues('carrier_service_id') ?? 0)) form.setValue('carrier_service_id', null);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) checks.showErrors('goods', error.fieldErrors);
      else showRefusal(error);
      return false;
    }
  };
  return { price, pricing: calculate.isPending };
}
