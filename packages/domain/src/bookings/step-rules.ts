import {
  BOOKING_PAYERS,
  FLOW_STEPS_BY_TYPE,
  HS_CODE_PATTERN,
  INVOICE_ARTICLES_MAX,
  MIN_PICKUP_WINDOW_MINUTES,
  QUOTE_PACKAGE_TYPES,
  TRANSPORT_MODES,
  samePrintTypes,
  type FlowType,
  type FreightPrintType,
  type QuoteReasonCode,
  type StepValidationEndpoint,
  type TAdditionalService,
  type TBookingFlowValues,
  type TFlowAddress,
} from '@freight/contracts';
import { isValidPhone } from '../phone';
import { isValidPostcode, postcodeFormat } from '../postcodes';
import { CUSTOMS_MODULES } from './modules';
import { isDutiableLane } from './customs';

/**
 * The rules of the booking flow's steps (SPEC §5 step validation). Each step reads the flow's
 * values and answers field errors keyed by dotted value paths (`consignor.zip`, `goods.0.weight`),
 * each a message key with its parameters. What needs the database is handed in as a context.
 */

export type StepMessage = string | { key: string; params: Record<string, string | number> };
export type StepErrors = Record<string, StepMessage[]>;

export interface StepQuote {
  serviceId: number;
  bookable: boolean;
  bookingReasons: readonly QuoteReasonCode[];
}

export interface StepContext {
  flowType: FlowType;
  /** Today on the portal's clocks, YYYY-MM-DD, and the minute of that day now. */
  today: string;
  minuteOfDay: number;
  countryExists(code: string): boolean;
  /** The quotes of the calculation named by `calculation_id` when it is the organization's, else null. */
  calculation: { quotes: readonly StepQuote[] } | null;
  /** The chosen carrier service's additional services, or null when it has none or none is chosen. */
  additionalServices: readonly TAdditionalService[] | null;
  /** The chosen carrier service hands bookings over with freight documents. */
  serviceRequiresDocuments: boolean;
  /** The print types the booking site locks its bookings to; null or absent when the booker chooses. */
  lockedPrintTypes?: readonly FreightPrintType[] | null;
  /** The active goods types by lower-case code, for the steps that name one; absent elsewhere. */
  goodTypes?: GoodTypesByCode;
}

/** Goods limits of SPEC §3 Goods item, as the price calculation takes them. */
const GOODS_LIMITS = {
  units: 999,
  weight: 50_000,
  depth: 2_000,
  width: 400,
  height: 400,
  load_meters: 100,
  pallet_spaces: 100,
  volume: 1_000,
} as const;
const MEASURES = ['depth', 'width', 'height', 'load_meters', 'pallet_spaces', 'volume'] as const;
/** A trailer is 2.4 m wide: a non-stackable line takes at least its floor length in load metres. */
const TRAILER_WIDTH_CM = 240;

const ADDRESS_LIMITS = {
  name: 200,
  section: 100,
  address: 200,
  address2: 200,
  zip: 20,
  city: 100,
  state: 100,
  contact_person: 200,
} as const;
const REFERENCE_MAX = 100;
const INSTRUCTIONS_MAX = 500;
const COMMENTS_MAX = 2000;
const ADDITIONAL_VALUE_MAX = 200;

const PHONE = /^\+\d{1,13}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COUNTRY = /^[A-Za-z]{2}$/;
const CURRENCY = /^[A-Za-z]{3}$/;
const INCOTERM = /^[A-Za-z]{3}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const UN_NUMBER = /^(UN)?\d{4}$/i;

const text = (value: string | null | undefined) => (value ?? '').trim();
const filled = (value: string | null | undefined) => text(value) !== '';

export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

class Errors {
  readonly all: StepErrors = {};
  add(path: string, message: StepMessage) {
    (this.all[path] ??= []).push(message);
  }
  tooLong(path: string, value: string | null | undefined, maximum: number) {
    if (text(value).length > maximum) this.add(path, { key: 'validation.too_long', params: { maximum } });
  }
}

/** An address the user started: any field filled. An untouched pickup or delivery is "not given". */
function isGiven(address: TFlowAddress | null | undefined): address is TFlowAddress {
  // Whom the address is (business or private) is a choice with a default, not something typed.
  return !!address && Object.entries(address).some(([field, value]) => field !== 'company_model' && filled(value));
}

/** Where the goods are collected and delivered: the pickup and delivery places, else the parties. */
export function lanePlaces(values: TBookingFlowValues): { from: TFlowAddress | null; to: TFlowAddress | null } {
  return {
    from: isGiven(values.pickup) ? values.pickup : (values.consignor ?? null),
    to: isGiven(values.delivery) ? values.delivery : (values.consignee ?? null),
  };
}

/** Whether the flow's goods cross a customs border. */
export function isDutiableFlow(values: TBookingFlowValues): boolean {
  const { from, to } = lanePlaces(values);
  return isDutiableLane(from?.country, to?.country);
}

/** Flows that end in a booking, where a chosen service must be bookable (the price lookup does not). */
export function isBookingFlow(flowType: FlowType): boolean {
  return FLOW_STEPS_BY_TYPE[flowType].includes('create_booking') || flowType === 'short' || flowType === 'adHoc';
}

type Party = 'consignor' | 'receiver' | 'pickup';

function checkAddress(errors: Errors, path: string, address: TFlowAddress | null | undefined, context: StepContext, party: Party) {
  if (!address) {
    errors.add(path, 'validation.required');
    return;
  }
  for (const field of ['name', 'address', 'zip', 'city'] as const) {
    if (!filled(address[field])) errors.add(`${path}.${field}`, 'validation.required');
  }
  for (const [field, maximum] of Object.entries(ADDRESS_LIMITS) as [keyof typeof ADDRESS_LIMITS, number][]) {
    errors.tooLong(`${path}.${field}`, address[field], maximum);
  }
  const country = text(address.country).toUpperCase();
  if (country === '') errors.add(`${path}.country`, 'validation.required');
  else if (!COUNTRY.test(country) || !context.countryExists(country)) errors.add(`${path}.country`, 'validation.country');
  if (
    filled(address.zip) &&
    text(address.zip).length <= ADDRESS_LIMITS.zip &&
    country !== '' &&
    !isValidPostcode(country, text(address.zip))
  ) {
    errors.add(`${path}.zip`, { key: 'validation.postcode', params: { example: postcodeFormat(country).example } });
  }
  // As typed, a number of the address's country (the same check as a site's phone).
  if (filled(address.phone) && COUNTRY.test(country) && !isValidPhone(country, text(address.phone))) {
    errors.add(`${path}.phone`, 'validation.phone_number');
  }
  if (filled(address.email) && !EMAIL.test(text(address.email))) errors.add(`${path}.email`, 'validation.email');
  if (party === 'receiver' && address.company_model === 'private' && !filled(address.phone) && !filled(address.email)) {
    // The carrier sends a private person the delivery notice.
    errors.add(`${path}.phone`, 'validation.private_contact');
  }
  if (party === 'consignor') {
    // The carrier must reach someone at the sender's about the pickup.
    if (!filled(address.contact_person)) errors.add(`${path}.contact_person`, 'validation.required');
    if (!filled(address.phone) && !filled(address.email)) errors.add(`${path}.phone`, 'validation.phone_or_email');
  }
}

function addressRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  checkAddress(errors, 'consignor', values.consignor, context, 'consignor');
  checkAddress(errors, 'consignee', values.consignee, context, 'receiver');
  if (isGiven(values.pickup)) checkAddress(errors, 'pickup', values.pickup, context, 'pickup');
  if (isGiven(values.delivery)) checkAddress(errors, 'delivery', values.delivery, context, 'receiver');
}

function goodsRules(errors: Errors, values: TBookingFlowValues) {
  const goods = values.goods ?? [];
  if (goods.length === 0) {
    errors.add('goods', 'validation.required');
    return;
  }
  let totalWeight = 0;
  goods.forEach((item, index) => {
    const path = `goods.${index}`;
    if (!item.package_type || !QUOTE_PACKAGE_TYPES.includes(item.package_type)) errors.add(`${path}.package_type`, 'validation.required');
    const units = item.units ?? 1;
    if (!Number.isInteger(units)) errors.add(`${path}.units`, 'validation.integer');
    else if (units < 1) errors.add(`${path}.units`, 'validation.positive');
    else if (units > GOODS_LIMITS.units) errors.add(`${path}.units`, 'validation.too_large');
    if (item.weight === null || item.weight === undefined) errors.add(`${path}.weight`, 'validation.required');
    else if (item.weight <= 0) errors.add(`${path}.weight`, 'validation.positive');
    else if (item.weight > GOODS_LIMITS.weight) errors.add(`${path}.weight`, 'validation.too_large');
    else if (Number.isInteger(units) && units >= 1) totalWeight += item.weight * units;
    for (const measure of MEASURES) {
      const value = item[measure];
      if (value === null || value === undefined) continue;
      if (value <= 0) errors.add(`${path}.${measure}`, 'validation.positive');
      else if (value > GOODS_LIMITS[measure]) errors.add(`${path}.${measure}`, 'validation.too_large');
    }
    if (item.package_type === 'container' && !item.container_size)
      errors.add(`${path}.container_size`, 'validation.container_size_required');
    if (item.package_type !== 'container' && item.container_size)
      errors.add(`${path}.container_size`, 'validation.container_size_not_container');
    const unNumber = text(item.un_number);
    if (item.dangerous_goods && unNumber === '') errors.add(`${path}.un_number`, 'validation.un_number_required');
    else if (unNumber !== '' && !UN_NUMBER.test(unNumber)) errors.add(`${path}.un_number`, 'validation.un_number');
    if (item.non_stackable === true && item.stackable === true) errors.add(`${path}.non_stackable`, 'validation.stacking_conflict');
    const nonStackable = item.non_stackable === true || item.stackable === false;
    if (nonStackable && item.load_meters && item.depth && item.width && Number.isInteger(units) && units >= 1) {
      // Goods that cannot be stacked cover the floor: the stated load metres must hold them.
      const floor = Math.ceil(((units * item.depth * item.width) / TRAILER_WIDTH_CM / 100) * 10) / 10;
      if (item.load_meters < floor) errors.add(`${path}.load_meters`, { key: 'validation.load_meters_floor', params: { minimum: floor } });
    }
  });
  if (!errors.all['goods'] && totalWeight <= 0 && !goods.some((item, index) => errors.all[`goods.${index}.weight`])) {
    errors.add('goods', 'validation.total_weight');
  }
}

function transportModeRules(errors: Errors, values: TBookingFlowValues) {
  if (!values.transport_mode || !TRANSPORT_MODES.includes(values.transport_mode)) errors.add('transport_mode', 'validation.required');
}

const BLOCKER_MESSAGES: Partial<Record<QuoteReasonCode, string>> = {
  no_booking_agreement: 'validation.booking_no_agreement',
  booking_not_enabled: 'validation.booking_not_enabled',
};

function resultRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  if (!filled(values.calculation_id)) {
    errors.add('calculation_id', 'validation.required');
    return;
  }
  if (!context.calculation) {
    errors.add('calculation_id', 'validation.calculation_unknown');
    return;
  }
  if (values.carrier_service_id === null || values.carrier_service_id === undefined) {
    errors.add('carrier_service_id', 'validation.choose_service');
    return;
  }
  const quote = context.calculation.quotes.find((entry) => entry.serviceId === values.carrier_service_id);
  if (!quote) {
    errors.add('carrier_service_id', 'validation.booking_service_not_quoted');
    return;
  }
  if (isBookingFlow(context.flowType) && !quote.bookable) {
    const messages = [...new Set(quote.bookingReasons.map((code) => BLOCKER_MESSAGES[code] ?? 'validation.booking_service_unavailable'))];
    for (const message of messages.length > 0 ? messages : ['validation.booking_service_unavailable'])
      errors.add('carrier_service_id', message);
  }
}

function additionalServiceRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  const chosen = values.additional_services ?? [];
  const answers = values.additional_service_values ?? {};
  for (const [code, answer] of Object.entries(answers)) errors.tooLong(`additional_service_values.${code}`, answer, ADDITIONAL_VALUE_MAX);
  const services = context.additionalServices ?? [];
  const known = new Set(services.flatMap((service) => [service.code, ...service.children.map((child) => child.code)]));
  if (chosen.some((code) => !known.has(code))) errors.add('additional_services', 'validation.additional_service_unknown');
  const picked = new Set(chosen);
  for (const service of services) {
    if (service.type === 'radio') {
      if (service.children.filter((child) => picked.has(child.code)).length > 1)
        errors.add(`additional_services.${service.code}`, 'validation.one_option');
      continue;
    }
    // A ticked service's follow-up questions need their answers (the pre-notification phone).
    const active = picked.has(service.code) || service.type === 'hidden';
    for (const question of [service, ...(active ? service.children : [])]) {
      if (question.type !== 'tel' && question.type !== 'text') continue;
      const answer = text(answers[question.code]);
      if (question !== service && answer === '') errors.add(`additional_service_values.${question.code}`, 'validation.required');
      if (question.type === 'tel' && answer !== '' && !PHONE.test(answer))
        errors.add(`additional_service_values.${question.code}`, 'validation.phone');
    }
  }
}

/** The customs modules of a dutiable shipment: a dutiable lane shows them unless a chosen service disabled them. */
function customsModulesShown(values: TBookingFlowValues): Set<string> {
  return new Set(CUSTOMS_MODULES.filter((module) => values.modules?.[module] !== 'disabled'));
}

function createBookingRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  const pickupDate = values.pickup_date;
  if (!filled(pickupDate)) errors.add('pickup_date', 'validation.required');
  else if (!isIsoDate(pickupDate)) errors.add('pickup_date', 'validation.date');
  else if (pickupDate < context.today) errors.add('pickup_date', 'validation.pickup_in_past');
  const earliest = text(values.pickup_time_earliest);
  const latest = text(values.pickup_time_latest);
  for (const [field, value] of [
    ['pickup_time_earliest', earliest],
    ['pickup_time_latest', latest],
  ] as const) {
    if (value === '') errors.add(field, 'validation.required');
    else if (!CLOCK.test(value)) errors.add(field, 'validation.time');
  }
  if (CLOCK.test(earliest) && CLOCK.test(latest)) {
    if (minutesOf(latest) - minutesOf(earliest) < MIN_PICKUP_WINDOW_MINUTES) errors.add('pickup_time_latest', 'validation.pickup_window');
    else if (pickupDate === context.today && minutesOf(latest) <= context.minuteOfDay)
      errors.add('pickup_time_latest', 'validation.pickup_in_past');
  }
  const deliveryDate = values.delivery_date;
  if (filled(deliveryDate)) {
    if (!isIsoDate(deliveryDate)) errors.add('delivery_date', 'validation.date');
    else if (isIsoDate(pickupDate) && deliveryDate < pickupDate) errors.add('delivery_date', 'validation.delivery_before_pickup');
  }
  deliveryWindowRules(errors, values);
  for (const [field, value] of Object.entries(values.references ?? {})) errors.tooLong(`references.${field}`, value, REFERENCE_MAX);
  const information = values.goods_information;
  if (information?.value !== null && information?.value !== undefined && information.value < 0)
    errors.add('goods_information.value', 'validation.not_negative');
  if (filled(information?.currency) && !CURRENCY.test(text(information?.currency)))
    errors.add('goods_information.currency', 'validation.currency');
  errors.tooLong('goods_information.content', information?.content, 500);
  errors.tooLong('payment_details.account_number', values.payment_details?.account_number, 50);
  if (isDutiableFlow(values)) {
    const shown = customsModulesShown(values);
    if (shown.has('custom-value')) {
      if (information?.value === null || information?.value === undefined) errors.add('goods_information.value', 'validation.required');
      if (!filled(information?.currency)) errors.add('goods_information.currency', 'validation.required');
    }
    if (shown.has('custom-data') && !filled(information?.content)) errors.add('goods_information.content', 'validation.required');
    if (shown.has('custom-clearance')) {
      if (!values.payment_details?.account_type) errors.add('payment_details.account_type', 'validation.required');
      // Duties billed to someone other than sender or receiver need that party's account.
      if (values.payment_details?.account_type === 'third_party' && !filled(values.payment_details.account_number)) {
        errors.add('payment_details.account_number', 'validation.required');
      }
    }
  }
  additionalServiceRules(errors, values, context);
}

/** A delivery window is optional, but whole: both ends, the latest at least 15 minutes after the earliest. */
function deliveryWindowRules(errors: Errors, values: TBookingFlowValues) {
  const earliest = text(values.delivery_time_earliest);
  const latest = text(values.delivery_time_latest);
  if (earliest === '' && latest === '') return;
  for (const [field, value] of [
    ['delivery_time_earliest', earliest],
    ['delivery_time_latest', latest],
  ] as const) {
    if (value === '') errors.add(field, 'validation.required');
    else if (!CLOCK.test(value)) errors.add(field, 'validation.time');
  }
  if (CLOCK.test(earliest) && CLOCK.test(latest) && minutesOf(latest) - minutesOf(earliest) < MIN_PICKUP_WINDOW_MINUTES)
    errors.add('delivery_time_latest', 'validation.delivery_window');
}

function goodsDescriptionRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  const goods = values.goods ?? [];
  if (goods.length === 0) errors.add('goods', 'validation.required');
  goods.forEach((item, index) => {
    if (!filled(item.description)) errors.add(`goods.${index}.description`, 'validation.required');
    errors.tooLong(`goods.${index}.description`, item.description, 200);
    errors.tooLong(`goods.${index}.shipping_mark`, item.shipping_mark, 100);
    goodsTypeRule(errors, `goods.${index}.goods_type`, item, context);
  });
}

export type GoodTypesByCode = ReadonlyMap<string, { dangerousGoods: boolean }>;

/** A goods type must be a known one; a dangerous one asks for the line's dangerous-goods details. */
function goodsTypeRule(
  errors: Errors,
  path: string,
  item: { goods_type?: string | null; dangerous_goods?: boolean | null },
  context: Pick<StepContext, 'goodTypes'>,
) {
  const code = text(item.goods_type).toLowerCase();
  if (code === '' || !context.goodTypes) return;
  const known = context.goodTypes.get(code);
  if (!known) errors.add(path, 'validation.good_type_unknown');
  else if (known.dangerousGoods && item.dangerous_goods !== true) errors.add(path, 'validation.good_type_dangerous');
}

/** The goods-type errors of a booking's lines, as the goods-description step reports them. */
export function goodsTypeErrors(
  goods: readonly { goods_type?: string | null; dangerous_goods?: boolean | null }[],
  goodTypes: GoodTypesByCode,
): StepErrors {
  const errors = new Errors();
  goods.forEach((item, index) => goodsTypeRule(errors, `goods.${index}.goods_type`, item, { goodTypes }));
  return errors.all;
}

function deliveryTermsRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  if (!values.payer || !BOOKING_PAYERS.includes(values.payer)) errors.add('payer', 'validation.required');
  const incoterm = text(values.terms?.type);
  if (incoterm !== '' && !INCOTERM.test(incoterm)) errors.add('terms.type', 'validation.incoterm');
  if (incoterm === '' && filled(values.terms?.location)) errors.add('terms.type', 'validation.required');
  errors.tooLong('terms.location', values.terms?.location, 100);
  const printTypes = values.freight_print_types ?? [];
  if (context.lockedPrintTypes && !samePrintTypes(printTypes, context.lockedPrintTypes))
    errors.add('freight_print_types', 'validation.print_types_locked');
  else if (context.serviceRequiresDocuments && printTypes.length === 0) errors.add('freight_print_types', 'validation.print_type_required');
  errors.tooLong('pickup_instructions', values.pickup_instructions, INSTRUCTIONS_MAX);
  errors.tooLong('delivery_instructions', values.delivery_instructions, INSTRUCTIONS_MAX);
  errors.tooLong('comments', values.comments, COMMENTS_MAX);
}

const amountOk = (value: number | null | undefined) => value === null || value === undefined || value >= 0;

/**
 * The commercial invoice: required for dutiable goods; one sent for other goods (a site with
 * invoice details on asks for it in every booking) is checked the same way.
 */
function invoiceRules(errors: Errors, values: TBookingFlowValues, context: StepContext) {
  if (!isDutiableFlow(values) && !values.invoice) return;
  const invoice = values.invoice;
  if (!invoice) {
    errors.add('invoice', 'validation.invoice_required');
    return;
  }
  if (!filled(invoice.invoice_number)) errors.add('invoice.invoice_number', 'validation.required');
  if (!filled(invoice.invoice_date)) errors.add('invoice.invoice_date', 'validation.required');
  else if (!isIsoDate(invoice.invoice_date)) errors.add('invoice.invoice_date', 'validation.date');
  if (!filled(invoice.currency)) errors.add('invoice.currency', 'validation.required');
  else if (!CURRENCY.test(text(invoice.currency))) errors.add('invoice.currency', 'validation.currency');
  if (!invoice.reason_for_export) errors.add('invoice.reason_for_export', 'validation.required');
  if (filled(invoice.delivery_term) && !INCOTERM.test(text(invoice.delivery_term)))
    errors.add('invoice.delivery_term', 'validation.incoterm');
  if (!amountOk(invoice.freight_charges)) errors.add('invoice.freight_charges', 'validation.not_negative');
  if (!amountOk(invoice.insurance)) errors.add('invoice.insurance', 'validation.not_negative');
  (invoice.surcharges ?? []).forEach((surcharge, index) => {
    if (surcharge.amount === null || surcharge.amount === undefined)
      errors.add(`invoice.surcharges.${index}.amount`, 'validation.required');
    else if (surcharge.amount < 0) errors.add(`invoice.surcharges.${index}.amount`, 'validation.not_negative');
  });
  const articles = invoice.articles ?? [];
  if (articles.length === 0) errors.add('invoice.articles', 'validation.invoice_articles_required');
  if (articles.length > INVOICE_ARTICLES_MAX) errors.add('invoice.articles', 'validation.too_many');
  let netWeight = 0;
  articles.forEach((article, index) => {
    const path = `invoice.articles.${index}`;
    if (!filled(article.description)) errors.add(`${path}.description`, 'validation.required');
    const hsCode = text(article.hs_code).replace(/[.\s]/g, '');
    if (hsCode === '') errors.add(`${path}.hs_code`, 'validation.required');
    else if (!HS_CODE_PATTERN.test(hsCode)) errors.add(`${path}.hs_code`, 'validation.hs_code');
    const origin = text(article.country_of_origin).toUpperCase();
    if (origin === '') errors.add(`${path}.country_of_origin`, 'validation.required');
    else if (!COUNTRY.test(origin) || !context.countryExists(origin)) errors.add(`${path}.country_of_origin`, 'validation.country');
    if (article.quantity === null || article.quantity === undefined) errors.add(`${path}.quantity`, 'validation.required');
    else if (article.quantity <= 0) errors.add(`${path}.quantity`, 'validation.positive');
    if (article.unit_price === null || article.unit_price === undefined) errors.add(`${path}.unit_price`, 'validation.required');
    else if (article.unit_price < 0) errors.add(`${path}.unit_price`, 'validation.not_negative');
    if (article.net_weight !== null && article.net_weight !== undefined) {
      if (article.net_weight <= 0) errors.add(`${path}.net_weight`, 'validation.positive');
      else netWeight += article.net_weight;
    }
  });
  const grossWeight = (values.goods ?? []).reduce((sum, item) => sum + (item.weight ?? 0) * (item.units ?? 1), 0);
  if (grossWeight > 0 && netWeight > grossWeight + 1e-9) {
    errors.add('invoice.articles', {
      key: 'validation.net_weight_above_gross',
      params: { net: Math.round(netWeight * 1000) / 1000, gross: Math.round(grossWeight * 1000) / 1000 },
    });
  }
}

type Rule = (errors: Errors, values: TBookingFlowValues, context: StepContext) => void;

const RULES: Record<StepValidationEndpoint, readonly Rule[]> = {
  address: [addressRules],
  goods: [goodsRules],
  transport_mode: [transportModeRules],
  result: [resultRules],
  'create-booking': [createBookingRules],
  'price-lyt': [goodsDescriptionRules],
  delivery_terms: [deliveryTermsRules],
  invoice: [invoiceRules],
  'address-goods': [addressRules, goodsRules],
  'address-goods-result': [addressRules, goodsRules, resultRules],
};

/** The field errors of one step; none means the step is valid. */
export function validateStep(step: StepValidationEndpoint, values: TBookingFlowValues, context: StepContext): StepErrors {
  const errors = new Errors();
  for (const rule of RULES[step]) rule(errors, values, context);
  return errors.all;
}
