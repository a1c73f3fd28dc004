import type { TPurchaseOrderBodyInput, TPurchaseOrderDetail } from '@freight/contracts';
import { lineAmount } from '@freight/domain';

/** A line as the form holds it: choices as text, numbers as the inputs give them ('' while empty). */
export interface OrderLineValues {
  /** A kept line keeps its id, so the shipments carrying it stay linked. */
  id: number | null;
  article_id: string;
  quantity: number | '';
  unit_price: number | '';
  discount_percent: number | '';
  commission: string;
  shipment_date: string;
  delivery: number | '';
}

export interface OrderFormValues {
  order_number: string;
  supplier_id: string;
  site_id: string;
  reseller_id: string;
  /** Empty: the person who creates the order. */
  buyer_user_id: string;
  currency: string;
  incoterm: string;
  incoterm_place: string;
  cargo_ready_requested: string;
  cargo_ready_confirmed: string;
  must_arrive_by: string;
  notes: string;
  lines: OrderLineValues[];
}

/** The header fields a refused save may name, beside the lines' `lines.<n>.<field>`. */
export const ORDER_HEADER_FIELDS = [
  'order_number',
  'supplier_id',
  'site_id',
  'reseller_id',
  'buyer_user_id',
  'currency',
  'incoterm',
  'incoterm_place',
  'cargo_ready_requested',
  'cargo_ready_confirmed',
  'must_arrive_by',
  'notes',
] as const;
export const ORDER_LINE_FIELDS = [
  'article_id',
  'quantity',
  'unit_price',
  'discount_percent',
  'commission',
  'shipment_date',
  'delivery',
] as const;

export const newOrderLine = (delivery = 1): OrderLineValues => ({
  id: null,
  article_id: '',
  quantity: '',
  unit_price: '',
  discount_percent: 0,
  commission: '',
  shipment_date: '',
  delivery,
});

export function newOrderForm(siteId: number | null): OrderFormValues {
  return {
    order_number: '',
    supplier_id: '',
    site_id: siteId === null ? '' : String(siteId),
    reseller_id: '',
    buyer_user_id: '',
    currency: 'EUR',
    incoterm: '',
    incoterm_place: '',
    cargo_ready_requested: '',
    cargo_ready_confirmed: '',
    must_arrive_by: '',
    notes: '',
    lines: [newOrderLine()],
  };
}

export function orderFormOf(order: TPurchaseOrderDetail): OrderFormValues {
  return {
    order_number: order.order_number,
    supplier_id: String(order.supplier.id),
    site_id: String(order.site.id),
    reseller_id: order.reseller ? String(order.reseller.id) : '',
    buyer_user_id: order.buyer ? String(order.buyer.id) : '',
    currency: order.currency,
    incoterm: order.incoterm ?? '',
    incoterm_place: order.incoterm_place ?? '',
    cargo_ready_requested: order.cargo_ready_requested ?? '',
    cargo_ready_confirmed: order.cargo_ready_confirmed ?? '',
    must_arrive_by: order.must_arrive_by ?? '',
    notes: order.notes ?? '',
    lines: order.lines.map((line) => ({
      id: line.id,
      article_id: String(line.article.id),
      quantity: line.quantity,
      unit_price: line.unit_price,
      discount_percent: line.discount_percent,
      commission: line.commission ?? '',
      shipment_date: line.shipment_date ?? '',
      delivery: line.delivery,
    })),
  };
}

/** An id chosen, or nothing for the contract to name as missing. */
const idOf = (text: string) => (text === '' ? undefined : Number(text));
const numberOf = (value: number | '') => (value === '' ? undefined : value);
const textOf = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form as the request body; what is missing stays missing, so the contract names it under its field. */
export function toOrderBody(values: OrderFormValues): TPurchaseOrderBodyInput {
  return {
    order_number: values.order_number,
    supplier_id: idOf(values.supplier_id),
    site_id: idOf(values.site_id),
    buyer_user_id: idOf(values.buyer_user_id) ?? null,
    reseller_id: idOf(values.reseller_id) ?? null,
    currency: values.currency,
    incoterm: textOf(values.incoterm),
    incoterm_place: textOf(values.incoterm_place),
    cargo_ready_requested: textOf(values.cargo_ready_requested),
    cargo_ready_confirmed: textOf(values.cargo_ready_confirmed),
    must_arrive_by: textOf(values.must_arrive_by),
    notes: textOf(values.notes),
    lines: values.lines.map((line) => ({
      ...(line.id === null ? {} : { id: line.id }),
      article_id: idOf(line.article_id),
      quantity: numberOf(line.quantity),
      unit_price: numberOf(line.unit_price),
      discount_percent: numberOf(line.discount_percent) ?? 0,
      commission: textOf(line.commission),
      shipment_date: textOf(line.shipment_date),
      delivery: numberOf(line.delivery) ?? 1,
    })),
  } as TPurchaseOrderBodyInput;
}

/** A line's amount in minor units as the server will store it, once its numbers are there. */
export function lineAmountOf(line: Pick<OrderLineValues, 'quantity' | 'unit_price' | 'discount_percent'>, currency: string): number | null {
  if (line.quantity === '' || line.unit_price === '') return null;
  return lineAmount({ quantity: line.quantity, unitPrice: line.unit_price, discountPercent: line.discount_percent || 0 }, currency);
}
