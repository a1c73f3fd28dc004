import { z } from 'zod';
import { requiredText, optionalText } from '../common/text';
import { ZFormId, ZId } from '../common/numbers';
import { DEFAULT_CURRENCY, MIN_PICKUP_WINDOW_MINUTES, TRANSPORT_MODES } from '../constants';
import { dataResponse } from '../common/list';
import { CONTAINER_SIZES, ZIsoDate, QUOTE_PACKAGE_TYPES } from '../quotes/price-calculation';
import { ZPurchaseLineQuantity } from '../purchase/orders';
import {
  BOOKING_PAYERS,
  FREIGHT_PRINT_TYPES,
  LABEL_FORMATS,
  ZClockTime,
  bookingRequestShape,
  checkPickupWindow,
  checkPrivateReceivers,
} from './booking';
import { COMPANY_MODELS } from '../address-book/address-book-company';
import {
  ADDITIONAL_SERVICE_MODULES,
  ADDITIONAL_SERVICE_TYPES,
  FLOW_KINDS,
  FLOW_TYPES,
  INVOICE_SURCHARGE_TYPES,
  MODULE_STATES,
  STEP_VALIDATION_ENDPOINTS,
} from './flow';

/**
 * The booking flow's values (SPEC §3 Shipment details, Invoice; §4 flows; §5 step validation):
 * what a booking takes beyond the quote, the commercial invoice of a dutiable shipment, the
 * half-filled form the steps validate and the drafts keep. Invoice amounts are in major units of
 * the invoice's currency (12.5 is 12,50 kr), unlike a quote's minor-unit prices.
 */

/** Why goods cross a customs border (commercial invoice "reason for export"). */
export const REASONS_FOR_EXPORT = ['sale', 'gift', 'sample', 'return', 'repair', 'personal_effects', 'other'] as const;
export type ReasonForExport = (typeof REASONS_FOR_EXPORT)[number];

/** Whose carrier account pays duties and freight (SPEC §3 payment details). */
export const PAYMENT_ACCOUNT_TYPES = ['import', 'export', 'third_party'] as const;
export type PaymentAccountType = (typeof PAYMENT_ACCOUNT_TYPES)[number];

/** Columns of the invoice articles spreadsheet, in order, as the template's header row spells them. */
export const INVOICE_ARTICLE_COLUMNS = [
  'Article number',
  'Description',
  'HS code',
  'Country of origin',
  'Quantity',
  'Unit price',
  'Net weight',
] as const;
export const INVOICE_ARTICLES_MAX = 500;

const ZCountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
  .transform((value) => value.toUpperCase());
const ZCurrencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { message: 'validation.currency' })
  .transform((value) => value.toUpperCase());
const ZAmount = z
  .number({ message: 'validation.number' })
  .min(0, { message: 'validation.not_negative' })
  .max(1_000_000_000, { message: 'validation.too_large' });

/** HS (tariff) code: 6 to 10 digits; dots and spaces as printed on tariffs are dropped. */
export const HS_CODE_PATTERN = /^\d{6,10}$/;
export const ZHsCode = z
  .string()
  .trim()
  .transform((value) => value.replace(/[.\s]/g, ''))
  .pipe(z.string().regex(HS_CODE_PATTERN, { message: 'validation.hs_code' }));

/** One line of the commercial invoice. `net_weight` is kg for the whole line. */
export const ZInvoiceArticle = z.object({
  article_number: optionalText(50),
  description: requiredText(200),
  hs_code: ZHsCode,
  country_of_origin: ZCountryCode,
  quantity: z
    .number({ message: 'validation.number' })
    .positive({ message: 'validation.positive' })
    .max(10_000_000, { message: 'validation.too_large' }),
  unit_price: ZAmount,
  net_weight: z
    .number({ message: 'validation.number' })
    .positive({ message: 'validation.positive' })
    .max(1_000_000, { message: 'validation.too_large' })
    .nullable()
    .default(null),
});
export type TInvoiceArticle = z.output<typeof ZInvoiceArticle>;
export type TInvoiceArticleInput = z.input<typeof ZInvoiceArticle>;

export const ZInvoiceSurcharge = z.object({
  type: z.enum(INVOICE_SURCHARGE_TYPES),
  amount: ZAmount,
});

/** The commercial invoice a dutiable shipment travels with. */
export const ZInvoiceDetails = z.object({
  invoice_number: requiredText(50),
  invoice_date: ZIsoDate,
  currency: ZCurrencyCode,
  freight_charges: ZAmount.default(0),
  insurance: ZAmount.default(0),
  reason_for_export: z.enum(REASONS_FOR_EXPORT, { message: 'validation.required' }),
  declaration_statement: optionalText(1000),
  /** Incoterm such as DAP. */
  delivery_term: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.incoterm' })
    .transform((value) => value.toUpperCase())
    .nullable()
    .default(null),
  vat_no_sender: optionalText(30),
  vat_no_receiver: optionalText(30),
  vat_no_buyer: optionalText(30),
  surcharges: z
    .array(ZInvoiceSurcharge)
    .max(INVOICE_SURCHARGE_TYPES.length * 2)
    .default([]),
  articles: z
    .array(ZInvoiceArticle)
    .min(1, { message: 'validation.required' })
    .max(INVOICE_ARTICLES_MAX, { message: 'validation.too_many' }),
});
export type TInvoiceDetails = z.output<typeof ZInvoiceDetails>;
export type TInvoiceDetailsInput = z.input<typeof ZInvoiceDetails>;

export const ZGoodsInformation = z.object({
  content: optionalText(500),
  /** Value of the goods in major units of `currency`. */
  value: ZAmount.nullable().default(null),
  currency: ZCurrencyCode.default(DEFAULT_CURRENCY),
});
export type TGoodsInformation = z.output<typeof ZGoodsInformation>;

export const ZPaymentDetails = z.object({
  account_number: optionalText(50),
  account_type: z.enum(PAYMENT_ACCOUNT_TYPES).default('import'),
});
export type TPaymentDetails = z.output<typeof ZPaymentDetails>;

const ZAdditionalServiceCode = z.string().trim().min(1).max(50);

/** What a booking takes beyond the quote's places and goods; each has a default for older clients. */
const bookingFlowFields = {
  additional_services: z.array(ZAdditionalServiceCode).max(30).default([]),
  /** Text and tel answers keyed by additional-service code, e.g. the pre-notification phone. */
  additional_service_values: z.record(ZAdditionalServiceCode, z.string().trim().max(200, { message: 'validation.too_long' })).default({}),
  /** A fixed delivery date, not before pickup. */
  delivery_date: ZIsoDate.nullable().default(null),
  /** The window the goods are delivered in (SPEC §3 deliveryTimeEarliest/Latest), on the delivery place's clocks; both or neither. */
  delivery_time_earliest: ZClockTime.nullable().default(null),
  delivery_time_latest: ZClockTime.nullable().default(null),
  goods_information: ZGoodsInformation.prefault({}),
  payment_details: ZPaymentDetails.prefault({}),
  /** Required when the shipment is dutiable; the server answers 422 under `invoice.*` otherwise. */
  invoice: ZInvoiceDetails.nullable().default(null),
  /** Quantities of purchase order lines the shipment carries; each still open on its order. */
  purchase_lines: z.array(ZPurchaseLineQuantity).max(500).default([]),
  /**
   * "Remember my choice" (SPEC §3 Delivery terms freight_print_saved): the booked print types
   * become the booker's default. Ignored where the site locks them.
   */
  freight_print_saved: z.boolean().default(false),
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A delivery window is whole (both ends) and at least as long as a pickup window must be. */
function checkDeliveryDate(
  value: { pickup_date: string; delivery_date: string | null; delivery_time_earliest: string | null; delivery_time_latest: string | null },
  context: z.RefinementCtx,
): void {
  if (value.delivery_date && value.delivery_date < value.pickup_date) {
    context.addIssue({ code: 'custom', path: ['delivery_date'], message: 'validation.delivery_before_pickup' });
  }
  const { delivery_time_earliest: earliest, delivery_time_latest: latest } = value;
  if (earliest && !latest) context.addIssue({ code: 'custom', path: ['delivery_time_latest'], message: 'validation.required' });
  if (latest && !earliest) context.addIssue({ code: 'custom', path: ['delivery_time_earliest'], message: 'validation.required' });
  if (earliest && latest && minutesOf(latest) - minutesOf(earliest) < MIN_PICKUP_WINDOW_MINUTES) {
    context.addIssue({ code: 'custom', path: ['delivery_time_latest'], message: 'validation.delivery_window' });
  }
}

/** What `POST /api/bookings` takes: the booking request with the flow's fields, all defaulted for older clients. */
export const ZFlowBookingRequest = z
  .object({ ...bookingRequestShape, ...bookingFlowFields })
  .superRefine(checkPickupWindow)
  .superRefine(checkDeliveryDate)
  .superRefine(checkPrivateReceivers);
export type TFlowBookingRequest = z.output<typeof ZFlowBookingRequest>;
export type TFlowBookingRequestInput = z.input<typeof ZFlowBookingRequest>;

/**
 * What `POST /api/bookings/ad-hoc` takes (flow adHoc): no calculation, any carrier service of a
 * known carrier, no price and no agreement.
 */
export const ZAdHocBookingRequest = z
  .object({ ...bookingRequestShape, ...bookingFlowFields, calculation_id: z.null().optional() })
  .superRefine(checkPickupWindow)
  .superRefine(checkDeliveryDate)
  .superRefine(checkPrivateReceivers);
export type TAdHocBookingRequest = z.output<typeof ZAdHocBookingRequest>;
export type TAdHocBookingRequestInput = z.input<typeof ZAdHocBookingRequest>;

// ---- The flow form: every field optional so a half-filled form validates and saves as a draft.

/** A number field that may still be empty ('' as form inputs hold it); only a sanity cap here, like text's. */
const formNumber = z
  .union([
    z.number().min(-1e12, { message: 'validation.too_small' }).max(1e12, { message: 'validation.too_large' }),
    z.literal('').transform(() => null),
  ])
  .nullish();
/** Text as typed; only a sanity cap here, the step rules answer the real lengths as field errors. */
const formText = (max = 5_000) => z.string().max(max, { message: 'validation.too_long' }).nullish();

export const ZFlowAddress = z.object({
  name: formText(),
  section: formText(),
  company_model: z.enum(COMPANY_MODELS).nullish(),
  address: formText(),
  address2: formText(),
  zip: formText(),
  city: formText(),
  state: formText(),
  country: formText(),
  contact_person: formText(),
  phone: formText(),
  email: formText(),
});
export type TFlowAddress = z.output<typeof ZFlowAddress>;

export const ZFlowGoodsItem = z.object({
  package_type: z.enum(QUOTE_PACKAGE_TYPES).nullish(),
  units: formNumber,
  weight: formNumber,
  depth: formNumber,
  width: formNumber,
  height: formNumber,
  load_meters: formNumber,
  pallet_spaces: formNumber,
  volume: formNumber,
  container_size: z.enum(CONTAINER_SIZES).nullish(),
  stackable: z.boolean().nullish(),
  non_stackable: z.boolean().nullish(),
  dangerous_goods: z.boolean().nullish(),
  un_number: formText(),
  description: formText(),
  shipping_mark: formText(),
  /** A code of the goods-type dictionary. */
  goods_type: formText(),
});
export type TFlowGoodsItem = z.output<typeof ZFlowGoodsItem>;

export const ZFlowInvoiceArticle = z.object({
  article_number: formText(),
  description: formText(),
  hs_code: formText(),
  country_of_origin: formText(),
  quantity: formNumber,
  unit_price: formNumber,
  net_weight: formNumber,
});
export type TFlowInvoiceArticle = z.output<typeof ZFlowInvoiceArticle>;

export const ZFlowInvoice = z.object({
  invoice_number: formText(),
  invoice_date: formText(),
  currency: formText(),
  freight_charges: formNumber,
  insurance: formNumber,
  reason_for_export: z.enum(REASONS_FOR_EXPORT).nullish(),
  declaration_statement: formText(),
  delivery_term: formText(),
  vat_no_sender: formText(),
  vat_no_receiver: formText(),
  vat_no_buyer: formText(),
  surcharges: z
    .array(z.object({ type: z.enum(INVOICE_SURCHARGE_TYPES), amount: formNumber }))
    .max(INVOICE_SURCHARGE_TYPES.length * 2)
    .optional(),
  articles: z.array(ZFlowInvoiceArticle).max(INVOICE_ARTICLES_MAX).optional(),
});
export type TFlowInvoice = z.output<typeof ZFlowInvoice>;

export const ZModuleStates = z.partialRecord(z.enum(ADDITIONAL_SERVICE_MODULES), z.enum(MODULE_STATES));

/** Everything the flow form holds (SPEC §4); steps are validated from it and drafts store it. */
export const ZBookingFlowValues = z.object({
  flow_type: z.enum(FLOW_TYPES).nullish(),
  modules: ZModuleStates.nullish(),
  transport_mode: z.enum(TRANSPORT_MODES).nullish(),
  /** A stored price calculation's id; checked to be one of this organization's. */
  calculation_id: z.string().max(64).nullish(),
  carrier_service_id: ZId.nullish(),
  consignor: ZFlowAddress.nullish(),
  consignee: ZFlowAddress.nullish(),
  pickup: ZFlowAddress.nullish(),
  delivery: ZFlowAddress.nullish(),
  pickup_date: formText(),
  pickup_time_earliest: formText(),
  pickup_time_latest: formText(),
  delivery_date: formText(),
  delivery_time_earliest: formText(),
  delivery_time_latest: formText(),
  goods: z.array(ZFlowGoodsItem).max(100).optional(),
  references: z
    .object({
      consignor_reference: formText(),
      consignee_reference: formText(),
      purchase_order_number: formText(),
      sales_order_number: formText(),
      project_number: formText(),
    })
    .partial()
    .nullish(),
  terms: z.object({ type: formText(), location: formText() }).nullish(),
  payer: z.enum(BOOKING_PAYERS).nullish(),
  pickup_instructions: formText(),
  delivery_instructions: formText(),
  comments: formText(20_000),
  freight_print_types: z.array(z.enum(FREIGHT_PRINT_TYPES)).max(FREIGHT_PRINT_TYPES.length).optional(),
  freight_print_saved: z.boolean().nullish(),
  label_format: z.enum(LABEL_FORMATS).nullish(),
  additional_services: z.array(ZAdditionalServiceCode).max(30).optional(),
  additional_service_values: z.record(ZAdditionalServiceCode, z.string().max(1000)).optional(),
  goods_information: z.object({ content: formText(), value: formNumber, currency: formText() }).nullish(),
  payment_details: z.object({ account_number: formText(), account_type: z.enum(PAYMENT_ACCOUNT_TYPES).nullish() }).nullish(),
  invoice: ZFlowInvoice.nullish(),
});
export type TBookingFlowValues = z.output<typeof ZBookingFlowValues>;
export type TBookingFlowValuesInput = z.input<typeof ZBookingFlowValues>;

// ---- Step validation (SPEC §5)

export const ZStepValidationParams = z.object({ step: z.enum(STEP_VALIDATION_ENDPOINTS) });

export const ZStepValidationRequest = z.object({
  flow_type: z.enum(FLOW_TYPES),
  values: ZBookingFlowValues,
});
export type TStepValidationRequest = z.output<typeof ZStepValidationRequest>;
export type TStepValidationRequestInput = z.input<typeof ZStepValidationRequest>;

export const ZStepValidation = z.object({
  step: z.enum(STEP_VALIDATION_ENDPOINTS),
  valid: z.boolean(),
  /** Dotted value paths (`consignor.zip`, `goods.0.weight`) → translated messages; the first is shown. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type TStepValidation = z.infer<typeof ZStepValidation>;
export const ZStepValidationResponse = dataResponse(ZStepValidation);
export type TStepValidationResponse = z.infer<typeof ZStepValidationResponse>;

// ---- Dutiable (SPEC §4 dutiable modals)

export const ZDutiableRequest = z.object({ values: ZBookingFlowValues });
export type TDutiableRequestInput = z.input<typeof ZDutiableRequest>;

export const ZDutiableService = z.object({
  carrier_service_id: z.number().int(),
  carrier: z.object({ id: z.number().int(), name: z.string() }),
  service: z.object({ id: z.number().int(), name: z.string() }),
});
export type TDutiableService = z.infer<typeof ZDutiableService>;

export const ZDutiable = z.object({
  /** Pickup and delivery lie in different customs territories. */
  dutiable: z.boolean(),
  /**
   * The carrier services the organization has a booking agreement for that offer customs
   * clearance; empty when the goods are not dutiable.
   */
  services: z.array(ZDutiableService),
});
export type TDutiable = z.infer<typeof ZDutiable>;
export const ZDutiableResponse = dataResponse(ZDutiable);
export type TDutiableResponse = z.infer<typeof ZDutiableResponse>;

// ---- Additional services of a carrier service

export const ZAdditionalServicesQuery = z.object({ carrier_service_id: ZFormId });

export interface TAdditionalService {
  id: number;
  code: string;
  type: (typeof ADDITIONAL_SERVICE_TYPES)[number];
  module: (typeof ADDITIONAL_SERVICE_MODULES)[number] | null;
  module_state: (typeof MODULE_STATES)[number] | null;
  /** A radio group's options. */
  children: TAdditionalService[];
}
export const ZAdditionalService: z.ZodType<TAdditionalService> = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(ADDITIONAL_SERVICE_TYPES),
    module: z.enum(ADDITIONAL_SERVICE_MODULES).nullable(),
    module_state: z.enum(MODULE_STATES).nullable(),
    get children() {
      return z.array(ZAdditionalService);
    },
    // A schema that contains itself is a named component of the OpenAPI document.
  })
  .meta({ id: 'AdditionalService' });
export const ZAdditionalServicesResponse = z.object({ data: z.array(ZAdditionalService) });
export type TAdditionalServicesResponse = z.infer<typeof ZAdditionalServicesResponse>;

// ---- Server drafts

export const ZFlowStepState = z.object({ valid: z.boolean(), errors: z.record(z.string(), z.array(z.string())) });

export const ZFlowDraftBody = z.object({
  kind: z.enum(FLOW_KINDS),
  flow_type: z.enum(FLOW_TYPES),
  current_step: z.number().int().min(0).max(20).default(0),
  values: ZBookingFlowValues,
  /** Each step's last validation keyed by step name. */
  steps: z.record(z.string().max(50), ZFlowStepState).default({}),
});
export type TFlowDraftBody = z.output<typeof ZFlowDraftBody>;
export type TFlowDraftBodyInput = z.input<typeof ZFlowDraftBody>;

export const ZFlowDraftSummary = z.object({
  id: z.uuid(),
  kind: z.enum(FLOW_KINDS),
  flow_type: z.enum(FLOW_TYPES),
  current_step: z.number().int(),
  /** "Göteborg → Oslo": where the draft's goods go, as far as filled in. */
  title: z.string(),
  updated_at: z.string(),
});
export type TFlowDraftSummary = z.infer<typeof ZFlowDraftSummary>;

export const ZFlowDraft = ZFlowDraftSummary.extend({
  values: ZBookingFlowValues,
  steps: z.record(z.string(), ZFlowStepState),
  created_at: z.string(),
});
export type TFlowDraft = z.infer<typeof ZFlowDraft>;

export const ZFlowDraftListQuery = z.object({ kind: z.enum(FLOW_KINDS).optional() });
export const ZFlowDraftParams = z.object({ id: z.uuid() });
export const ZFlowDraftResponse = dataResponse(ZFlowDraft);
export const ZFlowDraftListResponse = z.object({ data: z.array(ZFlowDraftSummary) });
export type TFlowDraftListResponse = z.infer<typeof ZFlowDraftListResponse>;

// ---- Invoice articles import

/** An article as the server answers it: already checked, codes upper-cased and HS codes digits only. */
export const ZInvoiceArticleData = z.object({
  article_number: z.string().nullable(),
  description: z.string(),
  hs_code: z.string(),
  country_of_origin: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  net_weight: z.number().nullable(),
});
export const ZInvoiceArticlesImportResponse = z.object({ data: z.array(ZInvoiceArticleData) });
export type TInvoiceArticlesImportResponse = z.infer<typeof ZInvoiceArticlesImportResponse>;

// ---- Book again (flow short)

/**
 * A booked shipment's parties, goods and terms as the start of a new booking with the same carrier
 * service: the short flow for a quoted booking, the ad-hoc flow for an ad-hoc one. The pickup day
 * and the commercial invoice's number and date are the new booking's own.
 */
export const ZBookAgain = z.object({
  booking_number: z.string(),
  carrier_service_id: z.number().int(),
  carrier_name: z.string(),
  service_name: z.string(),
  flow_type: z.enum(['short', 'adHoc']),
  values: ZBookingFlowValues,
});
export type TBookAgain = z.infer<typeof ZBookAgain>;
export const ZBookAgainResponse = z.object({ data: ZBookAgain });
export type TBookAgainResponse = z.infer<typeof ZBookAgainResponse>;
