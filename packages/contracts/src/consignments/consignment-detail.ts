import { z } from 'zod';
import { ZConsignmentListItem, CONSIGNMENT_STATUSES } from './consignment';
import { ZComment, ZDocument, ZException, ZReminder, ZShareLink } from './consignment-activity';
import { COMPANY_MODELS } from '../address-book/address-book-company';

const ZAddress = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** A booked place's department or dock, and whether it is a private person; absent on imported shipments. */
  section: z.string().nullish(),
  company_model: z.enum(COMPANY_MODELS).nullish(),
});

export const ZConsignmentItem = z.object({
  id: z.number().int(),
  goods_type: z.string().nullable(),
  package_type: z.string().nullable(),
  description: z.string().nullable(),
  shipping_mark: z.string().nullable(),
  units: z.number().int(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  volume: z.number().nullable(),
  load_meters: z.number().nullable(),
  pallet_spaces: z.number().nullable(),
  stackable: z.boolean(),
  dangerous_goods: z.boolean(),
  container_size: z.string().nullable(),
});

export const ZConsignmentEvent = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  status_code: z.string().nullable(),
  status: z.enum(CONSIGNMENT_STATUSES).nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  countrycode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.string(),
});
export type TConsignmentEvent = z.infer<typeof ZConsignmentEvent>;

/** One shipment with its goods, addresses, references, terms and tracking history. */
export const ZConsignmentDetail = ZConsignmentListItem.extend({
  organization_id: z.number().int(),
  carrier_service_id: z.number().int().nullable(),
  total_volume: z.number().nullable(),
  load_meters: z.number().nullable(),
  pallet_spaces: z.number().nullable(),
  /** The end of a booked pickup window, pickup_at its start; null when none was booked. */
  pickup_until: z.string().nullable(),
  /** The end of a booked delivery window, eta_at its start; null when none was booked. */
  eta_until: z.string().nullable(),
  pickup_address: ZAddress.nullable(),
  delivery_address: ZAddress.nullable(),
  references: z.object({
    consignor_reference: z.string().nullable(),
    consignee_reference: z.string().nullable(),
    purchase_order_number: z.string().nullable(),
    sales_order_number: z.string().nullable(),
    project_number: z.string().nullable(),
  }),
  price: z.object({ amount: z.number().int().nullable(), currency: z.string().nullable() }),
  terms: z.object({ type: z.string().nullable(), location: z.string().nullable() }),
  container_number: z.string().nullable(),
  timeline: z.record(z.string(), z.string().nullable()).nullable(),
  source: z.string(),
  created_at: z.string(),
  items: z.array(ZConsignmentItem),
  events: z.array(ZConsignmentEvent),
  comments: z.array(ZComment),
  reminders: z.array(ZReminder),
  exceptions: z.array(ZException),
  documents: z.array(ZDocument),
  share_links: z.array(ZShareLink),
  snoozed_until: z.string().nullable(),
  bookmarked: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TConsignmentDetail = z.infer<typeof ZConsignmentDetail>;

export const ZConsignmentDetailResponse = z.object({ data: ZConsignmentDetail });
export const ZConsignmentUuidParams = z.object({ uuid: z.uuid() });
