import { z } from 'zod';
import { TRANSPORT_MODES } from '../constants';
import { listResponse } from '../common/list';
import { ZDeliveryPrediction } from './delivery-prediction';

/** Normalized shipment statuses; carriers' own codes map onto these (status dictionary). */
export const CONSIGNMENT_STATUSES = [
  'NOT_CONFIRMED',
  'CONFIRMED',
  'BOOKED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'EXCEPTION',
  'CANCELLED',
  'RETURNED',
] as const;
export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];

export const CONSIGNMENT_DIRECTIONS = ['inbound', 'outbound'] as const;
export type ConsignmentDirection = (typeof CONSIGNMENT_DIRECTIONS)[number];

export const CONSIGNMENT_SOURCES = ['booking', 'import', 'api'] as const;

const ZParty = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  countrycode: z.string().nullable(),
});

/** A row of the shipments list. */
export const ZConsignmentListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  shipment_number: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
  direction: z.enum(CONSIGNMENT_DIRECTIONS),
  carrier_id: z.number().int().nullable(),
  carrier_name: z.string().nullable(),
  carrier_service_name: z.string().nullable(),
  transport_mode: z.enum(TRANSPORT_MODES).nullable(),
  status: z.enum(CONSIGNMENT_STATUSES),
  status_raw: z.string().nullable(),
  consignor: ZParty,
  consignee: ZParty,
  total_weight: z.number().nullable(),
  packages: z.number().int().nullable(),
  waybill_number: z.string().nullable(),
  booked_at: z.string().nullable(),
  pickup_at: z.string().nullable(),
  eta_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  /** Null when the shipment is not under way or its organization has too few deliveries to learn from. */
  predicted_delivery: ZDeliveryPrediction.nullable(),
  has_open_exception: z.boolean(),
  /** Changed since the user last opened it. */
  not_seen: z.boolean(),
  updated_at: z.string(),
});
export type TConsignmentListItem = z.infer<typeof ZConsignmentListItem>;

export const ZListConsignmentsResponse = listResponse(ZConsignmentListItem);
export type TListConsignmentsResponse = z.infer<typeof ZListConsignmentsResponse>;

export const ZConsignmentStatistics = z.object({
  data: z.object({
    total: z.number().int(),
    exceptions: z.number().int(),
    by_status: z.partialRecord(z.enum(CONSIGNMENT_STATUSES), z.number().int()),
  }),
});
export type TConsignmentStatistics = z.infer<typeof ZConsignmentStatistics>;
