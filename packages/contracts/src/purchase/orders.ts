import { z } from 'zod';
import { listResponse } from '../common/list';
import { ZFormId, ZId } from '../common/numbers';
import { optionalText, requiredText } from '../common/text';
import { ZIsoDate } from '../quotes/price-calculation';
import { INCOTERMS } from '../common/incoterms';
import { ZArticlePhoto } from './articles';
import { PURCHASE_CURRENCY_CODES } from './currencies';

/**
 * A purchase order's life: a buyer drafts it, sends it to the supplier, the supplier confirms
 * it; from then on its shipments move it through partly shipped, shipped and received, until the
 * buyer closes it. It can be cancelled before anything of it is shipped.
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'partly_shipped',
  'shipped',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** The statuses a buyer sets; the others follow from the order's shipments. */
export const PURCHASE_ORDER_SET_STATUSES = ['draft', 'sent', 'confirmed', 'closed', 'cancelled'] as const;
export type PurchaseOrderSetStatus = (typeof PURCHASE_ORDER_SET_STATUSES)[number];

const ZOptionalDate = ZIsoDate.nullable().default(null);

/** Quantities of a line or an order on their way from order to receipt; none exceeds `ordered`. */
export const ZPurchaseLedger = z.object({
  ordered: z.number().int(),
  booked: z.number().int(),
  shipped: z.number().int(),
  received: z.number().int(),
  /** Ordered but not yet booked on any shipment. */
  open: z.number().int(),
});
export type TPurchaseLedger = z.infer<typeof ZPurchaseLedger>;

export const ZPurchaseOrderLineBody = z.object({
  /** An existing line keeps its id, so the shipments that carry it stay linked. */
  id: ZId.optional(),
  article_id: ZId,
  quantity: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.positive' })
    .max(10_000_000, { message: 'validation.too_large' }),
  /** In the order's currency, up to four decimals. */
  unit_price: z
    .number({ message: 'validation.number' })
    .min(0, { message: 'validation.not_negative' })
    .max(100_000_000, { message: 'validation.too_large' })
    .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, {
      message: 'validation.decimals_4',
    }),
  discount_percent: z
    .number({ message: 'validation.number' })
    .min(0, { message: 'validation.not_negative' })
    .max(100, { message: 'validation.too_large' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: 'validation.decimals_2' })
    .default(0),
  commission: optionalText(60),
  shipment_date: ZOptionalDate,
  delivery: z.number().int().min(1).max(999).default(1),
});
export type TPurchaseOrderLineBody = z.infer<typeof ZPurchaseOrderLineBody>;

export const ZPurchaseOrderBody = z.object({
  order_number: requiredText(40),
  supplier_id: ZId,
  site_id: ZId,
  buyer_user_id: ZId.nullable().default(null),
  reseller_id: ZId.nullable().default(null),
  currency: z.enum(PURCHASE_CURRENCY_CODES, { message: 'validation.invalid' }),
  incoterm: z.enum(INCOTERMS, { message: 'validation.incoterm' }).nullable().default(null),
  incoterm_place: optionalText(100),
  cargo_ready_requested: ZOptionalDate,
  cargo_ready_confirmed: ZOptionalDate,
  must_arrive_by: ZOptionalDate,
  notes: optionalText(2000),
  lines: z.array(ZPurchaseOrderLineBody).min(1, { message: 'validation.purchase_lines_required' }).max(500),
});
export type TPurchaseOrderBody = z.infer<typeof ZPurchaseOrderBody>;
export type TPurchaseOrderBodyInput = z.input<typeof ZPurchaseOrderBody>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZPurchaseOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  version: z.number().int(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier: ZNamed,
  site: ZNamed,
  buyer: ZNamed.nullable(),
  reseller: ZNamed.nullable(),
  currency: z.string(),
  incoterm: z.string().nullable(),
  incoterm_place: z.string().nullable(),
  cargo_ready_requested: z.string().nullable(),
  cargo_ready_confirmed: z.string().nullable(),
  must_arrive_by: z.string().nullable(),
  /** The order this one was split off from. */
  parent_order: z.object({ id: z.number().int(), order_number: z.string() }).nullable(),
  notes: z.string().nullable(),
  /** Sum of the line amounts, in minor units of the currency. */
  total_amount: z.number().int(),
  ledger: ZPurchaseLedger,
  /** A line still open after its cargo-ready date, or not received by the must-arrive-by date. */
  late: z.boolean(),
  lines_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;

export const ZPurchaseOrderLine = z.object({
  id: z.number().int(),
  line_number: z.number().int(),
  delivery: z.number().int(),
  article: z.object({
    id: z.number().int(),
    article_number: z.string(),
    article_name: z.string(),
    primary_color: z.string().nullable(),
    hs_code: z.string().nullable(),
    origin_country: z.string().nullable(),
    /** Per unit packed, for the goods of a booking; net per unit for its commercial invoice. */
    gross_weight_kg: z.number().nullable(),
    net_weight_kg: z.number().nullable(),
    length_cm: z.number().nullable(),
    width_cm: z.number().nullable(),
    height_cm: z.number().nullable(),
    /** The article's primary photo. */
    photo: ZArticlePhoto.nullable(),
  }),
  quantity: z.number().int(),
  unit_price: z.number(),
  discount_percent: z.number(),
  /** Quantity × unit price less the discount, in minor units of the order's currency. */
  line_amount: z.number().int(),
  commission: z.string().nullable(),
  shipment_date: z.string().nullable(),
  /** The line this one was split off from. */
  split_from_line_id: z.number().int().nullable(),
  ledger: ZPurchaseLedger,
});
export type TPurchaseOrderLine = z.infer<typeof ZPurchaseOrderLine>;

/** A shipment carrying lines of the order, and how many of each. */
export const ZPurchaseOrderShipment = z.object({
  uuid: z.string(),
  shipment_number: z.string(),
  booking_number: z.string().nullable(),
  status: z.string(),
  carrier_name: z.string().nullable(),
  eta_at: z.string().nullable(),
  pickup_at: z.string().nullable(),
  /** Where the shipment collects: "Maia, PT". */
  pickup_place: z.string().nullable(),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
});
export type TPurchaseOrderShipment = z.infer<typeof ZPurchaseOrderShipment>;

/** What one change to a confirmed order altered. */
export const ZPurchaseOrderChange = z.object({
  kind: z.enum(['header', 'line_added', 'line_removed', 'line_changed']),
  field: z.string().nullable(),
  line_number: z.number().int().nullable(),
  article_number: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TPurchaseOrderChange = z.infer<typeof ZPurchaseOrderChange>;

export const ZPurchaseOrderVersion = z.object({
  version: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  changes: z.array(ZPurchaseOrderChange),
});
export type TPurchaseOrderVersion = z.infer<typeof ZPurchaseOrderVersion>;

export const ZPurchaseOrderDetail = ZPurchaseOrder.extend({
  currency_symbol: z.string(),
  currency_alignment: z.number().int(),
  supplier_pickup_address: z
    .object({
      name: z.string(),
      address: z.string(),
      address2: z.string().nullable(),
      zip: z.string(),
      city: z.string(),
      country: z.string(),
      /** Whom the carrier asks about the pickup: the supplier's first manager, else the supplier itself. */
      contact_person: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  /** Where the order's goods go: its site, with the buyer as the one to ask for. */
  delivery_address: z.object({
    name: z.string(),
    address: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
    contact_person: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  lines: z.array(ZPurchaseOrderLine),
  shipments: z.array(ZPurchaseOrderShipment),
  versions: z.array(ZPurchaseOrderVersion),
  split_orders: z.array(z.object({ id: z.number().int(), order_number: z.string() })),
});
export type TPurchaseOrderDetail = z.infer<typeof ZPurchaseOrderDetail>;

export const ZListPurchaseOrdersResponse = listResponse(ZPurchaseOrder);
export type TListPurchaseOrdersResponse = z.infer<typeof ZListPurchaseOrdersResponse>;

export const ZPurchaseOrderStatusBody = z.object({ status: z.enum(PURCHASE_ORDER_SET_STATUSES) });

/** A quantity of one order line: what a split moves, a shipment carries or a booking takes. */
export const ZPurchaseLineQuantity = z.object({
  line_id: ZId,
  quantity: z.number().int({ message: 'validation.integer' }).min(1, { message: 'validation.positive' }).max(10_000_000),
});

/** Moves quantities of lines into another delivery of the order, or into a new order. */
export const ZPurchaseSplitBody = z.object({
  order_id: ZId,
  into: z.enum(['delivery', 'order']),
  /** For a new order, its number; the original's number with a suffix when left out. */
  order_number: optionalText(40),
  lines: z.array(ZPurchaseLineQuantity).min(1, { message: 'validation.purchase_lines_required' }).max(500),
});
export type TPurchaseSplitBody = z.infer<typeof ZPurchaseSplitBody>;

/** Links quantities of order lines to a shipment that carries them. */
export const ZPurchaseLinkBody = z.object({
  consignment_uuid: z.uuid({ message: 'validation.invalid' }),
  lines: z.array(ZPurchaseLineQuantity).min(1, { message: 'validation.purchase_lines_required' }).max(500),
});
export type TPurchaseLinkBody = z.infer<typeof ZPurchaseLinkBody>;

export type TPurchaseLineQuantity = z.infer<typeof ZPurchaseLineQuantity>;

/** An order line a shipment carries, as the shipment's page lists it. */
export const ZPurchaseShipmentLine = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  line_id: z.number().int(),
  line_number: z.number().int(),
  article_number: z.string(),
  article_name: z.string(),
  /** How many of the line this shipment carries. */
  quantity: z.number().int(),
  ordered: z.number().int(),
});
export type TPurchaseShipmentLine = z.infer<typeof ZPurchaseShipmentLine>;
export const ZPurchaseShipmentLinesResponse = z.object({ data: z.array(ZPurchaseShipmentLine) });
export type TPurchaseShipmentLinesResponse = z.infer<typeof ZPurchaseShipmentLinesResponse>;

export const ZPurchaseStats = z.object({
  open_value: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  open_orders: z.number().int(),
  late_lines: z.number().int(),
  suppliers: z.array(
    z.object({
      supplier_id: z.number().int(),
      name: z.string(),
      /** Lines shipped or due to be ready by now. */
      lines_due: z.number().int(),
      on_time: z.number().int(),
      /** Share of due lines shipped by their cargo-ready date, 0 to 1; null with no line due. */
      on_time_share: z.number().nullable(),
    }),
  ),
});
export type TPurchaseStats = z.infer<typeof ZPurchaseStats>;

/** Who may be named as the buyer of an order of one site. */
export const ZPurchaseBuyersQuery = z.object({ site_id: ZFormId });
export const ZPurchaseBuyersResponse = z.object({ data: z.array(ZNamed) });
export type TPurchaseBuyersResponse = z.infer<typeof ZPurchaseBuyersResponse>;
