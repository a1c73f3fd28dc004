import { z } from 'zod';
import { dataResponse } from '../common/list';
import { ZPriceCalculation } from '../quotes/price-calculation';

/**
 * Read-only links to a price calculation (SPEC §2 /shared/price-leadtime/{token}): made by those
 * acting as the calculation's site, revoked by their maker or the site's administrators, opened by
 * anyone holding the link, without signing in. The token is shown once, when the link is made.
 */

/** How long a link may be made to work; none means until revoked. */
export const SHARE_EXPIRY_DAYS_MAX = 365;

export const ZCreatePriceCalculationShareBody = z.object({
  /** Whole days from now; null keeps the link working until it is revoked. */
  expires_in_days: z
    .number({ message: 'validation.integer' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.positive' })
    .max(SHARE_EXPIRY_DAYS_MAX, { message: 'validation.too_big' })
    .nullable()
    .default(null),
});
export type TCreatePriceCalculationShareBody = z.infer<typeof ZCreatePriceCalculationShareBody>;
export type TCreatePriceCalculationShareBodyInput = z.input<typeof ZCreatePriceCalculationShareBody>;

export const PRICE_CALCULATION_SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type PriceCalculationShareStatus = (typeof PRICE_CALCULATION_SHARE_STATUSES)[number];

export const ZPriceCalculationShare = z.object({
  /** Names the link to revoke it; it does not open it. */
  id: z.uuid(),
  calculation_id: z.uuid(),
  status: z.enum(PRICE_CALCULATION_SHARE_STATUSES),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Whether the reader may revoke it: its maker, or an administrator of the calculation's site. */
  can_revoke: z.boolean(),
});
export type TPriceCalculationShare = z.infer<typeof ZPriceCalculationShare>;

/** A link just made, with its token: the unguessable part of `/shared/price-leadtime/<token>`, answered only now. */
export const ZCreatedPriceCalculationShare = ZPriceCalculationShare.extend({ token: z.string() });
export type TCreatedPriceCalculationShare = z.infer<typeof ZCreatedPriceCalculationShare>;

export const ZCreatedPriceCalculationShareResponse = dataResponse(ZCreatedPriceCalculationShare);
export type TCreatedPriceCalculationShareResponse = z.infer<typeof ZCreatedPriceCalculationShareResponse>;
export const ZListPriceCalculationSharesResponse = dataResponse(z.array(ZPriceCalculationShare));
export type TListPriceCalculationSharesResponse = z.infer<typeof ZListPriceCalculationSharesResponse>;

export const ZPriceCalculationShareParams = z.object({ shareId: z.uuid() });
export const ZSharedPriceCalculationParams = z.object({ token: z.string().max(100) });

/** What the public link shows: the customer's prices only, and who shared them. */
export const ZSharedPriceCalculation = z.object({
  organization_name: z.string(),
  shared_at: z.string(),
  expires_at: z.string().nullable(),
  calculation: ZPriceCalculation,
});
export type TSharedPriceCalculation = z.infer<typeof ZSharedPriceCalculation>;
export const ZSharedPriceCalculationResponse = dataResponse(ZSharedPriceCalculation);
export type TSharedPriceCalculationResponse = z.infer<typeof ZSharedPriceCalculationResponse>;
