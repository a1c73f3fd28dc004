import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { LOCALES, type Locale } from '@freight/contracts';
import { ValidationError, type FieldMessage } from './errors';
import type { UploadedFile } from './form-body';
import { isMessageKey, translate } from './i18n';
import { streamXlsxRows } from './spreadsheet';

/*
 * Importing a workbook a person filled in: the template they download has its headers in their
 * language, and any of the portal's languages (or the column keys) is read back, so a workbook
 * passed between colleagues still imports. Cells are read by what their column means (text,
 * number, day), and every wrong cell is named as `rows.<line>.<column>`, the line being the row
 * number the spreadsheet shows.
 */

/** What a column's cells hold: text as shown, a number (a cell or text with a decimal point or comma), or a calendar day. */
export type CellKind = 'text' | 'number' | 'day';

export interface WorkbookShape<K extends string> {
  /** The columns in template order. */
  columns: readonly K[];
  /** The columns a workbook must have; a workbook without one is refused whole. */
  required: readonly K[];
  /** The message key of a column's title: the template's header, and one of the names it is read back by. */
  titleKey: (column: K) => string;
  /** The message key of the data sheet's name. */
  sheetKey: string;
  /** What each column's cells hold; text when not named. */
  kinds?: Partial<Record<K, CellKind>>;
  /** The message key of a column's explanation, for a second sheet of the template. */
  helpKey?: (column: K) => string;
}

/** A header as people type it: any case, extra spaces, full-width brackets. */
export const headerKey = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Every name a column is recognized by: its key, the key with spaces, and its title in each language. */
export function headerNames<K extends string>(columns: readonly K[], titleKey: (column: K) => string): Map<string, K> {
  const names = new Map<string, K>();
  for (const column of columns) {
    names.set(headerKey(column), column);
    names.set(headerKey(column.replace(/_/g, ' ')), column);
    for (const locale of LOCALES) names.set(headerKey(translate(locale, titleKey(column))), column);
  }
  return names;
}

export interface WorkbookLayout<K extends string> {
  /** The column each of the sheet's columns stands for, by the sheet's column number. */
  columns: Map<number, K>;
  missing: K[];
}

/** Which sheet column holds what, from the header row's texts (by sheet column number); a column named twice counts once. */
export function layoutOf<K extends string>(names: Map<string, K>, headers: readonly unknown[], required: readonly K[]): WorkbookLayout<K> {
  const columns = new Map<number, K>();
  headers.forEach((header, index) => {
    if (header === null || header === undefined) return;
    const column = names.get(headerKey(String(header)));
    if (column && ![...columns.values()].includes(column)) columns.set(index, column);
  });
  const found = new Set(columns.values());
  return { columns, missing: required.filter((column) => !found.has(column)) };
}

/** A row's filled cells by column, from the sheet's cells by column number. */
export function rowCells<K extends string>(layout: WorkbookLayout<K>, cells: readonly unknown[]): Partial<Record<K, unknown>> {
  const values: Partial<Record<K, unknown>> = {};
  for (const [index, column] of layout.columns) {
    const value = cells[index];
    if (value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '')) values[column] = value;
  }
  return values;
}

/** A cell as text, trimmed; a date cell as its day. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const written = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();
  return written === '' ? null : written;
}

/** A number cell, or a number written as text with a decimal point or comma (spaces as thousands separators). */
export function cellNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const written = cellText(value)?.replace(/[\s\u00a0]/g, '');
  if (!written || !/^-?\d+([.,]\d+)?$/.test(written)) return null;
  return Number(written.replace(',', '.'));
}

/** A date cell, or a calendar day written as YYYY-MM-DD. */
export function cellDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const written = cellText(value);
  if (!written || !/^\d{4}-\d{2}-\d{2}$/.test(written)) return null;
  const parsed = new Date(`${written}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === written ? written : null;
}

export interface CellError<K extends string> {
  column: K;
  message: FieldMessage;
}

/**
 * A row's cells as their columns mean them: numbers and days read as such, the rest as text.
 * A cell that is not what its column takes is an error of that column and is left out.
 */
export function typedCells<K extends string>(
  values: Partial<Record<K, unknown>>,
  kinds: Partial<Record<K, CellKind>>,
): { values: Partial<Record<K, string | number>>; errors: CellError<K>[] } {
  const typed: Partial<Record<K, string | number>> = {};
  const errors: CellError<K>[] = [];
  for (const [column, value] of Object.entries(values) as [K, unknown][]) {
    const kind = kinds[column] ?? 'text';
    const read = kind === 'number' ? cellNumber(value) : kind === 'day' ? cellDay(value) : cellText(value);
    if (read === null) errors.push({ column, message: kind === 'number' ? 'validation.number' : 'validation.date' });
    else typed[column] = read;
  }
  return { values: typed, errors };
}

/** The message of a zod issue as a field error: a key the portal translates, never zod's English. */
export function issueMessage(issue: z.core.$ZodIssue, given: unknown): FieldMessage {
  if (issue.code === 'invalid_type') return given === undefined || given === null ? 'validation.required' : 'validation.invalid_type';
  if (!isMessageKey(issue.message)) return 'validation.invalid';
  const params: Record<string, number> = {};
  if (issue.code === 'too_big') params.maximum = Number(issue.maximum);
  if (issue.code === 'too_small') params.minimum = Number(issue.minimum);
  return Object.keys(params).length > 0 ? { key: issue.message, params } : issue.message;
}

/** Wrong cells of a workbook, collected for one refusal of the whole import. */
export class RowErrors {
  readonly fields: Record<string, FieldMessage[]> = {};
  /** Wrong cells, each counted once however many messages it has. */
  private cells = 0;

  add(line: number, column: string, message: FieldMessage) {
    const field = `rows.${line}.${column}`;
    if (!this.fields[field]) this.cells += 1;
    (this.fields[field] ??= []).push(message);
  }

  /** A row checked against a contract: each issue under the column of its first path element. */
  addIssues(line: number, issues: readonly z.core.$ZodIssue[], given: Record<string, unknown>) {
    for (const issue of issues) {
      const column = String(issue.path[0] ?? 'row');
      this.add(line, column, issueMessage(issue, given[column]));
    }
  }

  has(line: number, column: string) {
    return Boolean(this.fields[`rows.${line}.${column}`]);
  }

  /** Refuses the whole import, naming every wrong cell, when there is any. */
  throwIfAny() {
    if (this.cells > 0) throw new ValidationError(this.fields, 'validation.import_rejected', { rows: this.cells });
  }
}

export interface OpenedWorkbook<K extends string> {
  header: { line: number; cells: unknown[] };
  layout: WorkbookLayout<K>;
  /** The rows after the header, as they stream from the file. */
  rows: AsyncIterator<{ line: number; cells: unknown[] }>;
}

/** One kind of import workbook: how its headers are recognized, how it opens and its template. */
export interface ImportWorkbook<K extends string> {
  shape: WorkbookShape<K>;
  layout(headers: readonly unknown[]): WorkbookLayout<K>;
  /** A column's title in a language. */
  title(locale: Locale, column: K): string;
  /**
   * Opens an uploaded .xlsx workbook: its header row (the first row with anything in it), the
   * columns it names and the rest of its rows as they stream. A file that is no .xlsx, has no
   * rows or lacks a required column is refused whole as an error of `file`.
   */
  open(file: UploadedFile, locale: Locale): Promise<OpenedWorkbook<K>>;
  /**
   * Every filled row of an uploaded workbook, its cells typed by their columns, up to `maximum`
   * rows. Cells that are not what their column takes are added to `errors`.
   */
  readRows(
    file: UploadedFile,
    locale: Locale,
    maximum: number,
    errors: RowErrors,
  ): Promise<{ line: number; values: Partial<Record<K, string | number>> }[]>;
  /** An empty workbook headed in the language, with a sheet explaining the columns when the shape has help texts. */
  template(locale: Locale): Promise<Buffer>;
}

export function importWorkbook<K extends string>(shape: WorkbookShape<K>): ImportWorkbook<K> {
  const names = headerNames(shape.columns, shape.titleKey);
  const kinds: Partial<Record<K, CellKind>> = shape.kinds ?? {};
  const title = (locale: Locale, column: K) => translate(locale, shape.titleKey(column));
  const layout = (headers: readonly unknown[]) => layoutOf(names, headers, shape.required);

  async function open(file: UploadedFile, locale: Locale): Promise<OpenedWorkbook<K>> {
    if (!/\.xlsx$/i.test(file.filename)) throw new ValidationError({ file: ['validation.workbook_xlsx_only'] });
    const rows = streamXlsxRows(file)[Symbol.asyncIterator]();
    let header: { line: number; cells: unknown[] } | null = null;
    while (!header) {
      const next = await rows.next();
      if (next.done) throw new ValidationError({ file: ['validation.import_empty'] });
      if (next.value.cells.some((cell) => cell !== null && cell !== undefined && cell !== '')) header = next.value;
    }
    const found = layout(header.cells);
    if (found.missing.length > 0) {
      await rows.return?.(undefined);
      const columns = found.missing.map((column) => title(locale, column)).join(', ');
      throw new ValidationError({ file: [{ key: 'validation.workbook_columns_missing', params: { columns } }] });
    }
    return { header, layout: found, rows };
  }

  async function readRows(file: UploadedFile, locale: Locale, maximum: number, errors: RowErrors) {
    const opened = await open(file, locale);
    const read: { line: number; values: Partial<Record<K, string | number>> }[] = [];
    for (;;) {
      const next = await opened.rows.next();
      if (next.done) break;
      const cells = rowCells(opened.layout, next.value.cells);
      if (Object.keys(cells).length === 0) continue;
      if (read.length === maximum) {
        await opened.rows.return?.(undefined);
        throw new ValidationError({ file: [{ key: 'validation.workbook_too_many_rows', params: { maximum } }] });
      }
      const typed = typedCells(cells, kinds);
      for (const error of typed.errors) errors.add(next.value.line, error.column, error.message);
      read.push({ line: next.value.line, values: typed.values });
    }
    if (read.length === 0) throw new ValidationError({ file: ['validation.import_empty'] });
    return read;
  }

  async function template(locale: Locale): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(translate(locale, shape.sheetKey), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = shape.columns.map((column) => {
      const kind = kinds[column] ?? 'text';
      return {
        header: title(locale, column),
        key: column,
        width: Math.max(14, title(locale, column).length + 4),
        // Codes and numbers of text columns may start with zeros; text cells keep them.
        style: kind === 'day' ? { numFmt: 'yyyy-mm-dd' } : kind === 'text' ? { numFmt: '@' } : {},
      };
    });
    sheet.getRow(1).font = { bold: true };
    if (shape.helpKey) {
      const help = workbook.addWorksheet(translate(locale, 'workbook.help_sheet'));
      help.columns = [
        { header: translate(locale, 'workbook.help_column'), key: 'column', width: 32 },
        { header: translate(locale, 'workbook.help_text'), key: 'text', width: 110 },
      ];
      help.getRow(1).font = { bold: true };
      for (const column of shape.columns) help.addRow({ column: title(locale, column), text: translate(locale, shape.helpKey(column)) });
    }
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  return { shape, layout, title, open, readRows, template };
}

/** Answers with a workbook to save under `filename`. */
export function sendWorkbook(reply: FastifyReply, filename: string, data: Buffer | Readable) {
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(data);
}
