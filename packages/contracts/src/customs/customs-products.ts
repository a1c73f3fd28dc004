import { z } from 'zod';
import { listResponse } from '../common/list';
import { requiredText } from '../common/text';
import { ZCommodityCodeInput, ZCustomsCountry, ZCustomsMass } from './customs-declaration';

/*
 * An organization's product library: the articles it ships, each with the commodity code,
 * origin and net weight per unit its goods lines take from it, and learn back into it.
 */

export const ZCustomsProductBody = z.object({
  article_number: requiredText(50),
  name: requiredText(280),
  commodity_code: ZCommodityCodeInput,
  origin_country: ZCustomsCountry,
  /** Net mass of one unit, in kg. */
  unit_net_mass: ZCustomsMass,
});
export type TCustomsProductBody = z.infer<typeof ZCustomsProductBody>;
export type TCustomsProductBodyInput = z.input<typeof ZCustomsProductBody>;

export const ZCustomsProduct = z.object({
  id: z.number().int(),
  article_number: z.string(),
  name: z.string(),
  commodity_code: z.string().nullable(),
  /** The HS description of the code's heading or subheading, in English, when the code is known. */
  commodity_description: z.string().nullable(),
  origin_country: z.string().nullable(),
  unit_net_mass: z.number().nullable(),
  updated_at: z.string(),
});
export type TCustomsProduct = z.infer<typeof ZCustomsProduct>;

export const ZListCustomsProductsResponse = listResponse(ZCustomsProduct);
export type TListCustomsProductsResponse = z.infer<typeof ZListCustomsProductsResponse>;

/** What is typed in a goods line's article or commodity-code field. */
export const ZCustomsLookupQuery = z.object({
  q: z.string().trim().max(100, { message: 'validation.too_long' }).default(''),
});

export const CUSTOMS_CODE_SUGGESTION_REASONS = ['used', 'library', 'nomenclature'] as const;
export type CustomsCodeSuggestionReason = (typeof CUSTOMS_CODE_SUGGESTION_REASONS)[number];

/**
 * A commodity code offered while typing, and why: the organization declared it on `lines` goods
 * lines, an article of its library (`article`) carries it, or the HS nomenclature matches.
 */
export const ZCustomsCodeSuggestion = z.object({
  code: z.string(),
  description: z.string().nullable(),
  reason: z.enum(CUSTOMS_CODE_SUGGESTION_REASONS),
  lines: z.number().int().nullable(),
  article: z.string().nullable(),
});
export type TCustomsCodeSuggestion = z.infer<typeof ZCustomsCodeSuggestion>;

export const ZCustomsCodeSuggestionsResponse = z.object({ data: z.array(ZCustomsCodeSuggestion) });
export const ZCustomsProductChoicesResponse = z.object({ data: z.array(ZCustomsProduct) });
