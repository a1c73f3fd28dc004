import type {
  Locale,
  TCustomsCodeSuggestion,
  TCustomsProduct,
  TCustomsProductBody,
  TListCustomsProductsResponse,
  TListQuery,
} from '@freight/contracts';
import { learnArticles, normalizeCommodityCode, rankCodeSuggestions, searchNomenclature, type LearnableLine } from '@freight/domain';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf, systemScope, workingOrganizationId, type Scope } from '../../platform/tenancy';
import type { ExportColumn } from '../../platform/xlsx-export';
import * as queries from './customs-products.queries';
import { describeCode, HS_NOMENCLATURE } from './nomenclature';

export function toProduct(row: queries.ProductRow): TCustomsProduct {
  return {
    id: row.id,
    article_number: row.article_number,
    name: row.name,
    commodity_code: row.commodity_code,
    commodity_description: describeCode(row.commodity_code),
    origin_country: row.origin_country,
    unit_net_mass: row.unit_net_mass,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listProducts(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListCustomsProductsResponse> {
  const plan = planList(query, queries.PRODUCT_LIST, [queries.productsOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listProducts(deps.db, plan);
  return { data: rows.map(toProduct), meta: listMeta(total, plan) };
}

export async function getProduct(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TCustomsProduct> {
  const row = await queries.findProduct(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return toProduct(row);
}

/** The code structure and a free article number; the code is kept as digits. */
async function checkProduct(deps: AppDeps, scope: Scope, body: TCustomsProductBody, exceptId: number | null) {
  const errors: Record<string, FieldMessage[]> = {};
  let code = body.commodity_code;
  if (code !== null) {
    code = normalizeCommodityCode(code);
    if (code === null) errors.commodity_code = ['validation.commodity_code'];
  }
  if (await queries.articleNumberTaken(deps.db, scope, body.article_number, exceptId))
    errors.article_number = ['validation.customs_article_taken'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { ...body, commodity_code: code };
}

export async function createProduct(deps: AppDeps, ctx: SignedInContext, body: TCustomsProductBody): Promise<TCustomsProduct> {
  const values = await checkProduct(deps, scopeOf(ctx), body, null);
  return toProduct(await queries.insertProduct(deps.db, workingOrganizationId(ctx.actor), values));
}

export async function updateProduct(deps: AppDeps, ctx: SignedInContext, id: number, body: TCustomsProductBody): Promise<TCustomsProduct> {
  const scope = scopeOf(ctx);
  const current = await queries.findProduct(deps.db, scope, id);
  if (!current) throw new NotFoundError();
  const values = await checkProduct(deps, scope, body, id);
  const row = await queries.updateProduct(deps.db, scope, id, values);
  if (!row) throw new NotFoundError();
  return toProduct(row);
}

export async function deleteProduct(deps: AppDeps, ctx: SignedInContext, id: number) {
  if (!(await queries.deleteProduct(deps.db, scopeOf(ctx), id))) throw new NotFoundError();
}

export function exportColumns(locale: Locale): ExportColumn<TCustomsProduct>[] {
  const t = (key: string) => translate(locale, `customs.products_export.${key}`);
  return [
    { key: 'article_number', header: t('article_number'), value: (row) => row.article_number, width: 18 },
    { key: 'name', header: t('name'), value: (row) => row.name, width: 36 },
    { key: 'commodity_code', header: t('commodity_code'), value: (row) => row.commodity_code, width: 16 },
    { key: 'commodity_description', header: t('commodity_description'), value: (row) => row.commodity_description, width: 40 },
    { key: 'origin_country', header: t('origin_country'), value: (row) => row.origin_country, width: 10 },
    { key: 'unit_net_mass', header: t('unit_net_mass'), value: (row) => row.unit_net_mass, unit: 'kg', width: 16 },
    { key: 'updated_at', header: t('updated_at'), value: (row) => new Date(row.updated_at), width: 18 },
  ];
}

/** The articles of an export: those chosen by id, or every one of the list's filter, in its order. */
export function exportBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const chosen = ids.length > 0 ? [queries.chosenProducts(ids)] : [];
  const plan = planList(query, queries.PRODUCT_LIST, [queries.productsOf(scopeOf(ctx)), ...chosen]);
  return (async function* () {
    for (let offset = 0; ; offset += 1000) {
      const rows = await queries.exportProducts(deps.db, plan, offset, 1000);
      if (rows.length > 0) yield rows.map(toProduct);
      if (rows.length < 1000) return;
    }
  })();
}

const CHOICES_LIMIT = 20;
const SUGGESTIONS_LIMIT = 15;

/** Articles of the library to pick on a goods line. */
export async function productChoices(db: Executor, scope: Scope, typed: string): Promise<TCustomsProduct[]> {
  return (await queries.productChoices(db, scope, typed, CHOICES_LIMIT)).map(toProduct);
}

/**
 * Commodity codes for what is typed in a goods line's code field: the organization's own codes by
 * the number of lines declared with them, then its library's codes, then the HS headings and
 * subheadings matching the digits or words typed.
 */
export async function codeSuggestionsFor(db: Executor, scope: Scope, typed: string): Promise<TCustomsCodeSuggestion[]> {
  const compact = typed.replace(/[.\s]/g, '');
  const digits = /^\d+$/.test(compact) ? compact : null;
  const words = digits
    ? []
    : typed
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 1)
        .slice(0, 5);
  const [used, library] = await Promise.all([
    queries.usedCodes(db, scope, { digits, words }, SUGGESTIONS_LIMIT),
    queries.libraryCodes(db, scope, { digits, words }, SUGGESTIONS_LIMIT),
  ]);
  return rankCodeSuggestions(
    used.map((entry) => ({ ...entry, description: describeCode(entry.code) })),
    library.map((entry) => ({ ...entry, description: describeCode(entry.code) })),
    typed.trim() === '' ? [] : searchNomenclature(HS_NOMENCLATURE, typed, SUGGESTIONS_LIMIT),
    SUGGESTIONS_LIMIT,
  );
}

/** Code suggestions in the organization the user works in, for its library's articles. */
export function suggestCodes(deps: AppDeps, ctx: SignedInContext, typed: string) {
  return codeSuggestionsFor(deps.db, scopeOf(ctx), typed);
}

/**
 * Teaches an organization's product library what saved goods lines say: an article number it
 * does not know becomes an article, a known one takes the lines' name, code, origin and unit
 * mass. A blank never clears a value. Runs on the caller's executor, inside its transaction.
 */
export async function learnFromGoodsLines(db: Executor, organizationId: number, lines: readonly LearnableLine[]) {
  const library = systemScope(organizationId);
  const numbers = [...new Set(lines.flatMap((line) => (line.article_number?.trim() ? [line.article_number.trim()] : [])))];
  if (numbers.length === 0) return;
  const known = await queries.productsByArticle(db, library, numbers);
  const { added, changed } = learnArticles(known, lines);
  await queries.insertLearntProducts(db, organizationId, added);
  for (const article of changed) await queries.updateLearntProduct(db, library, article);
}
