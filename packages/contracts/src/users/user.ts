import { z } from 'zod';
import { USER_LEVELS } from '../access';
import { LOCALES } from '../locales';
import { ZRole } from '../roles/role';
import { ZBookingDefaults } from '../bookings/booking-defaults';
import { ZSiteSummary } from '../sites/site';

/** The signed-in user as `whoami` and `login` return it (SPEC §3 User). */
export const ZUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  level: z.enum(USER_LEVELS),
  is_god_user: z.boolean(),
  roles: z.array(ZRole),
  permissions: z.record(z.string(), z.boolean()),
  organization: z.object({
    id: z.number().int(),
    name: z.string(),
    country_code: z.string(),
    brand_color: z.string(),
    is_demo: z.boolean(),
    /** Its users see 'Quote & Booking' (SPEC §6). */
    quote_booking: z.boolean(),
    /** Changes when the logo does, so the shell never keeps a replaced one. */
    logo_url: z.string().nullable(),
  }),
  company: z.object({ id: z.number().int(), name: z.string(), is_agent: z.boolean() }).nullable(),
  sites: z.array(ZSiteSummary.extend({ organization_name: z.string() })),
  sitesFilter: z.array(z.number().int()),
  modes: z.array(z.string()),
  frontdesk_key: z.string().nullable(),
  description: z.string().nullable(),
  locale: z.enum(LOCALES),
  avatar_url: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  booking_defaults: ZBookingDefaults,
});
export type TUser = z.infer<typeof ZUser>;
