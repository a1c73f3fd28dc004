/**
 * The quote and booking flows (SPEC §4 "Flow types and steps", "Additional-service modules";
 * SPEC §5 step validation endpoints). Shared by the server's step validation and the web's
 * steppers, so both read the same step order.
 */

export const FLOW_TYPES = ['quote', 'short', 'plt', 'adHoc'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const FLOW_STEPS = [
  'address',
  'goods',
  'transport_mode',
  'result',
  'create_booking',
  'finalize_goods_description',
  'delivery_terms',
  'invoice',
  'summary',
  'confirmation',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The steps of each flow type in order; `invoice` joins a booking only for dutiable goods. */
export const FLOW_STEPS_BY_TYPE: Record<FlowType, readonly FlowStep[]> = {
  quote: ['address', 'goods', 'result', 'create_booking', 'finalize_goods_description', 'delivery_terms', 'summary', 'confirmation'],
  short: ['address', 'goods', 'delivery_terms'],
  plt: ['address', 'goods', 'result'],
  adHoc: ['address', 'goods'],
};

/** Steps beyond this index are active only when the booking module is on (SPEC §4). */
export const BOOKING_MODULE_STEP_INDEX = 6;

/** The server endpoint that validates each step, and the combined readings' endpoints (SPEC §5). */
export const STEP_VALIDATION_ENDPOINTS = [
  'address',
  'goods',
  'transport_mode',
  'result',
  'create-booking',
  'price-lyt',
  'delivery_terms',
  'invoice',
  'address-goods',
  'address-goods-result',
] as const;
export type StepValidationEndpoint = (typeof STEP_VALIDATION_ENDPOINTS)[number];

export const STEP_ENDPOINT: Partial<Record<FlowStep, StepValidationEndpoint>> = {
  address: 'address',
  goods: 'goods',
  transport_mode: 'transport_mode',
  result: 'result',
  create_booking: 'create-booking',
  finalize_goods_description: 'price-lyt',
  delivery_terms: 'delivery_terms',
  invoice: 'invoice',
};

/** Additional-service modules and the states each can be in (SPEC §4). */
export const ADDITIONAL_SERVICE_MODULES = [
  'custom-clearance',
  'custom-value',
  'custom-data',
  'load-meters',
  'pickup-time',
  'non-stackable',
] as const;
export type AdditionalServiceModule = (typeof ADDITIONAL_SERVICE_MODULES)[number];
export const MODULE_STATES = ['hidden', 'visible', 'disabled'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];
export type ModuleStates = Record<AdditionalServiceModule, ModuleState>;

export const DEFAULT_MODULE_STATES: ModuleStates = {
  'custom-clearance': 'hidden',
  'custom-value': 'hidden',
  'custom-data': 'hidden',
  'load-meters': 'visible',
  'pickup-time': 'visible',
  'non-stackable': 'visible',
};

/** How an additional service is answered; radio, checkbox, hidden and tel answers update the modules. */
export const ADDITIONAL_SERVICE_TYPES = ['checkbox', 'radio', 'text', 'tel', 'hidden'] as const;
export type AdditionalServiceType = (typeof ADDITIONAL_SERVICE_TYPES)[number];
export const MODULE_UPDATING_TYPES: readonly AdditionalServiceType[] = ['radio', 'checkbox', 'hidden', 'tel'];

/** What a saved template or a server draft holds: a quote's or a booking's form. */
export const FLOW_KINDS = ['quote', 'booking'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

/** Invoice surcharge types of SPEC §9. */
export const INVOICE_SURCHARGE_TYPES = [
  'freight',
  'fuel_surcharge',
  'road_tax',
  'outer_area',
  'congestion_charge',
  'local_charges_destination',
  'local_charges_origin',
  'other',
] as const;
export type InvoiceSurchargeType = (typeof INVOICE_SURCHARGE_TYPES)[number];

/** Manual price requests: asked by a shipper, answered by the logistics team. */
export const MANUAL_PRICE_REQUEST_STATUSES = ['open', 'in_progress', 'answered', 'declined', 'cancelled'] as const;
export type ManualPriceRequestStatus = (typeof MANUAL_PRICE_REQUEST_STATUSES)[number];
