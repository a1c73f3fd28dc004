import { z } from 'zod';
import type { ConsignmentStatus } from './consignment';

/** Shipments booked and not yet delivered, cancelled or returned: the ones a delivery is predicted for. */
export const UNDER_WAY_STATUSES: readonly ConsignmentStatus[] = [
  'CONFIRMED',
  'BOOKED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'EXCEPTION',
];

/** From the narrowest group of delivered shipments to the widest a prediction may fall back on. */
export const PREDICTION_BASES = ['service_lane', 'carrier_lane', 'carrier_countries', 'mode_countries'] as const;
export type PredictionBasis = (typeof PREDICTION_BASES)[number];

/** Transit counted in working days (Monday to Friday) when a group's deliveries skip weekends, else in calendar days. */
export const TRANSIT_UNITS = ['working_days', 'calendar_days'] as const;
export type TransitUnit = (typeof TRANSIT_UNITS)[number];

/**
 * When a shipment under way will probably be delivered, learnt from delivered shipments of its
 * organization: the median transit and an 80% interval (10th to 90th percentile), as days.
 */
export const ZDeliveryPrediction = z.object({
  date: z.iso.date(),
  earliest: z.iso.date(),
  latest: z.iso.date(),
  unit: z.enum(TRANSIT_UNITS),
  basis: z.enum(PREDICTION_BASES),
  /** How many delivered shipments the basis holds. */
  shipments: z.number().int(),
  /** Later than the shipment's promised delivery date (its ETA). */
  probably_late: z.boolean(),
});
export type TDeliveryPrediction = z.infer<typeof ZDeliveryPrediction>;
