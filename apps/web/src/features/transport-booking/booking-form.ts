import {
  BOOKING_PAYERS,
  DEFAULT_CURRENCY,
  DEFAULT_MODULE_STATES,
  FLOW_STEPS,
  FLOW_STEPS_BY_TYPE,
  FREIGHT_PRINT_TYPES,
  DEFAULT_BOOKING_DEFAULTS,
  LABEL_FORMATS,
  routePath,
  INVOICE_SURCHARGE_TYPES,
  PAYMENT_ACCOUNT_TYPES,
  QUOTE_PACKAGE_TYPES,
  REASONS_FOR_EXPORT,
  ZBookingFlowValues,
  type BookingPayer,
  type FlowStep,
  type FlowType,
  type FreightPrintType,
  type LabelFormat,
  type TBookingDefaults,
  type InvoiceSurchargeType,
  type ModuleStates,
  type PaymentAccountType,
  type ReasonForExport,
  type TBookingFlowValues,
  type TBookingFlowValuesInput,
  type TFlowAddress,
  type TFlowBookingRequestInput,
  type TPriceCalculation,
  type TSiteSummary,
  type TPriceCalculationRequestInput,
  type TPurchaseLineQuantity,
  type TSite,
  PORTAL_TIME_ZONE,
} from '@freight/contracts';
import { decimalFromInput, firstOpenPickupDate } from '@freight/domain';
import { ADDRESS_FIELDS, emptyAddress, type AddressValue } from '../address-book';
import { type GoodsLineValues, newGoodsLine, todayIso, toPriceRequest } from '../price-leadtime';

/**
 * The booking flow's form as the user types it: texts stay texts (SPEC §5 decimal input) until
 * the values go to the server, where `toFlowValues` turns them into the agreed flow values.
 */

/** A goods line of the booking: the quote's line with load metres and what the documents print. */
export interface BookingGoodsLine extends GoodsLineValues {
  load_meters: string;
  description: string;
  shipping_mark: string;
  /** A code of the goods-type dictionary, or '' for none. */
  goods_type: string;
}

export interface InvoiceArticleValues {
  article_number: string;
  description: string;
  hs_code: string;
  country_of_origin: string;
  quantity: string;
  unit_price: string;
  net_weight: string;
}

export interface InvoiceValues {
  invoice_number: string;
  invoice_date: string;
  currency: string;
  freight_charges: string;
  insurance: string;
  reason_for_export: ReasonForExport | '';
  declaration_statement: string;
  delivery_term: string;
  vat_no_sender: string;
  vat_no_receiver: string;
  vat_no_buyer: string;
  surcharges: { type: InvoiceSurchargeType; amount: string }[];
  articles: InvoiceArticleValues[];
}

export const REFERENCE_FIELDS = [
  'consignor_reference',
  'consignee_reference',
  'purchase_order_number',
  'sales_order_number',
  'project_number',
] as const;
export type ReferenceField = (typeof REFERENCE_FIELDS)[number];

export interface BookingFormValues {
  flow_type: FlowType;
  calculation_id: string | null;
  carrier_service_id: number | null;
  consignor: AddressValue;
  consignee: AddressValue;
  /** A separate pickup or delivery place; null when the goods go from the consignor to the consignee. */
  pickup: AddressValue | null;
  delivery: AddressValue | null;
  goods: BookingGoodsLine[];
  pickup_date: string;
  pickup_time_earliest: string;
  pickup_time_latest: string;
  delivery_date: string;
  /** The delivery window on the delivery place's clocks; both blank when none is asked for. */
  delivery_time_earliest: string;
  delivery_time_latest: string;
  references: Record<ReferenceField, string>;
  goods_information: { content: string; value: string; currency: string };
  payment_details: { account_number: string; account_type: PaymentAccountType };
  additional_services: string[];
  additional_service_values: Record<string, string>;
  modules: ModuleStates;
  payer: BookingPayer;
  terms: { type: string; location: string };
  pickup_instructions: string;
  delivery_instructions: string;
  comments: string;
  freight_print_types: FreightPrintType[];
  /** "Remember my choice": the print types become the user's booking default when booked. */
  freight_print_saved: boolean;
  label_format: LabelFormat;
  invoice: InvoiceValues;
  /** Quantities of purchase order lines the shipment carries, when booked from an order. */
  purchase_lines: TPurchaseLineQuantity[];
  /** The order's site, acted as beside the booking site so the booking may take its lines. */
  purchase_site_id: number | null;
}

export const newBookingGoodsLine = (): BookingGoodsLine => ({
  ...newGoodsLine(),
  load_meters: '',
  description: '',
  shipping_mark: '',
  goods_type: '',
});

export const newInvoiceArticle = (country = ''): InvoiceArticleValues => ({
  article_number: '',
  description: '',
  hs_code: '',
  country_of_origin: country,
  quantity: '',
  unit_price: '',
  net_weight: '',
});

export function emptyInvoice(today: string = todayIso()): InvoiceValues {
  return {
    invoice_number: '',
    invoice_date: today,
    currency: DEFAULT_CURRENCY,
    freight_charges: '',
    insurance: '',
    reason_for_export: 'sale',
    declaration_statement: '',
    delivery_term: '',
    vat_no_sender: '',
    vat_no_receiver: '',
    vat_no_buyer: '',
    surcharges: [],
    articles: [newInvoiceArticle()],
  };
}

/** A fresh form: the user's booking defaults (Settings › Booking defaults) over the portal's. */
export function defaultBookingForm(
  flowType: FlowType,
  homeCountry: string,
  now: Date = new Date(),
  defaults: TBookingDefaults = DEFAULT_BOOKING_DEFAULTS,
): BookingFormValues {
  // Today once its window has closed on the portal's clocks, the ones the server checks, is tomorrow.
  const firstPickupDay = firstOpenPickupDate(now, defaults.pickup_time_latest, PORTAL_TIME_ZONE);
  return {
    flow_type: flowType,
    calculation_id: null,
    carrier_service_id: null,
    consignor: { ...emptyAddress(), country: homeCountry },
    consignee: emptyAddress(),
    pickup: null,
    delivery: null,
    goods: [newBookingGoodsLine()],
    pickup_date: firstPickupDay,
    pickup_time_earliest: defaults.pickup_time_earliest,
    pickup_time_latest: defaults.pickup_time_latest,
    delivery_date: '',
    delivery_time_earliest: '',
    delivery_time_latest: '',
    references: { consignor_reference: '', consignee_reference: '', purchase_order_number: '', sales_order_number: '', project_number: '' },
    goods_information: { content: '', value: '', currency: DEFAULT_CURRENCY },
    payment_details: { account_number: '', account_type: 'import' },
    additional_services: [],
    additional_service_values: {},
    modules: { ...DEFAULT_MODULE_STATES },
    payer: defaults.payer,
    terms: { type: defaults.incoterm ?? '', location: defaults.incoterm_place ?? '' },
    pickup_instructions: '',
    delivery_instructions: '',
    comments: '',
    freight_print_types: [...defaults.freight_print_types],
    freight_print_saved: false,
    label_format: defaults.label_format,
    invoice: emptyInvoice(todayIso(now)),
    purchase_lines: [],
    purchase_site_id: null,
  };
}

// ---- To the server

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const decimal = decimalFromInput;

function flowAddress(value: AddressValue): TFlowAddress {
  return {
    ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, blankToNull(value[field])])) as TFlowAddress),
    company_model: value.company_model,
  };
}

/** The places the price depends on: the pickup place when separate, else the consignor; likewise delivery. */
export function routePlaces(values: Pick<BookingFormValues, 'consignor' | 'consignee' | 'pickup' | 'delivery'>): {
  from: AddressValue;
  to: AddressValue;
} {
  return { from: values.pickup ?? values.consignor, to: values.delivery ?? values.consignee };
}

/** The booking's places and goods as a price calculation that offers only bookable services. */
export function toBookingPriceRequest(values: BookingFormValues): TPriceCalculationRequestInput {
  const { from, to } = routePlaces(values);
  const place = (address: AddressValue) => ({ country: address.country, zip: address.zip, city: address.city, address: null });
  const request = toPriceRequest({ pickup: place(from), delivery: place(to), goods: values.goods, pickup_date: values.pickup_date });
  const goods = (request.goods ?? []).map((line, index) => {
    const loadMeters = decimal(values.goods[index]?.load_meters ?? '');
    return loadMeters !== null && values.modules['load-meters'] !== 'hidden' ? { ...line, load_meters: loadMeters } : line;
  });
  return { ...request, goods, flow: 'booking' };
}

function flowGoods(values: BookingFormValues): NonNullable<TBookingFlowValuesInput['goods']> {
  const loadMetersShown = values.modules['load-meters'] !== 'hidden';
  return values.goods.map((line) => ({
    package_type: line.package_type,
    units: line.units,
    weight: decimal(line.weight),
    depth: decimal(line.depth),
    width: decimal(line.width),
    height: decimal(line.height),
    load_meters: loadMetersShown ? decimal(line.load_meters) : null,
    volume: decimal(line.volume),
    pallet_spaces: decimal(line.pallet_spaces),
    container_size: line.package_type === 'container' ? line.container_size || null : null,
    stackable: line.stackable,
    non_stackable: !line.stackable,
    dangerous_goods: line.dangerous_goods,
    un_number: line.dangerous_goods ? blankToNull(line.un_number) : null,
    description: blankToNull(line.description),
    shipping_mark: blankToNull(line.shipping_mark),
    goods_type: blankToNull(line.goods_type),
  }));
}

function flowInvoice(invoice: InvoiceValues): NonNullable<TBookingFlowValuesInput['invoice']> {
  return {
    invoice_number: blankToNull(invoice.invoice_number),
    invoice_date: blankToNull(invoice.invoice_date),
    currency: blankToNull(invoice.currency),
    freight_charges: decimal(invoice.freight_charges),
    insurance: decimal(invoice.insurance),
    reason_for_export: invoice.reason_for_export || null,
    declaration_statement: blankToNull(invoice.declaration_statement),
    delivery_term: blankToNull(invoice.delivery_term),
    vat_no_sender: blankToNull(invoice.vat_no_sender),
    vat_no_receiver: blankToNull(invoice.vat_no_receiver),
    vat_no_buyer: blankToNull(invoice.vat_no_buyer),
    surcharges: invoice.surcharges.map((surcharge) => ({ type: surcharge.type, amount: decimal(surcharge.amount) })),
    articles: invoice.articles.map((article) => ({
      article_number: blankToNull(article.article_number),
      description: blankToNull(article.description),
      hs_code: blankToNull(article.hs_code),
      country_of_origin: blankToNull(article.country_of_origin),
      quantity: decimal(article.quantity),
      unit_price: decimal(article.unit_price),
      net_weight: decimal(article.net_weight),
    })),
  };
}

/**
 * The form as the agreed flow values (what the step validation reads and the drafts keep). The
 * invoice goes along only when the booking is invoiced (see `bookingSteps`); fields of a hidden module are left out.
 */
export function toFlowValues(values: BookingFormValues, invoiced: boolean): TBookingFlowValuesInput {
  const customs = (module: keyof ModuleStates) => values.modules[module] !== 'hidden';
  return {
    flow_type: values.flow_type,
    modules: values.modules,
    calculation_id: values.calculation_id,
    carrier_service_id: values.carrier_service_id,
    consignor: flowAddress(values.consignor),
    consignee: flowAddress(values.consignee),
    pickup: values.pickup ? flowAddress(values.pickup) : null,
    delivery: values.delivery ? flowAddress(values.delivery) : null,
    pickup_date: blankToNull(values.pickup_date),
    pickup_time_earliest: blankToNull(values.pickup_time_earliest),
    pickup_time_latest: blankToNull(values.pickup_time_latest),
    delivery_date: blankToNull(values.delivery_date),
    delivery_time_earliest: blankToNull(values.delivery_time_earliest),
    delivery_time_latest: blankToNull(values.delivery_time_latest),
    goods: flowGoods(values),
    references: Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, blankToNull(values.references[field])])),
    terms: values.terms.type.trim() ? { type: values.terms.type.trim(), location: blankToNull(values.terms.location) } : null,
    payer: values.payer,
    pickup_instructions: blankToNull(values.pickup_instructions),
    delivery_instructions: blankToNull(values.delivery_instructions),
    comments: blankToNull(values.comments),
    freight_print_types: values.freight_print_types,
    freight_print_saved: values.freight_print_saved,
    label_format: values.label_format,
    additional_services: values.additional_services,
    additional_service_values: Object.fromEntries(
      Object.entries(values.additional_service_values).filter(([, text]) => text.trim() !== ''),
    ),
    goods_information: {
      content: customs('custom-data') ? blankToNull(values.goods_information.content) : null,
      value: customs('custom-value') ? decimal(values.goods_information.value) : null,
      currency: blankToNull(values.goods_information.currency) ?? DEFAULT_CURRENCY,
    },
    payment_details: customs('custom-clearance')
      ? { account_number: blankToNull(values.payment_details.account_number), account_type: values.payment_details.account_type }
      : { account_number: null, account_type: 'import' },
    invoice: invoiced ? flowInvoice(values.invoice) : null,
  };
}

/**
 * What `POST /api/bookings` (and `/ad-hoc`) takes. The form is sent as it stands; the contract
 * and the server name whatever is missing, under the field's own key.
 */
export function toBookingRequest(values: BookingFormValues, invoiced: boolean): TFlowBookingRequestInput {
  const flow = toFlowValues(values, invoiced);
  const address = (value: TFlowAddress | null | undefined) => (value ? (value as TFlowBookingRequestInput['consignor']) : null);
  return {
    calculation_id: values.calculation_id ?? '',
    carrier_service_id: values.carrier_service_id ?? 0,
    consignor: address(flow.consignor) as TFlowBookingRequestInput['consignor'],
    consignee: address(flow.consignee) as TFlowBookingRequestInput['consignee'],
    pickup: address(flow.pickup),
    delivery: address(flow.delivery),
    pickup_date: values.pickup_date,
    pickup_time_earliest: values.pickup_time_earliest,
    pickup_time_latest: values.pickup_time_latest,
    delivery_date: flow.delivery_date ?? null,
    delivery_time_earliest: flow.delivery_time_earliest ?? null,
    delivery_time_latest: flow.delivery_time_latest ?? null,
    goods: (flow.goods ?? []) as TFlowBookingRequestInput['goods'],
    references: flow.references as TFlowBookingRequestInput['references'],
    terms: flow.terms as TFlowBookingRequestInput['terms'],
    payer: values.payer,
    pickup_instructions: flow.pickup_instructions ?? null,
    delivery_instructions: flow.delivery_instructions ?? null,
    comments: flow.comments ?? null,
    freight_print_types: values.freight_print_types,
    freight_print_saved: values.freight_print_saved,
    label_format: values.label_format,
    additional_services: values.additional_services,
    additional_service_values: flow.additional_service_values ?? {},
    goods_information: flow.goods_information as TFlowBookingRequestInput['goods_information'],
    payment_details: flow.payment_details as TFlowBookingRequestInput['payment_details'],
    invoice: flow.invoice ? (withoutBlankCharges(flow.invoice) as TFlowBookingRequestInput['invoice']) : null,
    purchase_lines: values.purchase_lines,
  };
}

/** Freight and insurance left blank on the invoice are none (the contract's default 0), not missing. */
function withoutBlankCharges(invoice: NonNullable<TBookingFlowValuesInput['invoice']>) {
  const { freight_charges: freight, insurance, ...rest } = invoice;
  return { ...rest, ...(freight === null ? {} : { freight_charges: freight }), ...(insurance === null ? {} : { insurance }) };
}

// ---- From the server or a stored copy

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function formAddress(value: TFlowAddress | null | undefined): AddressValue {
  const address = emptyAddress();
  if (!value) return address;
  for (const field of ADDRESS_FIELDS) address[field] = text(value[field]);
  address.company_model = value.company_model ?? 'business';
  return address;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  (options as readonly unknown[]).includes(value) ? (value as T) : fallback;

/**
 * Flow values read back into the form: from a server draft, a template or this browser's stored
 * copy. Anything that is not a valid flow value gives null, so an old or damaged copy is dropped.
 */
export function fromFlowValues(input: unknown, fallbackFlowType: FlowType, now: Date = new Date()): BookingFormValues | null {
  const parsed = ZBookingFlowValues.safeParse(input);
  if (!parsed.success) return null;
  const values: TBookingFlowValues = parsed.data;
  const base = defaultBookingForm(values.flow_type ?? fallbackFlowType, '', now);
  const goods = (values.goods ?? []).map((line): BookingGoodsLine => ({
    package_type: oneOf(QUOTE_PACKAGE_TYPES, line.package_type, 'eur_pallet'),
    units: line.units ?? null,
    weight: text(line.weight),
    depth: text(line.depth),
    width: text(line.width),
    height: text(line.height),
    load_meters: text(line.load_meters),
    volume: text(line.volume),
    pallet_spaces: text(line.pallet_spaces),
    container_size: line.container_size ?? '',
    stackable: line.non_stackable !== true && line.stackable !== false,
    dangerous_goods: line.dangerous_goods === true,
    un_number: text(line.un_number),
    description: text(line.description),
    shipping_mark: text(line.shipping_mark),
    goods_type: text(line.goods_type),
  }));
  const invoice = values.invoice;
  const pickupDate = text(values.pickup_date);
  const pickupLatest = text(values.pickup_time_latest) || base.pickup_time_latest;
  // Today once this pickup window has closed on the portal's clocks is no longer a pickup day.
  const firstPickupDay = firstOpenPickupDate(now, pickupLatest, PORTAL_TIME_ZONE);
  return {
    ...base,
    calculation_id: values.calculation_id ?? null,
    carrier_service_id: values.carrier_service_id ?? null,
    consignor: formAddress(values.consignor),
    consignee: formAddress(values.consignee),
    pickup: values.pickup ? formAddress(values.pickup) : null,
    delivery: values.delivery ? formAddress(values.delivery) : null,
    goods: goods.length > 0 ? goods : base.goods,
    // A pickup day that passed while the form waited moves to the first day still open.
    pickup_date: pickupDate && pickupDate >= firstPickupDay ? pickupDate : firstPickupDay,
    pickup_time_earliest: text(values.pickup_time_earliest) || base.pickup_time_earliest,
    pickup_time_latest: pickupLatest,
    delivery_date: text(values.delivery_date),
    delivery_time_earliest: text(values.delivery_time_earliest),
    delivery_time_latest: text(values.delivery_time_latest),
    references: Object.fromEntries(
      REFERENCE_FIELDS.map((field) => [field, text(values.references?.[field])]),
    ) as BookingFormValues['references'],
    goods_information: {
      content: text(values.goods_information?.content),
      value: text(values.goods_information?.value),
      currency: text(values.goods_information?.currency) || DEFAULT_CURRENCY,
    },
    payment_details: {
      account_number: text(values.payment_details?.account_number),
      account_type: oneOf(PAYMENT_ACCOUNT_TYPES, values.payment_details?.account_type, 'import'),
    },
    additional_services: values.additional_services ?? [],
    additional_service_values: values.additional_service_values ?? {},
    modules: { ...DEFAULT_MODULE_STATES, ...values.modules },
    payer: oneOf(BOOKING_PAYERS, values.payer, 'sender'),
    terms: { type: text(values.terms?.type), location: text(values.terms?.location) },
    pickup_instructions: text(values.pickup_instructions),
    delivery_instructions: text(values.delivery_instructions),
    comments: text(values.comments),
    freight_print_types: (values.freight_print_types ?? []).filter((type) => (FREIGHT_PRINT_TYPES as readonly string[]).includes(type)),
    freight_print_saved: values.freight_print_saved === true,
    label_format: oneOf(LABEL_FORMATS, values.label_format, 'PNG'),
    invoice: invoice
      ? {
          invoice_number: text(invoice.invoice_number),
          invoice_date: text(invoice.invoice_date) || todayIso(now),
          currency: text(invoice.currency) || DEFAULT_CURRENCY,
          freight_charges: text(invoice.freight_charges),
          insurance: text(invoice.insurance),
          reason_for_export: oneOf<ReasonForExport | ''>(REASONS_FOR_EXPORT, invoice.reason_for_export, ''),
          declaration_statement: text(invoice.declaration_statement),
          delivery_term: text(invoice.delivery_term),
          vat_no_sender: text(invoice.vat_no_sender),
          vat_no_receiver: text(invoice.vat_no_receiver),
          vat_no_buyer: text(invoice.vat_no_buyer),
          surcharges: (invoice.surcharges ?? [])
            .filter((surcharge) => (INVOICE_SURCHARGE_TYPES as readonly string[]).includes(surcharge.type))
            .map((surcharge) => ({ type: surcharge.type, amount: text(surcharge.amount) })),
          articles: (invoice.articles ?? []).map((article) => ({
            article_number: text(article.article_number),
            description: text(article.description),
            hs_code: text(article.hs_code),
            country_of_origin: text(article.country_of_origin),
            quantity: text(article.quantity),
            unit_price: text(article.unit_price),
            net_weight: text(article.net_weight),
          })),
        }
      : base.invoice,
  };
}

/**
 * The form filled from a price calculation opened from the price and lead-time result: its
 * places and goods, its pickup day, and full addresses the quote form held for the same places.
 */
/** What the sender is prefilled from: the site the price was calculated for and the user booking. */
export interface SenderSource {
  organization: string;
  site: Pick<TSite, 'address' | 'post_code' | 'city' | 'country_code' | 'phone' | 'email'>;
  user: { name: string; email: string };
}

const compactZip = (zip: string) => zip.replace(/\s/g, '').toUpperCase();

/**
 * The sender of a booking from a quote: the organization at its acting site, with the user as
 * contact. The site's street only when the site is the quoted pickup place; elsewhere the quoted
 * postcode and city stay, since the price is for them, and the user names the street.
 */
export function senderAt(place: TPriceCalculation['request']['pickup'], { organization, site, user }: SenderSource): AddressValue {
  const atSite = site.country_code === place.country && compactZip(site.post_code) === compactZip(place.zip);
  return {
    ...emptyAddress(),
    name: organization,
    address: atSite ? site.address : '',
    zip: atSite ? site.post_code : place.zip,
    city: atSite ? site.city : (place.city ?? ''),
    country: place.country,
    contact_person: user.name,
    email: user.email,
    phone: site.phone,
  };
}

/** What a party needs before a booking can carry on past the addresses. */
const PARTY_REQUIRED = ['name', 'address', 'zip', 'city', 'country'] as const;

/**
 * Where a booking from a quote opens: at 'create booking' when sender and receiver are complete,
 * else at the addresses, so the user completes them before booking rather than after a refusal.
 */
export function quoteStartStep(values: BookingFormValues): FlowStep {
  const complete = (address: AddressValue) => PARTY_REQUIRED.every((field) => address[field].trim() !== '');
  return complete(values.consignor) && values.consignor.contact_person.trim() !== '' && complete(values.consignee)
    ? 'create_booking'
    : 'address';
}

export function formFromCalculationRequest(
  calculation: TPriceCalculation,
  serviceId: number,
  places: { pickup: AddressValue | null; delivery: AddressValue | null } = { pickup: null, delivery: null },
  today: string = todayIso(),
  sender: SenderSource | null = null,
  now: Date = new Date(),
  defaults: TBookingDefaults = DEFAULT_BOOKING_DEFAULTS,
): BookingFormValues {
  const { request } = calculation;
  const base = defaultBookingForm('quote', request.pickup.country, new Date(`${today}T12:00:00`), defaults);
  // Quoted for a day whose pickup window has closed (late in the day), the booking picks up on the first open day.
  const firstOpen = firstOpenPickupDate(now, base.pickup_time_latest, PORTAL_TIME_ZONE);
  const earliest = firstOpen > today ? firstOpen : today;
  const measure = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  type Place = TPriceCalculation['request']['pickup'];
  const typedFor = (address: AddressValue | null, place: Place): AddressValue | null =>
    address && address.country === place.country && compactZip(address.zip) === compactZip(place.zip) ? address : null;
  const placeOnly = (place: Place): AddressValue => ({ ...emptyAddress(), country: place.country, zip: place.zip, city: place.city ?? '' });
  return {
    ...base,
    calculation_id: calculation.id,
    carrier_service_id: serviceId,
    // A sender named with the quote wins; otherwise the sender is the acting site.
    consignor:
      (places.pickup?.name.trim() ? typedFor(places.pickup, request.pickup) : null) ??
      (sender ? senderAt(request.pickup, sender) : (typedFor(places.pickup, request.pickup) ?? placeOnly(request.pickup))),
    consignee: typedFor(places.delivery, request.delivery) ?? placeOnly(request.delivery),
    goods: request.goods.map((line) => ({
      package_type: line.package_type,
      units: line.units,
      weight: String(line.weight),
      depth: measure(line.depth),
      width: measure(line.width),
      height: measure(line.height),
      load_meters: measure(line.load_meters),
      volume: measure(line.volume),
      pallet_spaces: measure(line.pallet_spaces),
      container_size: line.container_size ?? '',
      stackable: line.stackable !== false && line.non_stackable !== true,
      dangerous_goods: line.dangerous_goods,
      un_number: line.un_number ?? '',
      description: line.description ?? '',
      shipping_mark: '',
      goods_type: '',
    })),
    pickup_date: request.pickup_date && request.pickup_date >= earliest ? request.pickup_date : earliest,
  };
}

// ---- Steps and their fields

/**
 * The step a server field key belongs to, so a refused booking takes the user back there. Goods
 * descriptions, goods types and shipping marks are finished in their own step; the rest of a line is goods.
 */
export function stepOfField(key: string): FlowStep {
  const [head = '', , field] = key.split('.');
  if (['consignor', 'consignee', 'pickup', 'delivery'].includes(head)) return 'address';
  if (head === 'goods')
    return field === 'description' || field === 'shipping_mark' || field === 'goods_type' ? 'finalize_goods_description' : 'goods';
  if (head === 'calculation_id' || head === 'carrier_service_id' || head === 'transport_mode') return 'result';
  if (head === 'invoice') return 'invoice';
  // The site a booking is for is chosen on the summary.
  if (head === 'site') return 'summary';
  if (['payer', 'terms', 'pickup_instructions', 'delivery_instructions', 'freight_print_types', 'label_format', 'comments'].includes(head))
    return 'delivery_terms';
  return 'create_booking';
}

/** The errors of a validation split into those the step shows under a field and the rest. */
export function placeStepErrors(
  errors: Record<string, readonly string[]>,
  shown: (key: string) => boolean,
): { fields: Record<string, string>; unplaced: { key: string; message: string }[] } {
  const fields: Record<string, string> = {};
  const unplaced: { key: string; message: string }[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    if (shown(key)) fields[key] = message;
    else unplaced.push({ key, message });
  }
  return { fields, unplaced };
}

/** Every value path a step shows a field for, given the form as it stands (lines, modules, places). */
export function stepFieldPaths(
  step: FlowStep,
  values: BookingFormValues,
  options: { invoiced: boolean; serviceCodes?: readonly string[] },
): string[] {
  const address = (side: string) => ADDRESS_FIELDS.map((field) => `${side}.${field}`);
  const lines = values.goods.map((_, index) => index);
  switch (step) {
    case 'address':
      return [
        ...address('consignor'),
        ...address('consignee'),
        ...(values.pickup ? address('pickup') : []),
        ...(values.delivery ? address('delivery') : []),
      ];
    case 'goods': {
      const fields = ['package_type', 'units', 'weight', 'depth', 'width', 'height', 'un_number'];
      if (values.modules['load-meters'] !== 'hidden') fields.push('load_meters');
      return ['goods', ...lines.flatMap((index) => fields.map((field) => `goods.${index}.${field}`))];
    }
    case 'result':
      return ['carrier_service_id'];
    case 'create_booking':
      return [
        'pickup_date',
        ...(values.modules['pickup-time'] !== 'hidden' ? ['pickup_time_earliest', 'pickup_time_latest'] : []),
        'delivery_date',
        'delivery_time_earliest',
        'delivery_time_latest',
        ...REFERENCE_FIELDS.map((field) => `references.${field}`),
        ...(values.modules['custom-data'] !== 'hidden' ? ['goods_information.content'] : []),
        ...(values.modules['custom-value'] !== 'hidden' ? ['goods_information.value', 'goods_information.currency'] : []),
        ...(values.modules['custom-clearance'] !== 'hidden' ? ['payment_details.account_number', 'payment_details.account_type'] : []),
        ...(options.serviceCodes ?? []).flatMap((code) => [`additional_services.${code}`, `additional_service_values.${code}`]),
      ];
    case 'finalize_goods_description':
      return lines.flatMap((index) => [`goods.${index}.goods_type`, `goods.${index}.description`, `goods.${index}.shipping_mark`]);
    case 'delivery_terms':
      return [
        'payer',
        'terms.type',
        'terms.location',
        'pickup_instructions',
        'delivery_instructions',
        'comments',
        'freight_print_types',
        'label_format',
      ];
    case 'invoice': {
      if (!options.invoiced) return [];
      const details = [
        'invoice_number',
        'invoice_date',
        'currency',
        'freight_charges',
        'insurance',
        'reason_for_export',
        'declaration_statement',
        'delivery_term',
        'vat_no_sender',
        'vat_no_receiver',
        'vat_no_buyer',
      ];
      const articleFields = ['article_number', 'description', 'hs_code', 'country_of_origin', 'quantity', 'unit_price', 'net_weight'];
      return [
        'invoice.articles',
        ...details.map((field) => `invoice.${field}`),
        ...values.invoice.articles.flatMap((_, index) => articleFields.map((field) => `invoice.articles.${index}.${field}`)),
        ...values.invoice.surcharges.flatMap((_, index) => [`invoice.surcharges.${index}.type`, `invoice.surcharges.${index}.amount`]),
      ];
    }
    default:
      return [];
  }
}

/**
 * A draft's current step as its place among all flow steps (FLOW_STEPS), so it reads the same
 * whether or not the invoice step is in the flow.
 */
export function draftStepIndex(step: FlowStep): number {
  return FLOW_STEPS.indexOf(step);
}

/** The step a draft was left at, as one of the flow's steps; never the confirmation. */
export function draftStep(index: number, steps: readonly FlowStep[]): FlowStep {
  const step = FLOW_STEPS[index];
  return step && step !== 'confirmation' && steps.includes(step) ? step : (steps[0] ?? 'address');
}

/**
 * Whether the site a booking is made for has invoice details on (SPEC §4): of the sites acted
 * as, those with transport booking, as the server picks the booking site.
 */
export function invoiceDetailsOn(sites: readonly Pick<TSiteSummary, 'id' | 'applications'>[], acting: readonly number[]): boolean {
  return sites.some(
    (site) => acting.includes(site.id) && site.applications.includes('transport_booking') && site.applications.includes('invoice_details'),
  );
}

/**
 * The print types the booking site's administrator fixed (SPEC §3 freight_print_locked): of the
 * sites acted as, the one with transport booking, as the server picks the booking site; null when
 * the booker chooses.
 */
export function lockedPrintTypes(
  sites: readonly Pick<TSiteSummary, 'id' | 'applications' | 'locked_freight_print_types'>[],
  acting: readonly number[],
): FreightPrintType[] | null {
  const booking = sites.filter((site) => acting.includes(site.id) && site.applications.includes('transport_booking'));
  return booking.length === 1 ? (booking[0]!.locked_freight_print_types ?? null) : null;
}

/** The step after `step` in a flow, or the step itself when it is the last. */
export function stepAfter(flowType: FlowType, step: FlowStep, invoiced: boolean): FlowStep {
  const steps = bookingSteps(flowType, invoiced);
  return steps[steps.indexOf(step) + 1] ?? step;
}

/**
 * The steps of a booking flow. An invoiced booking (dutiable goods, or booked for a site with
 * invoice details on, SPEC §4) has the invoice step before the summary, or in the short flow
 * before its last step, where the booking is placed.
 */
export function bookingSteps(flowType: FlowType, invoiced: boolean): FlowStep[] {
  if (flowType === 'adHoc') return ['address', 'goods', 'create_booking', ...(invoiced ? (['invoice'] as const) : []), 'confirmation'];
  if (flowType === 'short') return ['address', 'goods', ...(invoiced ? (['invoice'] as const) : []), 'delivery_terms', 'confirmation'];
  const steps = [...FLOW_STEPS_BY_TYPE[flowType]];
  const summary = steps.indexOf('summary');
  if (invoiced && summary >= 0) steps.splice(summary, 0, 'invoice');
  return steps;
}

/** Where a booked shipment is booked again: its values open the short flow (or the ad-hoc flow). */
export const bookAgainPath = (uuid: string) => `${routePath('transport.booking.form')}?again=${encodeURIComponent(uuid)}`;

/** What a template keeps: the parties, goods and terms, without this quote's calculation and service. */
export function templateValues(values: BookingFormValues): Partial<BookingFormValues> {
  const { calculation_id: _calculation, carrier_service_id: _service, ...kept } = values;
  return kept;
}
