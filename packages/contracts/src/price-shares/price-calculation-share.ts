import { z } from 'zod';
import { dataResponse } from '../common/list';
import { ZPriceCalculation } from '../quotes/price-calculation';

/**
 * Read-only links to a price calculation (SPEC §2 /shared/price-leadtime/{id}): made and revoked
 * by the organization, opened by anyone holding the link, without signing in.
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
  /** The unguessable part of the link: `/shared/price-leadtime/<id>`. */
  id: z.string(),
  calculation_id: z.uuid(),
  status: z.enum(PRICE_CALCULATION_SHARE_STATUSES),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type TPriceCalculationShare = z.infer<typeof ZPriceCalculationShare>;

export const ZPriceCalculationShareResponse = dataResponse(ZPriceCalculationShare);
export type TPriceCalculationShareResponse = z.infer<typeof ZPriceCalculationShareResponse>;
export const ZListPriceCalculationSharesResponse = dataResponse(z.array(ZPriceCalculationShare));
export type TListPriceCalculationSharesResponse = z.infer<typeof ZListPriceCalculationSharesResponse>;

export const ZPriceCalculationShareParams = z.object({ shareId: z.string().max(100) });

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
