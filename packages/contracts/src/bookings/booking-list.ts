import { z } from 'zod';
import { listResponse } from '../common/list';
import { HAND_OVER_STATUSES } from './booking';

/**
 * The bookings list (SPEC §2 /transport/bookings): `GET /api/bookings` with the shared list
 * query, scoped to the sites acted as like the shipments list.
 */

const ZParty = z.object({ name: z.string().nullable(), city: z.string().nullable(), country: z.string().nullable() });

export const ZBookingListRow = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  /** The shipment the booking created: `/transport/shipments/<uuid>`. */
  uuid: z.uuid(),
  shipment_number: z.string(),
  carrier_name: z.string().nullable(),
  service_name: z.string().nullable(),
  pickup_date: z.string().nullable(),
  pickup_time_earliest: z.string().nullable(),
  pickup_time_latest: z.string().nullable(),
  consignor: ZParty,
  consignee: ZParty,
  /** What the customer pays, in minor units of `price_currency`. */
  price_amount: z.number().int().nullable(),
  price_currency: z.string().nullable(),
  hand_over_status: z.enum(HAND_OVER_STATUSES).nullable(),
  booked_by_name: z.string().nullable(),
  site_name: z.string(),
  created_at: z.string(),
});
export type TBookingListRow = z.infer<typeof ZBookingListRow>;

export const ZListBookingsResponse = listResponse(ZBookingListRow);
export type TListBookingsResponse = z.infer<typeof ZListBookingsResponse>;

/** Sort keys of the bookings list. */
export const BOOKING_LIST_SORT_KEYS = [
  'booking_number',
  'uuid',
  'shipment_number',
  'carrier_name',
  'service_name',
  'pickup_date',
  'pickup_time_earliest',
  'consignor',
  'consignee',
  'price_amount',
  'hand_over_status',
  'booked_by_name',
  'created_at',
] as const;
