import { z } from 'zod';
import { APPLICATION_KEYS } from '../access';
import { FREIGHT_PRINT_TYPES } from '../bookings/booking';

export const ZSite = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  post_code: z.string(),
  city: z.string(),
  vat_number: z.string(),
  /** ISO 3166-1 alpha-2: the postcode, phone and VAT number follow its formats. */
  country_code: z.string(),
  excluded_carrier_ids: z.array(z.number().int()),
  is_active: z.union([z.literal(0), z.literal(1)]),
  organization_id: z.number().int(),
  applications: z.array(z.enum(APPLICATION_KEYS)),
  /**
   * The freight documents every booking of the site prints (SPEC §3 Delivery terms
   * freight_print_locked), fixed by its administrator; null leaves the choice to the booker.
   */
  locked_freight_print_types: z.array(z.enum(FREIGHT_PRINT_TYPES)).nullable(),
  updated_at: z.string(),
});
export type TSite = z.infer<typeof ZSite>;

/** What a user record carries of each of its sites. */
export const ZSiteSummary = ZSite.pick({
  id: true,
  key: true,
  name: true,
  organization_id: true,
  applications: true,
  is_active: true,
  locked_freight_print_types: true,
});
export type TSiteSummary = z.infer<typeof ZSiteSummary>;

/** Site key: the name with spaces replaced by underscores (SPEC §3). */
export function siteKeyFromName(name: string): string {
  return name.trim().replace(/\s+/g, '_');
}
