import { and, asc, desc, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customsDeclarationItems, customsProducts } from '../../db/schema';
import { countAll, escapeLike, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';

export type ProductRow = typeof customsProducts.$inferSelect;
type ProductValues = Pick<ProductRow, 'article_number' | 'name' | 'commodity_code' | 'origin_country' | 'unit_net_mass'>;

const p = customsProducts;
const articleKey = sql`upper(${p.article_number})`;

/** Sorting, filters and search of the product library. */
export const PRODUCT_LIST: ListDefinition = {
  sortable: {
    article_number: articleKey,
    name: sql`lower(${p.name})`,
    commodity_code: p.commodity_code,
    origin_country: p.origin_country,
    unit_net_mass: p.unit_net_mass,
    updated_at: p.updated_at,
  },
  filters: {
    commodity_code: { column: p.commodity_code, type: 'text' },
    origin_country: { column: p.origin_country, type: 'text' },
  },
  search: [p.article_number, p.name, p.commodity_code],
  defaultSort: { key: 'article_number', order: 'asc' },
  tieBreaker: p.id,
};

/** The library belongs to the organization the user works in; another's articles are not found. */
export const productsOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: p.organization_id });

/** The articles an export names by id. */
export const chosenProducts = (ids: number[]) => inArray(p.id, ids);

export async function listProducts(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(p).$dynamic(), plan),
    db.select({ n: countAll }).from(p).where(plan.where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export function exportProducts(db: Executor, plan: ListPlan, offset: number, limit: number) {
  return db
    .select()
    .from(p)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(limit)
    .offset(offset);
}

export async function findProduct(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, id), productsOf(scope)));
  return row ?? null;
}

/** Another product of the organization worked in with the article number, any case. */
export async function articleNumberTaken(db: Executor, scope: Scope, articleNumber: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(
      and(productsOf(scope), sql`${articleKey} = upper(${articleNumber})`, exceptId === null ? undefined : sql`${p.id} <> ${exceptId}`),
    );
  return row !== undefined;
}

export async function insertProduct(db: Executor, organizationId: number, values: ProductValues) {
  const [row] = await db
    .insert(p)
    .values({ ...values, organization_id: organizationId })
    .returning();
  return row!;
}

export async function updateProduct(db: Executor, scope: Scope, id: number, values: ProductValues) {
  const [row] = await db
    .update(p)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(p.id, id), productsOf(scope)))
    .returning();
  return row ?? null;
}

export async function deleteProduct(db: Executor, scope: Scope, id: number) {
  const rows = await db
    .delete(p)
    .where(and(eq(p.id, id), productsOf(scope)))
    .returning({ id: p.id });
  return rows.length > 0;
}

/** Articles of the library matching what is typed in a goods line's article field. */
export function productChoices(db: Executor, scope: Scope, typed: string, limit: number) {
  const pattern = `%${escapeLike(typed)}%`;
  return db
    .select()
    .from(p)
    .where(and(productsOf(scope), typed ? or(ilike(p.article_number, pattern), ilike(p.name, pattern)) : undefined))
    .orderBy(articleKey)
    .limit(limit);
}

/** The library's articles with these numbers (compared in any case), to learn saved goods lines into. */
export function productsByArticle(db: Executor, scope: Scope, articleNumbers: string[]) {
  if (articleNumbers.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(p)
    .where(
      and(
        productsOf(scope),
        inArray(
          articleKey,
          articleNumbers.map((number) => number.trim().toUpperCase()),
        ),
      ),
    );
}

/** Adds learnt articles; one another save added meanwhile is kept as it is. */
export async function insertLearntProducts(db: Executor, organizationId: number, values: ProductValues[]) {
  if (values.length === 0) return;
  await db
    .insert(p)
    .values(values.map((value) => ({ ...value, organization_id: organizationId })))
    .onConflictDoNothing();
}

/** Changes a known article, found by its number in any case. */
export async function updateLearntProduct(db: Executor, scope: Scope, values: ProductValues) {
  await db
    .update(p)
    .set({ ...values, updated_at: new Date() })
    .where(and(productsOf(scope), sql`${articleKey} = upper(${values.article_number})`));
}

/** Codes the organization declared on its goods lines, starting with the typed digits or on lines of the typed words, most used first. */
export function usedCodes(db: Executor, scope: Scope, typed: { digits: string | null; words: string[] }, limit: number) {
  const i = customsDeclarationItems;
  const count = sql<number>`count(*)::int`;
  const matches: (SQL | undefined)[] = typed.digits
    ? [like(i.commodity_code, `${escapeLike(typed.digits)}%`)]
    : typed.words.map((word) => ilike(i.description, `%${escapeLike(word)}%`));
  return db
    .select({ code: sql<string>`${i.commodity_code}`, lines: count })
    .from(i)
    .where(and(workingOrganizationScope(scope, { organizationId: i.organization_id }), isNotNull(i.commodity_code), ...matches))
    .groupBy(i.commodity_code)
    .orderBy(desc(count), asc(i.commodity_code))
    .limit(limit);
}

/** The library's codes starting with the typed digits, or of articles named with the typed words. */
export function libraryCodes(db: Executor, scope: Scope, typed: { digits: string | null; words: string[] }, limit: number) {
  const matches: (SQL | undefined)[] = typed.digits
    ? [like(p.commodity_code, `${escapeLike(typed.digits)}%`)]
    : typed.words.map((word) => or(ilike(p.name, `%${escapeLike(word)}%`), ilike(p.article_number, `%${escapeLike(word)}%`)));
  return db
    .select({ code: sql<string>`${p.commodity_code}`, article: p.article_number })
    .from(p)
    .where(and(productsOf(scope), isNotNull(p.commodity_code), ...matches))
    .orderBy(articleKey)
    .limit(limit);
}
