import { z } from 'zod';
import { ZFormId, ZId } from '../common/numbers';
import { APPLICATION_KEYS } from '../access';
import { ZFormBoolean } from '../common/errors';
import { dataResponse } from '../common/list';
import { ZSite } from './site';

/** SPEC §5 masks of the add-site form, shared by the form's input masks and the server. */
export const SITE_PHONE_MAX_DIGITS = 13;
export const SITE_POST_CODE_MAX_DIGITS = 10;
export const SITE_VAT_MAX_CHARS = 12;
export const SITE_PHONE_PATTERN = /^\+\d{1,13}$/;
export const SITE_POST_CODE_PATTERN = /^\d{1,10}$/;
/** Two letters, a dash, up to 12 letters or digits: AB-12345679. */
export const SITE_VAT_PATTERN = /^[A-Z]{2}-[A-Z0-9]{1,12}$/;
/** A site key: the name's words joined by underscores, no spaces. */
export const SITE_KEY_PATTERN = /^[^\s]{1,100}$/;

const required = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.too_long' });

/**
 * Create or change a site (SPEC §3 Site, §5 required fields and masks). `organization_id` is for
 * god users; everybody else always writes into their own organization, and a site never moves
 * to another organization once created.
 */
export const ZSiteBody = z.object({
  organization_id: ZFormId.optional(),
  name: required(150),
  key: required(100).regex(SITE_KEY_PATTERN, { message: 'validation.site_key' }),
  email: required(254).pipe(z.email({ message: 'validation.email' })),
  phone: required(14).regex(SITE_PHONE_PATTERN, { message: 'validation.phone' }),
  address: required(200),
  post_code: required(SITE_POST_CODE_MAX_DIGITS).regex(SITE_POST_CODE_PATTERN, { message: 'validation.site_post_code' }),
  city: required(100),
  vat_number: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { message: 'validation.required' })
    .regex(SITE_VAT_PATTERN, { message: 'validation.vat_number' }),
  excluded_carrier_ids: z.array(ZFormId).max(1000).default([]),
  is_active: ZFormBoolean.default(true),
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

/** Phone mask: an optional leading '+', then digits only, at most 13 of them. */
export function maskSitePhone(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return plus + input.replace(/\D/g, '').slice(0, SITE_PHONE_MAX_DIGITS);
}

/** Postcode mask: digits only, at most 10. */
export function maskSitePostCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, SITE_POST_CODE_MAX_DIGITS);
}

/** VAT mask: two letters, a dash (added after them), then up to 12 letters or digits, upper case. */
export function maskSiteVat(input: string): string {
  const clean = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const country = clean.slice(0, 2).replace(/[^A-Z]/g, '');
  if (country.length < 2) return country;
  return `${country}-${clean.slice(2, 2 + SITE_VAT_MAX_CHARS)}`;
}
