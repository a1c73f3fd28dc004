import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';
import { format as formatNumber } from 'numfmt';
import { ValidationError } from './errors';

export interface SheetRow {
  /** The row's number in the file, as a person looking at it would count. */
  line: number;
  values: Record<string, unknown>;
  /** For number cells of an .xlsx file, the text the cell shows (its number format applied). */
  shown?: Record<string, string>;
}

/** A header as rows are keyed by it: trimmed, lower case, spaces as underscores. */
export const columnKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

const CSV_CHUNK_BYTES = 64 * 1024;

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return value.result ?? null;
  if ('text' in value) return value.text;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  return String(value);
}

/** A file that is no spreadsheet, or a broken one; the worker reports it by this message. */
export class UnreadableSheet extends Error {
  constructor() {
    super('unreadable spreadsheet');
  }
}
const unreadable = () => new UnreadableSheet();

/** A spreadsheet in memory, or one on disk (an upload) that is read as it streams. */
export type SheetFile = { filename: string } & ({ data: Buffer } | { path: string });

function* chunksOf(data: Buffer) {
  for (let start = 0; start < data.length; start += CSV_CHUNK_BYTES) yield data.subarray(start, start + CSV_CHUNK_BYTES);
}

/** A CSV file as a stream of chunks; a workbook is opened by its central directory instead (firstWorksheet). */
function openCsv(file: SheetFile): Readable {
  return 'data' in file ? Readable.from(chunksOf(file.data)) : createReadStream(file.path, { highWaterMark: CSV_CHUNK_BYTES });
}

async function firstBytes(file: SheetFile): Promise<Buffer> {
  if ('data' in file) return file.data.subarray(0, CSV_CHUNK_BYTES);
  const handle = await open(file.path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(CSV_CHUNK_BYTES), 0, CSV_CHUNK_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Comma or semicolon, whichever the header line uses more. */
async function csvDelimiter(file: SheetFile): Promise<',' | ';'> {
  const start = await firstBytes(file);
  const end = start.indexOf(0x0a);
  const header = start.subarray(0, end === -1 ? start.length : end).toString('utf8');
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Every CSV cell is text exactly as written: '0150', '1e5' and '2026-01-02' stay what they are,
 * and the import's own rules decide what a column means. The file streams through the parser.
 */
async function readCsv(file: SheetFile): Promise<{ headers: string[]; rows: SheetRow[] }> {
  // Every line is a record, empty ones too, so a record's number is the row a spreadsheet shows.
  const parser = openCsv(file).pipe(
    parse({ bom: true, delimiter: await csvDelimiter(file), relax_column_count: true, skip_empty_lines: false, info: true }),
  );
  let headers: string[] | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      if (headers === null) {
        headers = record.map(columnKey);
        continue;
      }
      const values: Record<string, unknown> = {};
      record.forEach((cell, column) => {
        const header = headers![column];
        if (header && cell !== '') values[header] = cell;
      });
      if (Object.keys(values).length > 0) rows.push({ line: info.records, values });
    }
  } catch (error) {
    if (error instanceof CsvError) throw unreadable();
    throw error;
  }
  return { headers: (headers ?? []).filter(Boolean), rows };
}

/** The parts of exceljs's streaming reader that read one part of the archive each. */
interface WorkbookParts {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/**
 * The first sheet of a workbook, as exceljs's streaming reader reads it. That reader takes the
 * archive's parts in their stored order and, while it waits on one part, can lose the parts still
 * to come (exceljs issue 3064): a sound file then reads as unreadable, now and then. So the parts
 * are opened here through the archive's central directory, those the sheet depends on first, and
 * only the sheet itself streams.
 */
async function firstWorksheet(file: SheetFile): Promise<AsyncIterable<ExcelJS.Row>> {
  const archive = await ('data' in file ? unzipper.Open.buffer(file.data) : unzipper.Open.file(file.path));
  const part = (path: string) => archive.files.find((entry) => entry.path === path)?.stream();
  // Its own input is never read: each part is handed to it below.
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const relations = part('xl/_rels/workbook.xml.rels');
  const book = part('xl/workbook.xml');
  if (!relations || !book) throw unreadable();
  await workbook._parseRels(relations);
  await workbook._parseWorkbook(book);
  const sharedStrings = part('xl/sharedStrings.xml');
  if (sharedStrings) for await (const _ of workbook._parseSharedStrings(sharedStrings));
  const styles = part('xl/styles.xml');
  if (styles) await workbook._parseStyles(styles);
  // The first sheet is the first tab, named by the workbook, not the first file in the archive.
  const first = workbook.model?.sheets?.[0];
  const target = workbook.workbookRels?.find((relation) => relation.Id === first?.rId)?.Target;
  const sheetNo = target?.match(/worksheets\/sheet(\d+)\.xml$/)?.[1];
  const sheet = sheetNo && part(`xl/worksheets/sheet${sheetNo}.xml`);
  if (!sheet) throw unreadable();
  const [emitted] = workbook._parseWorksheet(sheet, sheetNo);
  if (!emitted) throw unreadable();
  return emitted.value;
}

type SheetCell = { value: ExcelJS.CellValue; numFmt?: string };

/** The first sheet of an .xlsx file, streamed row by row through exceljs's reader. */
async function readXlsx(file: SheetFile): Promise<{ headers: string[]; rows: SheetRow[] }> {
  let headers: string[] | null = null;
  const rows: SheetRow[] = [];
  try {
    for await (const row of await firstWorksheet(file)) {
      if (headers === null) {
        headers = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          headers![column] = columnKey(String(cellValue(cell.value) ?? ''));
        });
        continue;
      }
      const values: Record<string, unknown> = {};
      const shown: Record<string, string> = {};
      row.eachCell({ includeEmpty: false }, (cell: SheetCell, column) => {
        const header = headers![column];
        if (!header) return;
        const value = cellValue(cell.value);
        values[header] = value;
        // A postcode typed as 0150 in a cell formatted '0000' is the number 150: keep what it shows.
        if (typeof value === 'number') shown[header] = formatNumber(cell.numFmt || 'General', value);
      });
      if (Object.values(values).some((value) => value !== null && value !== '')) {
        rows.push(Object.keys(shown).length > 0 ? { line: row.number, values, shown } : { line: row.number, values });
      }
    }
  } catch {
    throw unreadable();
  }
  if (headers === null) throw unreadable();
  return { headers: headers.filter(Boolean), rows };
}

/**
 * The rows of an .xlsx file's first sheet as they stream in, the header row too, each as its
 * cells by column number: a file of any length is read with flat memory. An unreadable file is a
 * field error of `file`.
 */
export async function* streamXlsxRows(file: SheetFile): AsyncGenerator<{ line: number; cells: unknown[] }> {
  const rows: AsyncGenerator<{ line: number; cells: unknown[] }> = (async function* () {
    for await (const row of await firstWorksheet(file)) {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const value = cellValue(cell.value);
        // A text is a slice of the parser's whole chunk and keeps all of it alive while it is
        // kept (a reference remembered to the end of the file): a copy keeps memory flat.
        cells[column] = typeof value === 'string' ? Buffer.from(value).toString() : value;
      });
      yield { line: row.number, cells };
    }
  })();
  for (;;) {
    let next: IteratorResult<{ line: number; cells: unknown[] }>;
    try {
      next = await rows.next();
    } catch {
      throw new ValidationError({ file: ['validation.file_unreadable'] });
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The sheet read in this thread; readSheet runs it in a worker thread. */
export function parseSheet(file: SheetFile): Promise<{ headers: string[]; rows: SheetRow[] }> {
  return /\.csv$/i.test(file.filename) ? readCsv(file) : readXlsx(file);
}

/** A file for the worker thread to read, and what it sends back: rows in batches, then the headers, or why it failed. */
export interface SheetJob {
  id: number;
  file: { filename: string } & ({ data: Uint8Array } | { path: string });
}
export type SheetMessage = { id: number } & ({ rows: SheetRow[] } | { headers: string[] } | { unreadable: true } | { failed: string });

// Beside this module: the bundle's own file in production (build.mjs), or the TypeScript source
// in development and tests, loaded through tsx's API (a worker does not inherit its loader).
const workerFile = new URL(import.meta.url.endsWith('.ts') ? './spreadsheet-worker.ts' : './spreadsheet-worker.js', import.meta.url);
const startWorker = () =>
  workerFile.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerFile.href)}, ${JSON.stringify(workerFile.href)}))`,
        {
          eval: true,
        },
      )
    : new Worker(workerFile);

/**
 * The one worker thread that reads spreadsheets, started on first use and kept (without holding
 * the process open) so later files do not wait for it to start; files are read one at a time.
 */
let reader: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();
let jobs = 0;

function readInWorker(file: SheetJob['file']): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const id = (jobs += 1);
  return new Promise((resolve, reject) => {
    const worker = (reader ??= startWorker());
    worker.unref();
    const rows: SheetRow[] = [];
    const done = (finish: () => void) => {
      worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      finish();
    };
    const onMessage = (message: SheetMessage) => {
      if (message.id !== id) return;
      if ('rows' in message) {
        for (const row of message.rows) rows.push(row);
      } else if ('headers' in message) {
        done(() => resolve({ headers: message.headers, rows }));
      } else if ('unreadable' in message) {
        done(() => reject(new ValidationError({ file: ['validation.file_unreadable'] })));
      } else {
        done(() => reject(new Error(`reading a spreadsheet failed: ${message.failed}`)));
      }
    };
    // A worker that failed or ended is replaced for the next file.
    const onFailure = (error: unknown) => {
      if (reader === worker) reader = null;
      done(() => reject(error instanceof Error ? error : new Error(`the spreadsheet worker ended (${String(error)})`)));
    };
    worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
    worker.postMessage({ id, file } satisfies SheetJob);
  });
}

/**
 * Reads the first sheet of an .xlsx file, or a CSV file (comma or semicolon separated, UTF-8
 * with or without a byte order mark): its header row's column keys (see columnKey) and the rows
 * keyed by them. Empty rows are skipped. Parsing runs in a worker thread, so a large file never
 * holds up other requests; its rows come back in batches.
 */
export function readSheet(file: SheetFile): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const job = 'data' in file ? { filename: file.filename, data: file.data } : { filename: file.filename, path: file.path };
  const result = queue.then(() => readInWorker(job));
  queue = result.catch(() => {});
  return result;
}

/** The rows of readSheet, for imports that check their columns row by row. */
export async function readSpreadsheet(file: SheetFile): Promise<SheetRow[]> {
  return (await readSheet(file)).rows;
}
