import { z } from 'zod';
import { ZId, ZInt } from '../common/numbers';
import { TRANSPORT_MODES } from '../constants';
import { CONSIGNMENT_DIRECTIONS } from './consignment';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));
const moment = z.iso.datetime({ offset: true, message: 'validation.date' }).nullable();
const amount = z.number().min(0).max(1_000_000_000).nullable();

export const ZAddressInput = z.object({
  name: text(200),
  address: text(200),
  address2: text(200),
  zip: text(20),
  city: text(100),
  state: text(100),
  country: text(2).transform((value) => value?.toUpperCase() ?? null),
  contact_person: text(200),
  phone: z
    .string()
    .trim()
    .regex(/^(\+\d{1,13})?$/, { message: 'validation.phone' })
    .nullable()
    .transform((value) => (value === '' ? null : value)),
  email: z
    .union([z.email({ message: 'validation.email' }), z.literal('')])
    .nullable()
    .transform((value) => (value === '' ? null : value)),
});
export type TAddressInput = z.input<typeof ZAddressInput>;

const countryCode = text(2).transform((value) => value?.toUpperCase() ?? null);

/**
 * A change to a shipment from one of its edit dialogs: only the fields sent change. Each dialog
 * (carrier, addresses, references, price terms, owner, ETA, timeline, waybill, cargo) sends its own.
 */
export const ZUpdateConsignmentBody = z
  .object({
    direction: z.enum(CONSIGNMENT_DIRECTIONS).optional(),
    carrier_id: ZId.nullable().optional(),
    carrier_service_id: ZId.nullable().optional(),
    transport_mode: z.enum(TRANSPORT_MODES).nullable().optional(),
    consignor_name: text(200).optional(),
    consignor_address: text(200).optional(),
    consignor_zip: text(20).optional(),
    consignor_city: text(100).optional(),
    consignor_countrycode: countryCode.optional(),
    consignee_name: text(200).optional(),
    consignee_address: text(200).optional(),
    consignee_zip: text(20).optional(),
    consignee_city: text(100).optional(),
    consignee_countrycode: countryCode.optional(),
    pickup_address: ZAddressInput.nullable().optional(),
    delivery_address: ZAddressInput.nullable().optional(),
    consignor_reference: text(100).optional(),
    consignee_reference: text(100).optional(),
    purchase_order_number: text(100).optional(),
    sales_order_number: text(100).optional(),
    project_number: text(100).optional(),
    /** Minor units of `price_currency`, as a manual price answer allows. */
    price_amount: z.number().int().min(0).max(100_000_000_00).nullable().optional(),
    price_currency: z.string().trim().length(3).toUpperCase().nullable().optional(),
    terms_type: text(10).optional(),
    terms_location: text(100).optional(),
    owner_user_id: ZId.nullable().optional(),
    booked_at: moment.optional(),
    pickup_at: moment.optional(),
    eta_at: moment.optional(),
    delivered_at: moment.optional(),
    timeline: z
      .record(z.string().max(50), z.iso.datetime({ offset: true }).nullable())
      .nullable()
      .optional(),
    waybill_number: text(100).optional(),
    container_number: text(20).optional(),
    total_weight: amount.optional(),
    total_volume: amount.optional(),
    load_meters: amount.optional(),
    pallet_spaces: amount.optional(),
    packages: ZInt.min(0).nullable().optional(),
  })
  .strict();
export type TUpdateConsignmentBody = z.input<typeof ZUpdateConsignmentBody>;

export const ZGoodsItemInput = z.object({
  goods_type: text(100),
  package_type: text(100),
  description: text(500),
  shipping_mark: text(200),
  units: z.number().int().min(1).max(100_000).default(1),
  weight: amount,
  length: amount,
  width: amount,
  height: amount,
  volume: amount,
  load_meters: amount,
  pallet_spaces: amount,
  stackable: z.boolean().default(true),
  dangerous_goods: z.boolean().default(false),
  container_size: text(20),
});
export const ZReplaceItemsBody = z.object({ items: z.array(ZGoodsItemInput).max(500) });
