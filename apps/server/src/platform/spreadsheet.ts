import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ValidationError } from './errors';

export interface SheetRow {
  /** The row's number in the file, as a person looking at it would count. */
  line: number;
  values: Record<string, unknown>;
}

/** A header as rows are keyed by it: trimmed, lower case, spaces as underscores. */
export const columnKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return value.result ?? null;
  if ('text' in value) return value.text;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  return String(value);
}

/**
 * Reads the first sheet of an .xlsx file, or a CSV file: its header row's column keys (see
 * columnKey) and the rows keyed by them. Empty rows are skipped.
 */
export async function readSheet(file: { filename: string; data: Buffer }): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const workbook = new ExcelJS.Workbook();
  const isCsv = /\.csv$/i.test(file.filename);
  try {
    if (isCsv) {
      const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
      const delimiter = (text.split('\n')[0] ?? '').includes(';') ? ';' : ',';
      await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter } });
    } else {
      await workbook.xlsx.load(file.data as unknown as ArrayBuffer);
    }
  } catch {
    throw new ValidationError({ file: ['validation.file_unreadable'] });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError({ file: ['validation.file_unreadable'] });
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column] = columnKey(String(cellValue(cell.value) ?? ''));
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const values: Record<string, unknown> = {};
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const header = headers[column];
      // CSV cells arrive as text; a number-looking text stays text so leading zeros survive.
      if (header) values[header] = cellValue(cell.value);
    });
    if (Object.values(values).some((value) => value !== null && value !== '')) rows.push({ line, values });
  });
  return { headers: headers.filter(Boolean), rows };
}

/** The rows of readSheet, for imports that check their columns row by row. */
export async function readSpreadsheet(file: { filename: string; data: Buffer }): Promise<SheetRow[]> {
  return (await readSheet(file)).rows;
}
