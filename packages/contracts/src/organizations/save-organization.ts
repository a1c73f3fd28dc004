import { z } from 'zod';
import { ZFormBoolean } from '../common/errors';
import { dataResponse, listResponse } from '../common/list';
import { ZInt } from '../common/numbers';
import { DEFAULT_BRAND_COLOR } from '../constants';
import { ZSite } from '../sites/site';
import { ZOrganization } from './organization';

export const BRAND_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** Logos are shown small in the sidebar; a larger file only slows every page down. */
export const ORGANIZATION_LOGO_MAX_BYTES = 1024 * 1024;
export const ORGANIZATION_LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A valid brand colour as stored: upper-case #RRGGBB, white meaning the product colour (SPEC §9). */
export function normalizeBrandColor(color: string): string {
  const upper = color.trim().toUpperCase();
  return upper === '#FFFFFF' ? DEFAULT_BRAND_COLOR : upper;
}

/**
 * Create or change an organization. Sent as multipart (SPEC §7) so the logo travels with it;
 * `remove_logo` = 1 drops the current logo. The logo file itself is checked by the server.
 */
export const ZOrganizationBody = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(150, { message: 'validation.too_long' }),
  country_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'validation.country' }),
  brand_color: z
    .string()
    .trim()
    .regex(BRAND_COLOR_PATTERN, { message: 'validation.brand_color' })
    .transform(normalizeBrandColor)
    .default(DEFAULT_BRAND_COLOR),
  is_active: ZFormBoolean.default(true),
  /** Only a super user's value is kept. */
  quote_booking: ZFormBoolean.default(false),
  remove_logo: ZFormBoolean.default(false),
  /** How many days before cargo is ready buyers hear of order lines still not booked; left out, it stays as it is. */
  purchase_unbooked_alert_days: z
    .union(
      [
        ZInt,
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { message: 'validation.integer' },
    )
    .pipe(z.number().min(0, { message: 'validation.not_negative' }).max(60, { message: 'validation.too_large' }))
    .optional(),
});
export type TOrganizationBody = z.input<typeof ZOrganizationBody>;

/** A user of an organization as its page lists them. */
export const ZOrganizationUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  level: z.string(),
  roles: z.array(z.string()),
});

/** One organization with its sites and users (SPEC §3 Organization). */
export const ZOrganizationDetail = ZOrganization.extend({
  sites: z.array(ZSite),
  users: z.array(ZOrganizationUser),
});
export type TOrganizationDetail = z.infer<typeof ZOrganizationDetail>;
export const ZOrganizationDetailResponse = dataResponse(ZOrganizationDetail);
export type TOrganizationDetailResponse = z.infer<typeof ZOrganizationDetailResponse>;

export const ZOrganizationListItem = ZOrganization.extend({
  sites_count: z.number().int(),
  users_count: z.number().int(),
});
export type TOrganizationListItem = z.infer<typeof ZOrganizationListItem>;
export const ZListOrganizationsResponse = listResponse(ZOrganizationListItem);
export type TListOrganizationsResponse = z.infer<typeof ZListOrganizationsResponse>;

/** An organization goes with its sites and users, so the command 'delete' is always sent (SPEC §4). */
export const ZDeleteOrganizationBody = z.object({ command: z.string().trim().optional() }).default({});
