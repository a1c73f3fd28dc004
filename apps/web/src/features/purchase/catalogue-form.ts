import type { TArticle, TArticleBodyInput, TSupplier, TSupplierBodyInput } from '@freight/contracts';

/** The supplier form's values: the supplier's as they are, or an empty active supplier. */
export function supplierFormValues(supplier: TSupplier | null): TSupplierBodyInput {
  return {
    supplier_number: supplier?.supplier_number ?? '',
    name: supplier?.name ?? '',
    vat_number: supplier?.vat_number ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    country: supplier?.country ?? '',
    active: supplier?.active ?? true,
    addresses: (supplier?.addresses ?? []).map(({ kind, name, address, address2, zip, city, country }) => ({
      kind,
      name,
      address,
      address2: address2 ?? '',
      zip,
      city,
      country,
    })),
    managers: (supplier?.managers ?? []).map(({ name, email, phone }) => ({ name, email: email ?? '', phone: phone ?? '' })),
  };
}

/** The measures of an article, in the order the form shows them. */
export const ARTICLE_MEASURES = ['net_weight_kg', 'gross_weight_kg', 'length_cm', 'width_cm', 'height_cm'] as const;

/** The article form's values: the article's as they are, or an empty one. */
export function articleFormValues(article: TArticle | null): TArticleBodyInput {
  return {
    article_number: article?.article_number ?? '',
    article_name: article?.article_name ?? '',
    primary_color: article?.primary_color ?? '',
    secondary_color: article?.secondary_color ?? '',
    hs_code: article?.hs_code ?? '',
    origin_country: article?.origin_country ?? '',
    net_weight_kg: article?.net_weight_kg ?? null,
    gross_weight_kg: article?.gross_weight_kg ?? null,
    length_cm: article?.length_cm ?? null,
    width_cm: article?.width_cm ?? null,
    height_cm: article?.height_cm ?? null,
  };
}
