import { z } from 'zod';
import { ZFormInt } from '../common/numbers';
import { listResponse } from '../common/list';
import { LOCALES } from '../locales';

/** A namespace of the interface's texts: letters, starting with a lower-case one (`adminCarriers`). */
export const ZTextNamespace = z.string().regex(/^[a-z][A-Za-z0-9]{0,60}$/, { message: 'validation.invalid' });
/** A dotted key of a namespace (`menu.shipments`). */
export const ZTextKey = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(200)
  .regex(/^[\w.-]+$/, { message: 'validation.invalid' });

export const ZLocaleParams = z.object({ locale: z.enum(LOCALES), namespace: ZTextNamespace });
export type TLocaleParams = z.infer<typeof ZLocaleParams>;

/** The texts of one namespace in one language, nested as the bundled file: bundled texts with the overrides applied. */
export type TLocaleTexts = { [key: string]: string | TLocaleTexts };
export const ZLocaleTexts: z.ZodType<TLocaleTexts> = z
  .record(z.string(), z.union([z.string(), z.lazy(() => ZLocaleTexts)]))
  .meta({ id: 'LocaleTexts' });

/** The version of every namespace of a language; a changed version means its texts changed. */
export const ZLocaleVersionsResponse = z.object({ data: z.record(z.string(), z.string()) });
export type TLocaleVersionsResponse = z.infer<typeof ZLocaleVersionsResponse>;

/** Per language, the text shown: the override when there is one, else the bundled text (null: none). */
const ZLocaleValues = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.string().nullable()])) as Record<
    (typeof LOCALES)[number],
    z.ZodNullable<z.ZodString>
  >,
);

/** One key of one namespace in every language, as the translations screen shows it. */
export const ZTranslationRow = z.object({
  namespace: z.string(),
  key: z.string(),
  values: ZLocaleValues,
  bundled: ZLocaleValues,
  /** Languages whose text is an administrator's override. */
  overridden: z.array(z.enum(LOCALES)),
  /** Languages with no text at all. */
  missing: z.array(z.enum(LOCALES)),
});
export type TTranslationRow = z.infer<typeof ZTranslationRow>;

export const ZListTranslationsQuery = z.object({
  page: ZFormInt.min(1).default(1),
  pageSize: ZFormInt.min(1).max(500).default(50),
  search: z.string().trim().max(200).default(''),
  namespace: z.union([ZTextNamespace, z.literal('')]).default(''),
  /** Only keys missing a text in this language; `any` for a gap in any language. */
  missing: z.enum([...LOCALES, 'any']).optional(),
  overridden: z.enum(['0', '1']).optional(),
});
export type TListTranslationsQuery = z.infer<typeof ZListTranslationsQuery>;
export type TListTranslationsQueryInput = z.input<typeof ZListTranslationsQuery>;

export const ZListTranslationsResponse = listResponse(ZTranslationRow).extend({
  namespaces: z.array(z.string()),
  /** Missing texts per language over every key, whatever the filter. */
  missing_counts: z.record(z.string(), z.number().int()),
});
export type TListTranslationsResponse = z.infer<typeof ZListTranslationsResponse>;

export const ZTranslationParams = z.object({ locale: z.enum(LOCALES), namespace: ZTextNamespace, key: ZTextKey });
export type TTranslationParams = z.infer<typeof ZTranslationParams>;

export const ZTranslationBody = z.object({ value: z.string().trim().min(1, { message: 'validation.required' }).max(5000) });
export type TTranslationBody = z.infer<typeof ZTranslationBody>;

export const ZTranslationSaved = z.object({ data: ZTranslationRow });
export type TTranslationSaved = z.infer<typeof ZTranslationSaved>;
