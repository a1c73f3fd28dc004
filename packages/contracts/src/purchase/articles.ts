import { z } from 'zod';
import { listResponse } from '../common/list';
import { ZFormId } from '../common/numbers';
import { optionalText, requiredText } from '../common/text';

const measure = (max: number) =>
  z
    .number({ message: 'validation.number' })
    .min(0, { message: 'validation.not_negative' })
    .max(max, { message: 'validation.too_large' })
    .nullable()
    .default(null);

/**
 * An article a buyer orders (SPEC §3 Article): its number and name, colours, the HS code and
 * country of origin customs needs, and the weight (kg) and dimensions (cm) of one unit packed,
 * from which a booking's goods are worked out.
 */
export const ZArticleBody = z.object({
  article_number: requiredText(60),
  article_name: requiredText(200),
  primary_color: optionalText(60),
  secondary_color: optionalText(60),
  hs_code: optionalText(12).pipe(
    z
      .string()
      .regex(/^\d{6,10}$/, { message: 'validation.hs_code' })
      .nullable(),
  ),
  origin_country: optionalText(2).pipe(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
      .transform((value) => value.toUpperCase())
      .nullable(),
  ),
  net_weight_kg: measure(100_000),
  gross_weight_kg: measure(100_000),
  length_cm: measure(10_000),
  width_cm: measure(10_000),
  height_cm: measure(10_000),
});
export type TArticleBody = z.infer<typeof ZArticleBody>;
export type TArticleBodyInput = z.input<typeof ZArticleBody>;

/** The longest side, in pixels, of each size an article photo is kept at; a smaller upload is never enlarged. */
export const ARTICLE_PHOTO_SIZES = { small: 96, medium: 480, full: 1600 } as const;
export type ArticlePhotoSize = keyof typeof ARTICLE_PHOTO_SIZES;
/** Photos one article keeps at most. */
export const ARTICLE_PHOTOS_MAX = 20;
/** The largest photo file taken. */
export const ARTICLE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** A photo of an article (SPEC §3 gallery image): where each of its sizes is read, all WebP. */
export const ZArticlePhoto = z.object({
  id: z.number().int(),
  /** The photo shown wherever the article is; an article with photos has exactly one. */
  primary: z.boolean(),
  /** Of the full size. */
  width: z.number().int(),
  height: z.number().int(),
  small: z.string(),
  medium: z.string(),
  full: z.string(),
});
export type TArticlePhoto = z.infer<typeof ZArticlePhoto>;

export const ZArticle = z.object({
  id: z.number().int(),
  article_number: z.string(),
  article_name: z.string(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
  net_weight_kg: z.number().nullable(),
  gross_weight_kg: z.number().nullable(),
  length_cm: z.number().nullable(),
  width_cm: z.number().nullable(),
  height_cm: z.number().nullable(),
  /** The primary photo first, then the others as they were added. */
  photos: z.array(ZArticlePhoto),
  updated_at: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;

export const ZListArticlesResponse = listResponse(ZArticle);
export type TListArticlesResponse = z.infer<typeof ZListArticlesResponse>;

/** `/api/purchase/articles/:id/photos/:photo_id`: a photo of an article. */
export const ZArticlePhotoParams = z.object({ id: ZFormId, photo_id: ZFormId });
export const ZArticlePhotoFileParams = ZArticlePhotoParams.extend({
  size: z.enum(Object.keys(ARTICLE_PHOTO_SIZES) as [ArticlePhotoSize, ...ArticlePhotoSize[]]),
});
