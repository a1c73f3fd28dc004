import { z } from 'zod';
import { INCOTERMS } from '../common/incoterms';
import { BOOKING_PAYERS, checkPickupWindow, FREIGHT_PRINT_TYPES, LABEL_FORMATS, ZClockTime } from './booking';

/**
 * What a user's new bookings start with (Settings › Booking defaults, SPEC `settings/profile/booking`):
 * the documents to print and their label format, who pays, the pickup window and the Incoterm.
 * A quote, a template or a draft brings its own values; these fill only a fresh form.
 */
export const ZBookingDefaults = z
  .object({
    freight_print_types: z.array(z.enum(FREIGHT_PRINT_TYPES)).max(FREIGHT_PRINT_TYPES.length),
    label_format: z.enum(LABEL_FORMATS),
    payer: z.enum(BOOKING_PAYERS),
    pickup_time_earliest: ZClockTime,
    pickup_time_latest: ZClockTime,
    incoterm: z.enum(INCOTERMS).nullable(),
    incoterm_place: z.string().trim().max(100).nullable(),
  })
  .superRefine(checkPickupWindow);
export type TBookingDefaults = z.infer<typeof ZBookingDefaults>;

/** SPEC §9: labels as PNG, freight paid by the sender, nothing printed unless chosen. */
export const DEFAULT_BOOKING_DEFAULTS: TBookingDefaults = {
  freight_print_types: [],
  label_format: 'PNG',
  payer: 'sender',
  pickup_time_earliest: '09:00',
  pickup_time_latest: '16:00',
  incoterm: null,
  incoterm_place: null,
};

/** A user's stored defaults over the portal's, so a setting added later has its value for everyone. */
export function bookingDefaultsOf(stored: Partial<TBookingDefaults> | null): TBookingDefaults {
  return { ...DEFAULT_BOOKING_DEFAULTS, ...stored };
}

export const ZBookingDefaultsResponse = z.object({ data: ZBookingDefaults });
