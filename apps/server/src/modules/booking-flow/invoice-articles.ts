import ExcelJS from 'exceljs';
import { INVOICE_ARTICLE_COLUMNS, INVOICE_ARTICLES_MAX, ZInvoiceArticle, type TInvoiceArticle } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { ValidationError, type FieldMessage } from '../../platform/errors';
import { isMessageKey } from '../../platform/i18n';
import type { UploadedFile } from '../../platform/form-body';
import { columnKey, readSheet } from '../../platform/spreadsheet';
import { countryCodes } from './booking-flow.queries';

/**
 * The invoice articles spreadsheet (`POST /api/priceleadtime/invoice/articles/import`): one sheet,
 * a header row with the columns of INVOICE_ARTICLE_COLUMNS in any order, one article per row.
 * Numbers typed as text may use a decimal comma. An import answers every article or, when any
 * cell is wrong, none: the errors are keyed `rows.<line>.<column>`.
 */

const COLUMN_KEYS = INVOICE_ARTICLE_COLUMNS.map(columnKey);
const REQUIRED_COLUMNS = COLUMN_KEYS.filter((key) => key !== 'article_number' && key !== 'net_weight');
const NUMERIC_COLUMNS = new Set(['quantity', 'unit_price', 'net_weight']);
const SHEET_TITLE = 'Articles';

const blankAsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : typeof value === 'string' ? value.trim() : value;

/** A cell as the article schema reads it: numbers for the numeric columns, text for the rest. */
function fieldValue(key: string, value: unknown): unknown {
  if (value === null) return NUMERIC_COLUMNS.has(key) ? null : undefined;
  if (NUMERIC_COLUMNS.has(key)) {
    if (typeof value === 'number') return value;
    const parsed = Number(String(value).replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : String(value);
  }
  return String(value);
}

class RowErrors {
  readonly fields: Record<string, FieldMessage[]> = {};
  add(field: string, message: FieldMessage) {
    // zod's own English texts become the generic key, so every locale gets a translation.
    const known = typeof message !== 'string' || isMessageKey(message) ? message : 'validation.invalid';
    (this.fields[field] ??= []).push(known);
  }
  get count() {
    return Object.keys(this.fields).length;
  }
}

export async function readInvoiceArticles(deps: AppDeps, file: UploadedFile): Promise<TInvoiceArticle[]> {
  const sheet = await readSheet(file);
  const errors = new RowErrors();
  for (const [index, key] of COLUMN_KEYS.entries()) {
    if (REQUIRED_COLUMNS.includes(key) && !sheet.headers.includes(key)) {
      errors.add(`columns.${key}`, { key: 'validation.column_missing', params: { column: INVOICE_ARTICLE_COLUMNS[index]! } });
    }
  }
  if (errors.count > 0) throw new ValidationError(errors.fields);

  // Only the article columns count; a row with nothing in them is no article.
  const rows = sheet.rows
    .map(({ line, values }) => ({ line, values: Object.fromEntries(COLUMN_KEYS.map((key) => [key, blankAsNull(values[key])])) }))
    .filter((row) => Object.values(row.values).some((value) => value !== null));
  if (rows.length === 0) throw new ValidationError({ file: ['validation.import_empty'] });
  if (rows.length > INVOICE_ARTICLES_MAX)
    throw new ValidationError({ file: [{ key: 'validation.too_many_rows', params: { maximum: INVOICE_ARTICLES_MAX } }] });

  const countries = await countryCodes(deps.db);
  const articles: TInvoiceArticle[] = [];
  for (const row of rows) {
    const input = Object.fromEntries(Object.entries(row.values).map(([key, value]) => [key, fieldValue(key, value)]));
    const result = ZInvoiceArticle.safeParse(input);
    const issues = result.success ? [] : result.error.issues;
    for (const issue of issues) {
      const given = input[String(issue.path[0])];
      const message =
        issue.code === 'invalid_type'
          ? given === undefined || given === null
            ? 'validation.required'
            : 'validation.number'
          : issue.message;
      errors.add(`rows.${row.line}.${String(issue.path[0] ?? 'row')}`, message);
    }
    // A well-formed code must also name a country, whatever else is wrong on the row.
    const origin = typeof input.country_of_origin === 'string' ? input.country_of_origin.trim().toUpperCase() : '';
    const originWellFormed = !issues.some((issue) => issue.path[0] === 'country_of_origin');
    if (originWellFormed && origin !== '' && !countries.has(origin)) errors.add(`rows.${row.line}.country_of_origin`, 'validation.country');
    else if (result.success) articles.push(result.data);
  }
  if (errors.count > 0) throw new ValidationError(errors.fields, 'validation.articles_rejected', { rows: errors.count });
  return articles;
}

/** The empty template: the header row, wide enough to read, with codes kept as text. */
export async function invoiceArticlesTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(SHEET_TITLE);
  worksheet.columns = INVOICE_ARTICLE_COLUMNS.map((header) => ({ header, width: header === 'Description' ? 40 : 18 }));
  worksheet.getRow(1).font = { bold: true };
  // HS codes and article numbers may start with zeros; text cells keep them.
  for (const key of ['article_number', 'hs_code']) worksheet.getColumn(COLUMN_KEYS.indexOf(key) + 1).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
