import { z } from 'zod';
import { ZFormInt } from '../common/numbers';
import { listResponse } from '../common/list';
import { LOCALES, type Locale } from '../locales';
import { QUOTE_PACKAGE_TYPES } from '../quotes/price-calculation';

const text = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max);

/** A goods type's name in every language of the interface. */
export const ZGoodTypeNames = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, text(120)])) as Record<Locale, ReturnType<typeof text>>,
);
export type TGoodTypeNames = z.infer<typeof ZGoodTypeNames>;

/** A kind of goods a booking may carry (the goods-type dictionary). */
export const ZGoodType = z.object({
  id: z.number().int(),
  code: z.string(),
  names: ZGoodTypeNames,
  default_package_type: z.enum(QUOTE_PACKAGE_TYPES).nullable(),
  dangerous_goods: z.boolean(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  updated_at: z.string(),
});
export type TGoodType = z.infer<typeof ZGoodType>;
export const ZListGoodTypesResponse = listResponse(ZGoodType);
export type TListGoodTypesResponse = z.infer<typeof ZListGoodTypesResponse>;

export const ZGoodTypeBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, { message: 'validation.service_code' }),
  names: ZGoodTypeNames,
  default_package_type: z.enum(QUOTE_PACKAGE_TYPES).nullable().default(null),
  dangerous_goods: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort_order: z.number().int().min(0).max(10_000).default(100),
});
export type TGoodTypeBody = z.infer<typeof ZGoodTypeBody>;
export type TGoodTypeBodyInput = z.input<typeof ZGoodTypeBody>;

/** A goods type as the booking form offers it: named in the caller's language. */
export const ZGoodTypeOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  default_package_type: z.enum(QUOTE_PACKAGE_TYPES).nullable(),
  dangerous_goods: z.boolean(),
});
export type TGoodTypeOption = z.infer<typeof ZGoodTypeOption>;

export const ZGoodTypeSearchQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: ZFormInt.min(1).max(100).default(50),
});
export type TGoodTypeSearchQuery = z.infer<typeof ZGoodTypeSearchQuery>;
export const ZGoodTypeSearchResponse = z.object({ data: z.array(ZGoodTypeOption) });
export type TGoodTypeSearchResponse = z.infer<typeof ZGoodTypeSearchResponse>;
