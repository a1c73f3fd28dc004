import type {
  TArticle,
  TArticleBody,
  TArticlePhoto,
  TListArticlesResponse,
  TListQuery,
  TListSuppliersResponse,
  TReseller,
  TSupplier,
  TSupplierBody,
} from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { listMeta, planList, type ListDefinition, type ListPlan } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import { photoFiles, removeFiles, toPhoto } from './article-photos';
import * as photos from './photos.queries';
import * as queries from './purchase.queries';

async function presentSuppliers(deps: AppDeps, rows: queries.SupplierRow[]): Promise<TSupplier[]> {
  const details = await queries.supplierDetails(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    supplier_number: row.supplier_number,
    name: row.name,
    vat_number: row.vat_number,
    email: row.email,
    phone: row.phone,
    country: row.country,
    active: row.active,
    addresses: details.addresses
      .filter((address) => address.supplier_id === row.id)
      .map(({ id, kind, name, address, address2, zip, city, country }) => ({ id, kind, name, address, address2, zip, city, country })),
    managers: details.managers
      .filter((manager) => manager.supplier_id === row.id)
      .map(({ id, name, email, phone }) => ({ id, name, email, phone })),
    open_orders: details.openOrders.find((entry) => entry.supplier_id === row.id)?.n ?? 0,
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function listSuppliers(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListSuppliersResponse> {
  const plan = planList(query, queries.SUPPLIER_LIST);
  const { rows, total } = await queries.listSuppliers(deps.db, scopeOf(ctx), plan);
  return { data: await presentSuppliers(deps, rows), meta: listMeta(total, plan) };
}

/** Rows of a list's export a thousand at a time, in the list's order: the chosen ids, or all rows of its filter. */
async function* exportBatches<Row>(
  query: TListQuery,
  ids: number[],
  definition: ListDefinition,
  read: (plan: ListPlan) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  const filter = ids.length > 0 ? { ...query.filter, id: ids.join(',') } : query.filter;
  const withIds = { ...definition, filters: { ...definition.filters, id: { column: definition.tieBreaker, type: 'number' as const } } };
  for (let page = 1; ; page++) {
    const rows = await read(planList({ ...query, filter, page, pageSize: EXPORT_BATCH }, withIds));
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}
const EXPORT_BATCH = 1000;

export async function* exportSupplierBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const scope = scopeOf(ctx);
  for await (const rows of exportBatches(query, ids, queries.SUPPLIER_LIST, async (plan) => {
    const { rows } = await queries.listSuppliers(deps.db, scope, plan);
    return rows;
  })) {
    yield await presentSuppliers(deps, rows);
  }
}

export async function* exportArticleBatches(deps: AppDeps, ctx: SignedInContext, query: TListQuery, ids: number[]) {
  const scope = scopeOf(ctx);
  for await (const rows of exportBatches(query, ids, queries.ARTICLE_LIST, async (plan) => {
    const { rows } = await queries.listArticles(deps.db, scope, plan);
    return rows;
  })) {
    yield await presentArticles(deps.db, rows);
  }
}

export async function getSupplier(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TSupplier> {
  const row = await queries.findSupplier(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  const [supplier] = await presentSuppliers(deps, [row]);
  return supplier!;
}

export async function saveSupplier(deps: AppDeps, ctx: SignedInContext, body: TSupplierBody, id?: number): Promise<TSupplier> {
  const existing = id === undefined ? null : await queries.findSupplier(deps.db, scopeOf(ctx), id);
  if (id !== undefined && !existing) throw new NotFoundError();
  const organizationId = existing?.organization_id ?? workingOrganizationId(ctx.actor);
  const taken = await queries.findSupplierByNumber(deps.db, organizationId, body.supplier_number);
  if (taken && taken.id !== existing?.id) throw new ValidationError({ supplier_number: ['validation.purchase_supplier_number_taken'] });
  const row = await deps.db.transaction((tx) =>
    queries.saveSupplier(
      tx,
      existing?.id ?? null,
      {
        organization_id: organizationId,
        supplier_number: body.supplier_number,
        name: body.name,
        vat_number: body.vat_number,
        email: body.email,
        phone: body.phone,
        country: body.country,
        active: body.active,
        updated_at: new Date(),
      },
      body.addresses,
      body.managers,
    ),
  );
  const [supplier] = await presentSuppliers(deps, [row]);
  return supplier!;
}

export async function deleteSupplier(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findSupplier(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  // Orders keep their supplier; one with orders is made inactive instead.
  if ((await queries.supplierOrderCount(deps.db, id)) > 0) throw new ValidationError({ id: ['validation.purchase_supplier_in_use'] });
  await queries.deleteSupplier(deps.db, id);
}

/** Articles as the API shows them, each with its photos. */
async function presentArticles(db: Executor, rows: queries.ArticleRow[]): Promise<TArticle[]> {
  const photoRows = await photos.photosOfArticles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toArticle(row, photoRows.filter((photo) => photo.article_id === row.id).map(toPhoto)));
}

function toArticle(row: queries.ArticleRow, articlePhotos: TArticlePhoto[]): TArticle {
  return {
    id: row.id,
    article_number: row.article_number,
    article_name: row.article_name,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    hs_code: row.hs_code,
    origin_country: row.origin_country,
    net_weight_kg: row.net_weight_kg,
    gross_weight_kg: row.gross_weight_kg,
    length_cm: row.length_cm,
    width_cm: row.width_cm,
    height_cm: row.height_cm,
    photos: articlePhotos,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listArticles(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListArticlesResponse> {
  const plan = planList(query, queries.ARTICLE_LIST);
  const { rows, total } = await queries.listArticles(deps.db, scopeOf(ctx), plan);
  return { data: await presentArticles(deps.db, rows), meta: listMeta(total, plan) };
}

export async function getArticle(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TArticle> {
  const row = await queries.findArticle(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  const [article] = await presentArticles(deps.db, [row]);
  return article!;
}

export async function saveArticle(deps: AppDeps, ctx: SignedInContext, body: TArticleBody, id?: number): Promise<TArticle> {
  const existing = id === undefined ? null : await queries.findArticle(deps.db, scopeOf(ctx), id);
  if (id !== undefined && !existing) throw new NotFoundError();
  const organizationId = existing?.organization_id ?? workingOrganizationId(ctx.actor);
  const taken = await queries.findArticleByNumber(deps.db, organizationId, body.article_number);
  if (taken && taken.id !== existing?.id) throw new ValidationError({ article_number: ['validation.purchase_article_number_taken'] });
  const row = await queries.saveArticle(deps.db, existing?.id ?? null, {
    ...body,
    organization_id: organizationId,
    updated_at: new Date(),
  });
  const [article] = await presentArticles(deps.db, [row]);
  return article!;
}

export async function deleteArticle(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findArticle(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  if ((await queries.articleLineCount(deps.db, id)) > 0) throw new ValidationError({ id: ['validation.purchase_article_in_use'] });
  const photoRows = await photos.photosOfArticles(deps.db, [id]);
  await queries.deleteArticle(deps.db, id);
  await removeFiles(deps.files, photoFiles(photoRows));
}

export async function listResellers(deps: AppDeps, ctx: SignedInContext, query: TListQuery) {
  const plan = planList(query, queries.RESELLER_LIST);
  const { rows, total } = await queries.listResellers(deps.db, scopeOf(ctx), plan);
  return { data: rows.map(({ id, name }) => ({ id, name })), meta: listMeta(total, plan) };
}

export async function getReseller(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TReseller> {
  const row = await queries.findReseller(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return { id: row.id, name: row.name };
}

export async function createReseller(deps: AppDeps, ctx: SignedInContext, body: { name: string }): Promise<TReseller> {
  const row = await queries.insertReseller(deps.db, workingOrganizationId(ctx.actor), body.name);
  return { id: row.id, name: row.name };
}
