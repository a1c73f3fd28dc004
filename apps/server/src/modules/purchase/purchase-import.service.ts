import {
  PURCHASE_IMPORT_ROWS_MAX,
  ZArticleBody,
  ZPurchaseOrderBody,
  type Locale,
  type TArticlesImportResult,
  type TPurchaseOrderBody,
  type TPurchaseOrdersImportResult,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import type { UploadedFile } from '../../platform/form-body';
import type { SignedInContext } from '../../platform/request-context';
import { workingOrganizationId } from '../../platform/tenancy';
import { importWorkbook, issueMessage, RowErrors } from '../../platform/workbook-import';
import { insertNewOrder } from './orders.service';
import * as queries from './purchase.queries';

/*
 * Purchase orders and articles from workbooks a buyer filled in from the templates. An orders
 * workbook has one row per order line; the order's own fields are repeated on each of its rows
 * (or given once, on any of them), and rows with the same order number make one order. Either
 * workbook lands whole or not at all, every wrong cell named `rows.<line>.<column>`.
 */

const ORDER_HEADER_COLUMNS = [
  'order_number',
  'supplier_number',
  'site',
  'currency',
  'incoterm',
  'incoterm_place',
  'cargo_ready_requested',
  'cargo_ready_confirmed',
  'must_arrive_by',
  'notes',
] as const;
const ORDER_LINE_COLUMNS = ['article_number', 'quantity', 'unit_price', 'discount_percent', 'commission', 'shipment_date'] as const;
type OrderColumn = (typeof ORDER_HEADER_COLUMNS)[number] | (typeof ORDER_LINE_COLUMNS)[number];
type HeaderColumn = (typeof ORDER_HEADER_COLUMNS)[number];

export const ORDERS_WORKBOOK = importWorkbook<OrderColumn>({
  columns: [...ORDER_HEADER_COLUMNS, ...ORDER_LINE_COLUMNS],
  required: ['order_number', 'supplier_number', 'currency', 'article_number', 'quantity', 'unit_price'],
  titleKey: (column) => `purchase.column.${column}`,
  sheetKey: 'purchase.orders_sheet',
  kinds: {
    cargo_ready_requested: 'day',
    cargo_ready_confirmed: 'day',
    must_arrive_by: 'day',
    shipment_date: 'day',
    quantity: 'number',
    unit_price: 'number',
    discount_percent: 'number',
  },
});

const ARTICLE_COLUMNS = [
  'article_number',
  'article_name',
  'primary_color',
  'secondary_color',
  'hs_code',
  'origin_country',
  'net_weight_kg',
  'gross_weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
] as const;
type ArticleColumn = (typeof ARTICLE_COLUMNS)[number];

export const ARTICLES_WORKBOOK = importWorkbook<ArticleColumn>({
  columns: ARTICLE_COLUMNS,
  required: ['article_number', 'article_name'],
  titleKey: (column) => `purchase.column.${column}`,
  sheetKey: 'purchase.articles_sheet',
  kinds: { net_weight_kg: 'number', gross_weight_kg: 'number', length_cm: 'number', width_cm: 'number', height_cm: 'number' },
});

export const ordersTemplate = (locale: Locale) => ORDERS_WORKBOOK.template(locale);
export const articlesTemplate = (locale: Locale) => ARTICLES_WORKBOOK.template(locale);

type Row<K extends string> = { line: number; values: Partial<Record<K, string | number>> };

const textOf = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
const fold = (value: string) => value.trim().toLocaleLowerCase();

/** An order's own fields from its rows: the first row giving each; a row giving another value is wrong. */
function orderHeader(rows: Row<OrderColumn>[], errors: RowErrors) {
  const header: Partial<Record<HeaderColumn, { value: string | number; line: number }>> = {};
  for (const row of rows) {
    for (const column of ORDER_HEADER_COLUMNS) {
      const value = row.values[column];
      if (value === undefined) continue;
      const first = header[column];
      if (!first) header[column] = { value, line: row.line };
      else if (first.value !== value)
        errors.add(row.line, column, { key: 'validation.purchase_import_differs', params: { row: first.line } });
    }
  }
  return header;
}

/**
 * Adds the orders of a workbook as drafts on the sites acted as: every order or none. Suppliers
 * and articles are named by their numbers, the site by its key or name (or left out when acting
 * as one site). An order number the organization already has is refused: an import adds orders,
 * it never changes one.
 */
export async function importOrders(deps: AppDeps, ctx: SignedInContext, file: UploadedFile): Promise<TPurchaseOrdersImportResult> {
  const organizationId = workingOrganizationId(ctx.actor);
  const errors = new RowErrors();
  const rows = await ORDERS_WORKBOOK.readRows(file, ctx.locale, PURCHASE_IMPORT_ROWS_MAX, errors);

  const groups = new Map<string, Row<OrderColumn>[]>();
  for (const row of rows) {
    const number = textOf(row.values.order_number);
    if (number === undefined) errors.add(row.line, 'order_number', 'validation.required');
    else groups.set(number, [...(groups.get(number) ?? []), row]);
  }
  const given = (column: OrderColumn) => [...new Set(rows.flatMap((row) => textOf(row.values[column]) ?? []))];
  const [suppliers, articles, taken, siteRows] = await Promise.all([
    queries.suppliersByNumber(deps.db, organizationId, given('supplier_number')),
    queries.articlesByNumber(deps.db, organizationId, given('article_number')),
    queries.ordersByNumber(deps.db, organizationId, [...groups.keys()]),
    queries.sitesById(deps.db, ctx.actor.siteIds),
  ]);
  const sites = siteRows.filter((site) => site.organization_id === organizationId);
  const supplierIds = new Map(suppliers.map((supplier) => [supplier.number, supplier.id]));
  const articleIds = new Map(articles.map((article) => [article.number, article.id]));
  const takenNumbers = new Set(taken.map((order) => order.number));

  const orders: TPurchaseOrderBody[] = [];
  for (const [number, group] of groups) {
    const header = orderHeader(group, errors);
    const lineOf = (column: HeaderColumn) => header[column]?.line ?? group[0]!.line;
    const headerText = (column: HeaderColumn) => textOf(header[column]?.value);
    if (takenNumbers.has(number)) errors.add(group[0]!.line, 'order_number', 'validation.purchase_order_number_taken');

    const supplierNumber = headerText('supplier_number');
    const supplierId = supplierNumber === undefined ? undefined : supplierIds.get(supplierNumber);
    if (supplierNumber !== undefined && supplierId === undefined)
      errors.add(lineOf('supplier_number'), 'supplier_number', 'validation.purchase_import_unknown_supplier');
    const siteName = headerText('site');
    const site =
      siteName === undefined
        ? sites.length === 1
          ? sites[0]
          : undefined
        : sites.find((candidate) => fold(candidate.key) === fold(siteName) || fold(candidate.name) === fold(siteName));
    if (!site)
      errors.add(lineOf('site'), 'site', siteName === undefined ? 'validation.required' : 'validation.purchase_import_unknown_site');
    group.forEach((row) => {
      const article = textOf(row.values.article_number);
      if (article !== undefined && !articleIds.has(article))
        errors.add(row.line, 'article_number', 'validation.purchase_import_unknown_article');
    });

    const input = {
      order_number: number,
      supplier_id: supplierId,
      site_id: site?.id,
      currency: headerText('currency')?.toUpperCase(),
      incoterm: headerText('incoterm')?.toUpperCase() ?? null,
      incoterm_place: headerText('incoterm_place') ?? null,
      cargo_ready_requested: headerText('cargo_ready_requested') ?? null,
      cargo_ready_confirmed: headerText('cargo_ready_confirmed') ?? null,
      must_arrive_by: headerText('must_arrive_by') ?? null,
      notes: headerText('notes') ?? null,
      lines: group.map(({ values }) => ({
        article_id: articleIds.get(textOf(values.article_number) ?? ''),
        quantity: values.quantity,
        unit_price: values.unit_price,
        discount_percent: values.discount_percent,
        commission: textOf(values.commission) ?? null,
        shipment_date: values.shipment_date ?? null,
      })),
    };
    const parsed = ZPurchaseOrderBody.safeParse(input);
    if (parsed.success) {
      orders.push(parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const [field, index, lineField] = issue.path.map(String);
      const cell =
        field === 'lines' && index !== undefined && lineField !== undefined
          ? { line: group[Number(index)]!.line, column: lineField === 'article_id' ? 'article_number' : lineField }
          : field === 'supplier_id'
            ? { line: lineOf('supplier_number'), column: 'supplier_number' }
            : field === 'site_id'
              ? { line: lineOf('site'), column: 'site' }
              : { line: lineOf(field as HeaderColumn), column: field ?? 'row' };
      // An unknown supplier, site or article is already named; the missing id says nothing more.
      if (errors.has(cell.line, cell.column)) continue;
      const value = field === 'lines' ? group[Number(index)]?.values[lineField as OrderColumn] : header[field as HeaderColumn]?.value;
      errors.add(cell.line, cell.column, issueMessage(issue, value));
    }
  }
  errors.throwIfAny();

  return deps.db.transaction(async (tx) => {
    for (const order of orders) await insertNewOrder(tx, ctx, organizationId, order);
    return { orders: orders.length, lines: orders.reduce((sum, order) => sum + order.lines.length, 0) };
  });
}

/**
 * Adds the articles of a workbook to the organization's catalogue, and brings an article it
 * already has under the same number up to date with the row: every row or none.
 */
export async function importArticles(deps: AppDeps, ctx: SignedInContext, file: UploadedFile): Promise<TArticlesImportResult> {
  const organizationId = workingOrganizationId(ctx.actor);
  const errors = new RowErrors();
  const rows = await ARTICLES_WORKBOOK.readRows(file, ctx.locale, PURCHASE_IMPORT_ROWS_MAX, errors);
  const seen = new Map<string, number>();
  const articles: { line: number; body: ReturnType<typeof ZArticleBody.parse> }[] = [];
  for (const { line, values } of rows) {
    const number = textOf(values.article_number);
    if (number !== undefined) {
      const first = seen.get(number);
      if (first !== undefined) errors.add(line, 'article_number', { key: 'validation.purchase_import_repeated', params: { row: first } });
      else seen.set(number, line);
    }
    // Printed tariffs write HS codes with dots and spaces.
    const input = { ...values, hs_code: textOf(values.hs_code)?.replace(/[.\s]/g, '') };
    const parsed = ZArticleBody.safeParse(input);
    if (parsed.success) articles.push({ line, body: parsed.data });
    else errors.addIssues(line, parsed.error.issues, input);
  }
  errors.throwIfAny();

  const existing = new Map(
    (await queries.articlesByNumber(deps.db, organizationId, [...seen.keys()])).map((article) => [article.number, article.id]),
  );
  return deps.db.transaction(async (tx) => {
    const moment = new Date();
    for (const { body } of articles) {
      await queries.saveArticle(tx, existing.get(body.article_number) ?? null, {
        ...body,
        organization_id: organizationId,
        updated_at: moment,
      });
    }
    const updated = articles.filter(({ body }) => existing.has(body.article_number)).length;
    return { created: articles.length - updated, updated };
  });
}
