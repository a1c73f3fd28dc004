import { z } from 'zod';
import { requiredText } from '../common/text';
import { ZFormId, ZId } from '../common/numbers';
import { APPLICATION_KEYS } from '../access';
import { ZFormBoolean } from '../common/errors';
import { dataResponse } from '../common/list';
import { ZSite } from './site';
import { FREIGHT_PRINT_TYPES } from '../bookings/booking';

/** A site key: the name's words joined by underscores, no spaces. */
export const SITE_KEY_PATTERN = /^[^\s]{1,100}$/;

/**
 * Create or change a site (SPEC §3 Site, §5 required fields). `organization_id` is for
 * god users; everybody else always writes into their own organization, and a site never moves
 * to another organization once created.
 */
export const ZSiteBody = z.object({
  organization_id: ZFormId.optional(),
  name: requiredText(150),
  key: requiredText(100).regex(SITE_KEY_PATTERN, { message: 'validation.site_key' }),
  email: requiredText(254).pipe(z.email({ message: 'validation.email' })),
  // The postcode, phone and VAT number are kept as typed and checked against the country's
  // formats by the server (siteContactProblems), which stores the phone in E.164.
  phone: requiredText(40),
  address: requiredText(200),
  post_code: requiredText(20),
  city: requiredText(100),
  vat_number: requiredText(40),
  country_code: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
    .transform((code) => code.toUpperCase()),
  excluded_carrier_ids: z.array(ZFormId).max(1000).default([]),
  is_active: ZFormBoolean.default(true),
  /** Lock the freight documents the site's bookings print to these (at least one); null unlocks. Left out, unchanged. */
  locked_freight_print_types: z
    .array(z.enum(FREIGHT_PRINT_TYPES))
    .min(1, { message: 'validation.print_type_required' })
    .max(FREIGHT_PRINT_TYPES.length)
    .nullable()
    .optional(),
});
export type TSiteBody = z.input<typeof ZSiteBody>;
export type TSiteBodyOutput = z.output<typeof ZSiteBody>;

export const ZSiteResponse = dataResponse(ZSite);
export type TSiteResponse = z.infer<typeof ZSiteResponse>;

/**
 * How a site goes (SPEC §4): with the command 'delete' its users go too, or they move to another
 * site of the organization. Sent as the body or as the query string of `DELETE /api/sites/:id`.
 */
export const ZDeleteSiteBody = z
  .object({
    command: z.string().trim().optional(),
    move_users_to_site_id: ZFormId.optional(),
  })
  .default({});
export type TDeleteSiteBody = z.output<typeof ZDeleteSiteBody>;

/** The applications enabled for one site; the rest are turned off. */
export const ZSiteApplicationsBody = z.object({
  applications: z.array(z.enum(APPLICATION_KEYS)).max(APPLICATION_KEYS.length),
});
export type TSiteApplicationsBody = z.infer<typeof ZSiteApplicationsBody>;

/** The switch grid of `/settings/sites/applications`: every listed site gets exactly its list. */
export const ZSitesApplicationsBody = z.object({
  sites: z
    .array(z.object({ id: ZId, applications: ZSiteApplicationsBody.shape.applications }))
    .min(1)
    .max(1000),
});
export type TSitesApplicationsBody = z.infer<typeof ZSitesApplicationsBody>;

export const ZSitesResponse = dataResponse(z.array(ZSite));
export type TSitesResponse = z.infer<typeof ZSitesResponse>;

/** A site user as the site's page lists them. */
export const ZSiteUserParams = z.object({
  id: ZFormId,
  userId: ZFormId,
});
