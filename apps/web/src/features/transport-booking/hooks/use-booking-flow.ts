import type { FlowStep, FlowType, TAdditionalService, TBookingFlowValuesInput } from '@freight/contracts';
import { isDutiableLane } from '@freight/domain';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useAdditionalServices, useBook, useDeleteFlowDraft, useSaveFlowDraft } from '../api';
import { useSessionUser } from '../../../lib/session';
import { bookingSteps, draftStepIndex, invoiceDetailsOn, routePlaces, toBookingRequest, type BookingFormValues } from '../booking-form';
import type { bookingCart, StepState, StoredBooking } from '../booking-storage';
import { useFlowState, useKeptInCart } from './use-flow-state';
import { useModuleSync } from './use-module-sync';
import { useStepChecks } from './use-step-checks';

interface BookingFlowOptions {
  cart: ReturnType<typeof bookingCart>;
  /** Kept in the cart beside the flow's own state. */
  kept?: Pick<StoredBooking, 'template' | 'againOf' | 'openedFrom'>;
  /** The server draft's id, for a flow kept as a draft too. */
  draftId?: () => string | null;
}

function codesOf(service: TAdditionalService): string[] {
  return [service.code, ...service.children.flatMap(codesOf)];
}

/** Where a refused field of a booking is changed, and how its step shows the messages. */
export interface RefusedFields {
  /** The step of the flow that shows a field. */
  stepOf: (key: string) => FlowStep;
  /** The step when no field names one. */
  fallback: FlowStep;
  /** What the step shows: its own fields, else every field a step holds beside its own. */
  paths?: (step: FlowStep, values: BookingFormValues) => readonly string[] | undefined;
  /** The messages a step shows, when it shows more than its own (the summary shows all). */
  shown?: (step: FlowStep, all: Record<string, string[]>, own: Record<string, string[]>) => Record<string, string[]>;
}

/**
 * What the three booking flows share (SPEC §4): the state kept in their cart, each step's checks,
 * the moves between steps, and placing the booking with a refused field's step reopened. The
 * quote flow learns whether the goods are dutiable from its customs check; the others from the lane.
 */
export function useBookingFlow(flowType: FlowType, initial: StoredBooking, options: BookingFlowOptions) {
  const state = useFlowState(initial);
  const { form, step, setStep, steps, setSteps, booking, setBooking } = state;
  const [checkedDutiable, setDutiable] = useState(initial.dutiable);
  const [consignor, consignee, pickup, delivery, serviceId] = useWatch({
    control: form.control,
    name: ['consignor', 'consignee', 'pickup', 'delivery', 'carrier_service_id'],
  });
  const { from, to } = routePlaces({ consignor, consignee, pickup, delivery });
  const dutiable = flowType === 'quote' ? checkedDutiable : isDutiableLane(from.country, to.country);
  const user = useSessionUser();
  // Dutiable goods always travel with a commercial invoice; a site with invoice details on sends one with every booking.
  const invoiced = dutiable || (user ? invoiceDetailsOn(user.sites, user.sitesFilter) : false);
  // The adHoc flow books a service without its additional services.
  const additional = useAdditionalServices(flowType === 'adHoc' ? null : serviceId);
  // The quote flow asks the chosen service's additional services on a step of their own.
  const serviceCodes = flowType === 'quote' ? (additional.data ?? []).flatMap(codesOf) : [];
  const checks = useStepChecks(form, flowType, { invoiced, serviceCodes });
  useModuleSync(form, dutiable, flowType === 'adHoc' ? [] : additional.data);
  const book = useBook(flowType === 'adHoc' ? 'ad_hoc' : 'quote');
  const flowSteps = bookingSteps(flowType, invoiced);
  const index = Math.max(0, flowSteps.indexOf(step));
  const { template = null, againOf, openedFrom } = options.kept ?? {};
  const keepInCart = useKeptInCart(
    options.cart,
    form,
    {
      step,
      steps,
      dutiable,
      booking,
      template,
      ...(againOf === undefined ? {} : { againOf }),
      ...(openedFrom === undefined ? {} : { openedFrom }),
    },
    options.draftId,
  );

  const move = (target: FlowStep) => {
    checks.setNotice([]);
    setStep(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  /** Keeps a step's last check; answers the steps with it. */
  const record = (name: FlowStep, result: StepState) => {
    setSteps((current) => ({ ...current, [name]: result }));
    return { ...steps, [name]: result };
  };

  /** A failed call's refusal (SPEC §8) above the step. */
  const showRefusal = (error: unknown) => {
    const refusal = refusalMessage(error);
    if (refusal) checks.setNotice([refusal]);
  };

  /** Places the booking for a site; a refused field reopens the first step in flow order that holds one. */
  const place = async (siteId: number | null, refused: RefusedFields, onBooked?: () => void) => {
    checks.setNotice([]);
    if (siteId === null) return;
    const values = form.getValues();
    // A booking from a purchase order acts as the order's site too, so it may take the order's lines.
    const siteIds = [...new Set([siteId, ...(values.purchase_site_id === null ? [] : [values.purchase_site_id])])];
    try {
      setBooking(await book.mutateAsync({ request: toBookingRequest(values, invoiced), siteIds }));
      setStep('confirmation');
      onBooked?.();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) {
        showRefusal(error);
        return;
      }
      const keys = Object.keys(error.fieldErrors);
      const target = flowSteps.find((candidate) => keys.some((key) => refused.stepOf(key) === candidate)) ?? refused.fallback;
      const errors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => refused.stepOf(key) === target));
      record(target, { valid: false, errors });
      setStep(target);
      const shown = refused.shown?.(target, error.fieldErrors, errors) ?? errors;
      // Shown once the step is on screen, so its fields take their messages.
      window.setTimeout(() => checks.showErrors(target, shown, refused.paths?.(target, form.getValues())), 0);
    }
  };

  return {
    ...state,
    serviceId,
    additional,
    dutiable,
    invoiced,
    setDutiable,
    checks,
    book,
    flowSteps,
    index,
    keepInCart,
    move,
    record,
    showRefusal,
    place,
  };
}

/**
 * The server draft of a flow (SPEC §9): saved on each move between steps, one save after
 * another so one draft is made, and dropped once the booking is placed.
 */
export function useFlowDraft(initialId: string | null) {
  const id = useRef(initialId);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const saveDraft = useSaveFlowDraft();
  const deleteDraft = useDeleteFlowDraft();

  /** Saves the flow as it stands at `step`, with the values as the server reads them. */
  const keep = (step: FlowStep, steps: StoredBooking['steps'], values: TBookingFlowValuesInput, onSaved: () => void) => {
    const body = { kind: 'booking' as const, flow_type: 'quote' as const, current_step: draftStepIndex(step), values, steps };
    saving.current = saving.current.then(() =>
      saveDraft.mutateAsync({ id: id.current, body }).then(
        (draft) => {
          id.current = draft.id;
          onSaved();
        },
        (error: unknown) => {
          // A draft deleted elsewhere is made again next time.
          if (error instanceof ApiError && error.status === 404) id.current = null;
        },
      ),
    );
  };

  /** The booking is made; its draft is no longer unfinished work. */
  const drop = () => {
    const current = id.current;
    id.current = null;
    if (current) deleteDraft.mutate(current);
  };

  return { id: () => id.current, keep, drop };
}
