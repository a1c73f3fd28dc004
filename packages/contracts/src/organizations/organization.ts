import { z } from 'zod';
import { listResponse } from '../common/list';
import { ZSiteSummary } from '../sites/site';

export const ZOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  country_code: z.string(),
  brand_color: z.string(),
  logo_url: z.string().nullable(),
  is_demo: z.boolean(),
  is_active: z.boolean(),
  /** Its users see 'Quote & Booking' (SPEC §6). */
  quote_booking: z.boolean(),
  purchase_unbooked_alert_days: z.number().int(),
  updated_at: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZOrganizationWithSites = ZOrganization.extend({ sites: z.array(ZSiteSummary) });
export type TOrganizationWithSites = z.infer<typeof ZOrganizationWithSites>;

export const ZListOrganizationsQuery = z.object({ include: z.string().optional() });
export const ZListActiveOrganizationsResponse = listResponse(ZOrganizationWithSites);
export type TListActiveOrganizationsResponse = z.infer<typeof ZListActiveOrganizationsResponse>;
