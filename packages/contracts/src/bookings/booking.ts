import { z } from 'zod';
import { requiredText, optionalText } from '../common/text';
import { ZTypedPhone } from '../address-book/address-book-contact';
import { ADDRESS_SECTION_MAX, COMPANY_MODELS } from '../address-book/address-book-company';
import { ZId } from '../common/numbers';
import { MIN_PICKUP_WINDOW_MINUTES } from '../constants';
import { ZDocument } from '../consignments/consignment-activity';
import { ZIsoDate, ZQuoteGoodsItem, checkContainerSizes } from '../quotes/price-calculation';

/**
 * A transport booking (SPEC §2 /transport/transport-booking, §3 Address, Goods item, Shipment
 * details, Delivery terms): the chosen quote of a stored price calculation with everything the
 * carrier needs to collect and deliver the goods.
 */

/** Freight documents printed with a booking and their keys in SPEC §9; all off by default. */
export const FREIGHT_PRINT_TYPES = ['labels', 'waybill', 'receipt_list', 'package_list'] as const;
export type FreightPrintType = (typeof FREIGHT_PRINT_TYPES)[number];
export const FREIGHT_PRINT_TYPE_KEYS: Record<FreightPrintType, number> = { labels: 1, waybill: 2, receipt_list: 4, package_list: 8 };

/** A site's stored print-type lock as the known types, or null when the site does not lock them. */
export function lockedPrintTypesOf(stored: readonly string[] | null): FreightPrintType[] | null {
  return stored === null ? null : FREIGHT_PRINT_TYPES.filter((type) => stored.includes(type));
}

/** Whether two sets of print types are the same, in any order. */
export const samePrintTypes = (a: readonly FreightPrintType[], b: readonly FreightPrintType[]) =>
  new Set(a).size === new Set(b).size && a.every((type) => b.includes(type));

/** Documents a booking prints: the chosen freight documents, and a commercial invoice for dutiable goods. */
export const BOOKING_DOCUMENT_KINDS = [...FREIGHT_PRINT_TYPES, 'commercial_invoice'] as const;
export type BookingDocumentKind = (typeof BOOKING_DOCUMENT_KINDS)[number];

/** Transport labels as one PNG a package (SPEC §9's default, what thermal printers and most carriers take) or one PDF. */
export const LABEL_FORMATS = ['PNG', 'PDF'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Who pays the freight (SPEC §3 Delivery terms payer, default sender). */
export const BOOKING_PAYERS = ['sender', 'receiver'] as const;
export type BookingPayer = (typeof BOOKING_PAYERS)[number];

export const HAND_OVER_STATUSES = ['pending', 'sent', 'failed'] as const;
export type HandOverStatus = (typeof HAND_OVER_STATUSES)[number];

/** How a booking reaches its carrier; `email` is built in, carrier APIs add their own kinds. */
export const CARRIER_CONNECTOR_KINDS = ['email'] as const;
export type CarrierConnectorKind = (typeof CARRIER_CONNECTOR_KINDS)[number];

/** HH:mm on the pickup place's clocks. */
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });

/** One party or place of a booking (SPEC §3 Address). */
export const ZBookingAddress = z.object({
  name: requiredText(200),
  /** Department, dock or floor, printed under the name. */
  section: optionalText(ADDRESS_SECTION_MAX),
  /** A private person (B2C) is told of the delivery by the carrier: a private receiver needs a phone or an e-mail. */
  company_model: z.enum(COMPANY_MODELS).default('business'),
  address: requiredText(200),
  address2: optionalText(200),
  zip: requiredText(20),
  city: requiredText(100),
  state: optionalText(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
    .transform((value) => value.toUpperCase()),
  contact_person: optionalText(200),
  /** As typed; the server checks it is a number of the address's country. */
  phone: ZTypedPhone.nullable()
    .optional()
    .transform((value) => value || null),
  email: z
    .email({ message: 'validation.email' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type TBookingAddress = z.output<typeof ZBookingAddress>;

/** A goods line as quoted, with what the carrier reads on the documents. */
export const ZBookingGoodsItem = ZQuoteGoodsItem.extend({
  description: requiredText(200),
  shipping_mark: optionalText(100),
  /** A code of the goods-type dictionary. */
  goods_type: optionalText(40),
});
export type TBookingGoodsItem = z.output<typeof ZBookingGoodsItem>;

export const ZBookingReferences = z.object({
  consignor_reference: optionalText(100),
  consignee_reference: optionalText(100),
  purchase_order_number: optionalText(100),
  sales_order_number: optionalText(100),
  project_number: optionalText(100),
});

/** Delivery terms (SPEC §3 Shipment details terms): an Incoterm such as DAP and its place. */
export const ZBookingTerms = z.object({
  type: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'validation.incoterm' })
    .transform((value) => value.toUpperCase()),
  location: optionalText(100),
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The fields of a booking request, shared with the booking flow's extended requests. */
export const bookingRequestShape = {
  calculation_id: z.uuid(),
  carrier_service_id: ZId,
  consignor: ZBookingAddress,
  consignee: ZBookingAddress,
  pickup: ZBookingAddress.nullable().optional(),
  delivery: ZBookingAddress.nullable().optional(),
  pickup_date: ZIsoDate,
  pickup_time_earliest: ZClockTime,
  pickup_time_latest: ZClockTime,
  goods: z.array(ZBookingGoodsItem).min(1, { message: 'validation.required' }).max(100).superRefine(checkContainerSizes),
  references: ZBookingReferences.prefault({}),
  terms: ZBookingTerms.nullable().optional(),
  payer: z.enum(BOOKING_PAYERS).default('sender'),
  pickup_instructions: optionalText(500),
  delivery_instructions: optionalText(500),
  freight_print_types: z.array(z.enum(FREIGHT_PRINT_TYPES)).max(FREIGHT_PRINT_TYPES.length).default([]),
  label_format: z.enum(LABEL_FORMATS).default('PNG'),
  comments: optionalText(2000),
};

/** The carrier sends a private receiver its delivery notice, by phone or e-mail. */
export function checkPrivateReceivers(
  value: { consignee: TBookingAddress; delivery?: TBookingAddress | null },
  context: z.RefinementCtx,
): void {
  for (const side of ['consignee', 'delivery'] as const) {
    const address = value[side];
    if (address?.company_model === 'private' && !address.phone && !address.email)
      context.addIssue({ code: 'custom', path: [side, 'phone'], message: 'validation.private_contact' });
  }
}

/** SPEC §5: the latest pickup is at least 15 minutes after the earliest. */
export function checkPickupWindow(value: { pickup_time_earliest: string; pickup_time_latest: string }, context: z.RefinementCtx): void {
  if (minutesOf(value.pickup_time_latest) - minutesOf(value.pickup_time_earliest) < MIN_PICKUP_WINDOW_MINUTES) {
    context.addIssue({
      code: 'custom',
      path: ['pickup_time_latest'],
      message: 'validation.pickup_window',
    });
  }
}

/**
 * What `POST /api/bookings` took before the booking flow's fields; `ZFlowBookingRequest` extends
 * it. Pickup and delivery default to the consignor's and the consignee's addresses. The price is
 * calculated again from these places and goods.
 */
export const ZBookingRequest = z.object(bookingRequestShape).superRefine(checkPickupWindow).superRefine(checkPrivateReceivers);
export type TBookingRequest = z.output<typeof ZBookingRequest>;
export type TBookingRequestInput = z.input<typeof ZBookingRequest>;

/** Where a booking stands with its carrier. */
export const ZHandOver = z.object({
  status: z.enum(HAND_OVER_STATUSES),
  connector: z.enum(CARRIER_CONNECTOR_KINDS),
  /** Where it goes: the carrier service's booking address for e-mail. */
  destination: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** When the next automatic try is due; null once sent or given up. */
  next_attempt_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type THandOver = z.infer<typeof ZHandOver>;

export const ZBooking = z.object({
  /** The shipment the booking created; its detail page lists the documents. */
  uuid: z.uuid(),
  shipment_number: z.string(),
  booking_number: z.string(),
  status: z.string(),
  carrier: z.object({ id: z.number().int(), name: z.string() }),
  service: z.object({ id: z.number().int(), name: z.string() }),
  /** What the customer pays, markup included, in minor units; none for an ad-hoc booking, billed outside the portal. */
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  /** The pickup window, from pickup_at until pickup_until, chosen on the pickup place's clocks. */
  pickup_at: z.string(),
  pickup_until: z.string(),
  /** The IANA zones of the pickup and delivery places' clocks the window and delivery day are on. */
  pickup_time_zone: z.string(),
  delivery_time_zone: z.string(),
  eta_at: z.string().nullable(),
  /** The end of a booked delivery window on the delivery day, eta_at its start; null without a window. */
  eta_until: z.string().nullable(),
  /** The transport labels' SSCCs, one per package. */
  sscc: z.array(z.string()),
  documents: z.array(ZDocument),
  hand_over: ZHandOver,
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingResponse = z.object({ data: ZBooking });
export const ZHandOverResponse = z.object({ data: ZHandOver });
export const ZBookingParams = z.object({ uuid: z.uuid() });
