import type { FlowStep } from '@freight/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { BookingFormValues } from '../booking-form';
import {
  readServiceChoice,
  saveServiceChoice,
  type AdditionalServiceChoice,
  type bookingCart,
  type StoredBooking,
} from '../booking-storage';

type Cart = ReturnType<typeof bookingCart>;
/** What a flow keeps in its cart beside the form's values. */
type Kept = Omit<StoredBooking, 'values' | 'draftId'>;

/**
 * What every booking flow holds: its form, the step it shows (the confirmation once booked), each
 * step's last check, and the booking once placed, all as the cart last kept them.
 */
export function useFlowState(initial: StoredBooking) {
  const form = useForm<BookingFormValues>({ defaultValues: initial.values });
  const [step, setStep] = useState<FlowStep>(initial.booking ? 'confirmation' : initial.step);
  const [steps, setSteps] = useState(initial.steps);
  const [booking, setBooking] = useState(initial.booking);
  return { form, step, setStep, steps, setSteps, booking, setBooking };
}

const NO_DRAFT = () => null;

/**
 * Keeps a flow in its cart on every change of its values or state, so a refresh or a second tab
 * loses nothing (SPEC §9: encoded, 24 hours). `draftId` is read at each save: the server draft's
 * id arrives without a render. Returns a save of the cart as it stands, for such a change.
 */
export function useKeptInCart(
  cart: Cart,
  form: UseFormReturn<BookingFormValues>,
  kept: Kept,
  draftId: () => string | null = NO_DRAFT,
): () => void {
  const snapshot = useRef({ kept, draftId });
  // Declared first, so the save below reads this render's state.
  useEffect(() => {
    snapshot.current = { kept, draftId };
  });
  const { step, steps, dutiable, booking, template } = kept;
  const keep = useCallback(
    () => cart.save({ values: form.getValues(), ...snapshot.current.kept, draftId: snapshot.current.draftId() }),
    [cart, form],
  );
  useEffect(keep, [keep, step, steps, dutiable, booking, template]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          cart.save({ values: values as BookingFormValues, ...snapshot.current.kept, draftId: snapshot.current.draftId() }),
      }),
    [cart, form],
  );
  return keep;
}

/**
 * The carrier service chosen in a flow with the additional services chosen for it: choosing a
 * service brings back the additional services last chosen for it, and a change is kept for next time.
 */
export function useServiceChoice(form: UseFormReturn<BookingFormValues>) {
  const choose = (id: number) => {
    form.setValue('carrier_service_id', id, { shouldDirty: true });
    const choice = readServiceChoice(id);
    form.setValue('additional_services', choice?.codes ?? []);
    form.setValue('additional_service_values', choice?.values ?? {});
  };
  const change = (choice: AdditionalServiceChoice) => {
    form.setValue('additional_services', choice.codes, { shouldDirty: true });
    form.setValue('additional_service_values', choice.values, { shouldDirty: true });
    const serviceId = form.getValues('carrier_service_id');
    if (serviceId !== null) saveServiceChoice(serviceId, choice);
  };
  return { choose, change };
}
