import {
  DEFAULT_BOOKING_DEFAULTS,
  FLOW_STEPS,
  type FlowStep,
  type FlowType,
  type TBooking,
  type TBookingDefaults,
  type TUser,
} from '@freight/contracts';
import { clearDraft, readDraft, writeDraft } from '../../lib/draft-storage';
import { emptyAddress, type AddressValue } from '../address-book';
import { defaultBookingForm, type BookingFormValues } from './booking-form';

/** A step's last validation (SPEC §4: each step has a valid flag and errors). */
export interface StepState {
  valid: boolean;
  errors: Record<string, string[]>;
}

/** Everything a refresh must not lose: the form, where the user is, and the booking once made. */
export interface StoredBooking {
  values: BookingFormValues;
  step: FlowStep;
  steps: Partial<Record<FlowStep, StepState>>;
  dutiable: boolean;
  draftId: string | null;
  booking: TBooking | null;
  /** The template the booking was opened with and the fields it locks. */
  template: { id: number; locked: string[] } | null;
  /** The booking this one repeats, with its carrier service (the short flow). */
  againOf?: BookedAgain | null;
  /** The price calculation the cart was opened from: a refresh of that address finds the cart, goods priced again or not. */
  openedFrom?: string | null;
}

export interface BookedAgain {
  booking_number: string;
  carrier_name: string;
  service_name: string;
}

/** Where each flow keeps its cart in local storage (SPEC §9: encoded, 24-hour expiry). */
export const BOOKING_CART_KEYS: Record<'quote' | 'short' | 'adHoc', string> = {
  quote: 'booking_cart',
  short: 'booking_short_cart',
  adHoc: 'booking_ad_hoc_cart',
};

/** Chosen additional services per carrier service, so choosing the same service again restores them. */
export const ADDITIONAL_SERVICES_KEY = 'booking_additional_services';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Whose booking it is: the organization's country for the sender and the user's booking defaults. */
export interface BookingOrigin {
  country: string;
  defaults: TBookingDefaults;
}

export const bookingOrigin = (user: TUser | null): BookingOrigin => ({
  country: user?.organization.country_code ?? '',
  defaults: user?.booking_defaults ?? DEFAULT_BOOKING_DEFAULTS,
});

export function newStoredBooking(
  flowType: FlowType,
  origin: BookingOrigin,
  values?: BookingFormValues,
  step: FlowStep = 'address',
): StoredBooking {
  return {
    values: values ?? defaultBookingForm(flowType, origin.country, new Date(), origin.defaults),
    step,
    steps: {},
    dutiable: false,
    draftId: null,
    booking: null,
    template: null,
  };
}

/**
 * A stored cart read back defensively: it may come from an older version of the app. Missing
 * parts take their defaults; a cart without goods lines is not a cart.
 */
export function readStoredBooking(value: unknown, flowType: FlowType): StoredBooking | null {
  const stored = record(value);
  const values = record(stored.values);
  if (!Array.isArray(values.goods) || values.goods.length === 0) return null;
  const base = defaultBookingForm(flowType, '');
  const merged = { ...base, ...values, flow_type: flowType } as BookingFormValues;
  merged.references = { ...base.references, ...record(values.references) };
  merged.goods_information = { ...base.goods_information, ...record(values.goods_information) };
  merged.payment_details = { ...base.payment_details, ...record(values.payment_details) };
  merged.modules = { ...base.modules, ...record(values.modules) };
  merged.terms = { ...base.terms, ...record(values.terms) };
  merged.invoice = { ...base.invoice, ...record(values.invoice) };
  merged.goods = merged.goods.map((line) => ({ ...base.goods[0]!, ...line }));
  // An address kept before a field was added lacks it; it takes the field's default, as a new one does.
  for (const side of ['consignor', 'consignee', 'pickup', 'delivery'] as const) {
    const address = values[side];
    if (address === null || typeof address !== 'object') continue;
    const kept = Object.entries(record(address)).filter(([, field]) => field !== null && field !== undefined);
    merged[side] = { ...emptyAddress(), ...Object.fromEntries(kept) } as AddressValue;
  }
  if (!Array.isArray(merged.purchase_lines)) merged.purchase_lines = [];
  if (typeof merged.purchase_site_id !== 'number') merged.purchase_site_id = null;
  const step = (FLOW_STEPS as readonly unknown[]).includes(stored.step) ? (stored.step as FlowStep) : 'address';
  return {
    values: merged,
    step,
    steps: record(stored.steps) as StoredBooking['steps'],
    dutiable: stored.dutiable === true,
    draftId: typeof stored.draftId === 'string' ? stored.draftId : null,
    booking: stored.booking ? (stored.booking as TBooking) : null,
    template: readTemplate(stored.template),
    againOf: readBookedAgain(stored.againOf),
    openedFrom: typeof stored.openedFrom === 'string' ? stored.openedFrom : null,
  };
}

function readBookedAgain(value: unknown): BookedAgain | null {
  const again = record(value);
  const texts = [again.booking_number, again.carrier_name, again.service_name];
  return texts.every((text) => typeof text === 'string')
    ? { booking_number: String(again.booking_number), carrier_name: String(again.carrier_name), service_name: String(again.service_name) }
    : null;
}

function readTemplate(value: unknown): StoredBooking['template'] {
  const template = record(value);
  if (typeof template.id !== 'number' || !Array.isArray(template.locked)) return null;
  return { id: template.id, locked: template.locked.filter((path): path is string => typeof path === 'string') };
}

/** Form values kept by a template or a stored cart, completed with the defaults of today's form. */
export function readFormValues(value: unknown, flowType: FlowType): BookingFormValues | null {
  return readStoredBooking({ values: value }, flowType)?.values ?? null;
}

export const bookingCart = (flowType: 'quote' | 'short' | 'adHoc') => ({
  read: () => readDraft(localStorage, BOOKING_CART_KEYS[flowType], (value) => readStoredBooking(value, flowType)),
  save: (stored: StoredBooking) => writeDraft(localStorage, BOOKING_CART_KEYS[flowType], stored),
  clear: () => clearDraft(localStorage, BOOKING_CART_KEYS[flowType]),
});

export interface AdditionalServiceChoice {
  codes: string[];
  values: Record<string, string>;
}

/** The additional services last chosen for a carrier service, if any. */
export function readServiceChoice(serviceId: number): AdditionalServiceChoice | null {
  const all = readDraft(localStorage, ADDITIONAL_SERVICES_KEY, (value) => record(value));
  const choice = record(all?.[String(serviceId)]);
  if (!Array.isArray(choice.codes)) return null;
  return {
    codes: choice.codes.filter((code): code is string => typeof code === 'string'),
    values: Object.fromEntries(
      Object.entries(record(choice.values)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
  };
}

export function saveServiceChoice(serviceId: number, choice: AdditionalServiceChoice): void {
  const all = readDraft(localStorage, ADDITIONAL_SERVICES_KEY, (value) => record(value)) ?? {};
  writeDraft(localStorage, ADDITIONAL_SERVICES_KEY, { ...all, [String(serviceId)]: choice });
}
