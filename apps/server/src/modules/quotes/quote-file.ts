import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  QUOTE_FILE_COLUMNS,
  QUOTE_FILE_LINES_MAX,
  QUOTE_PACKAGE_TYPES,
  type Locale,
  ZPriceCalculationRequest,
  type QuoteFileColumn,
  type TPriceCalculationRequest,
  type TQuote,
} from '@freight/contracts';
import { ValidationError, type FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { SheetRow } from '../../platform/spreadsheet';
import { headerKey, headerNames } from '../../platform/workbook-import';

export interface QuoteFileLine {
  line: number;
  reference: string | null;
  request: TPriceCalculationRequest;
}

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

/** A number typed either way: '1 250,5' and 1250.5 read the same; text that is no number stays as is for the check to refuse. */
const number = (value: unknown): unknown => {
  const raw = text(value);
  if (raw === null) return undefined;
  const parsed = Number(raw.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : raw;
};

const YES = new Set(['1', 'yes', 'y', 'true', 'x', 'ja', 'sí', 'si', '是']);
const NO = new Set(['0', 'no', 'n', 'false', 'nej', '否']);
const flag = (value: unknown): unknown => {
  const raw = text(value)?.toLowerCase();
  if (raw === undefined) return undefined;
  if (YES.has(raw)) return true;
  if (NO.has(raw)) return false;
  return raw;
};

/** Package types as people write them: 'EUR pallet', 'eur_pallet', 'Parcel'. */
const packageType = (value: unknown): unknown => {
  const raw = text(value);
  if (raw === null) return undefined;
  const key = raw.toLowerCase().replace(/[\s-]+/g, '_');
  return (QUOTE_PACKAGE_TYPES as readonly string[]).includes(key) ? key : raw;
};

const columnTitleKey = (column: QuoteFileColumn) => `quote_file.column.${column}`;
const COLUMN_NAMES = headerNames(
  QUOTE_FILE_COLUMNS.map((column) => column.key),
  columnTitleKey,
);

/** The column a header stands for, from its title in any of the portal's languages or its key (as `columnKey` gave it). */
const columnOf = (header: string): QuoteFileColumn | undefined => COLUMN_NAMES.get(headerKey(header.replace(/_/g, ' ')));

/** ISO 6346 codes as people type them: '22g1' and ' 22G1 ' are 22G1. */
const containerSize = (value: unknown): string | null => text(value)?.toUpperCase() ?? null;

/** Which column of the file a field of the price calculation request came from. */
const COLUMN_OF_PATH: Record<string, QuoteFileColumn> = {
  'pickup.country': 'pickup_country',
  'pickup.zip': 'pickup_postcode',
  'delivery.country': 'delivery_country',
  'delivery.zip': 'delivery_postcode',
  pickup_date: 'pickup_date',
  'goods.0.package_type': 'package_type',
  'goods.0.container_size': 'container_size',
  'goods.0.units': 'units',
  'goods.0.weight': 'weight_kg',
  'goods.0.depth': 'length_cm',
  'goods.0.width': 'width_cm',
  'goods.0.height': 'height_cm',
  'goods.0.dangerous_goods': 'dangerous_goods',
  'goods.0.stackable': 'stackable',
};

function requestOf(values: Partial<Record<QuoteFileColumn, unknown>>) {
  return {
    pickup: { country: text(values.pickup_country) ?? '', zip: text(values.pickup_postcode) ?? '' },
    delivery: { country: text(values.delivery_country) ?? '', zip: text(values.delivery_postcode) ?? '' },
    pickup_date: text(values.pickup_date),
    goods: [
      {
        package_type: packageType(values.package_type),
        container_size: containerSize(values.container_size),
        units: number(values.units) ?? 1,
        weight: number(values.weight_kg),
        depth: number(values.length_cm) ?? null,
        width: number(values.width_cm) ?? null,
        height: number(values.height_cm) ?? null,
        dangerous_goods: flag(values.dangerous_goods) ?? false,
        stackable: flag(values.stackable),
      },
    ],
  };
}

/**
 * The consignments of a quote file, or every wrong cell with its line and column: a file with
 * any wrong line is priced not at all, so no one reads a result that silently skipped lines.
 */
export function readQuoteFile(rows: readonly SheetRow[]): QuoteFileLine[] {
  const columns = new Map<string, QuoteFileColumn | undefined>();
  if (rows.length === 0) throw new ValidationError({ rows: ['validation.import_empty'] });
  if (rows.length > QUOTE_FILE_LINES_MAX)
    throw new ValidationError({ rows: [{ key: 'validation.too_big', params: { maximum: QUOTE_FILE_LINES_MAX } }] });
  const errors: Record<string, FieldMessage[]> = {};
  const lines: QuoteFileLine[] = [];
  for (const { line, values: cells } of rows) {
    const values: Partial<Record<QuoteFileColumn, unknown>> = {};
    for (const [header, value] of Object.entries(cells)) {
      if (!columns.has(header)) columns.set(header, columnOf(header));
      const column = columns.get(header);
      if (column && !(column in values)) values[column] = value;
    }
    const parsed = ZPriceCalculationRequest.safeParse(requestOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const column = COLUMN_OF_PATH[path] ?? 'row';
        const message = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
        (errors[`rows.${line}.${column}`] ??= []).push(message as FieldMessage);
      }
      continue;
    }
    lines.push({ line, reference: text(values.reference), request: parsed.data });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, 'validation.import_rejected', { rows: Object.keys(errors).length });
  return lines;
}

const RESULT_HEADERS = [
  'Line',
  'Reference',
  'From',
  'To',
  'Services quoted',
  'Cheapest carrier',
  'Cheapest service',
  'Cheapest price',
  'Cheapest currency',
  'Cheapest delivery date',
  'Fastest carrier',
  'Fastest service',
  'Fastest price',
  'Fastest currency',
  'Fastest delivery date',
  'Fastest working days',
] as const;

const major = (quote: TQuote) => quote.price.total / 100;

/** What a results line shows of a consignment's quotes: how many services quoted, the cheapest and the fastest. */
export interface BestOffers {
  quoted: number;
  cheapest: TQuote | undefined;
  /** The earliest delivery, the cheaper of two equally fast; a service without a lead time is never the fastest. */
  fastest: TQuote | undefined;
}

/** Writes a results line for each priced line of a quote file. */
export interface QuoteResultsWriter {
  /** The workbook as it is written. */
  stream: Readable;
  add(line: QuoteFileLine, offers: BestOffers): void;
  /** Ends the workbook. */
  finish(): Promise<void>;
}

/**
 * The results workbook, written row by row as lines are priced: each row is committed to the
 * compressed output at once and flows on to whoever reads the stream, so a long file never holds
 * every line's cells.
 */
export function quoteResultsWriter(): QuoteResultsWriter {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Quotes', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = RESULT_HEADERS.map((header, index) => ({
    header,
    width: header.length < 10 ? 12 : 22,
    // Prices: the cheapest's and the fastest's.
    ...(index === 7 || index === 12 ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  const headerRow = sheet.getRow(1);
  headerRow.font = { bold: true };
  headerRow.commit();
  return {
    stream: output,
    add(line, { quoted, cheapest, fastest: quickest }) {
      sheet
        .addRow([
          line.line,
          line.reference,
          `${line.request.pickup.country} ${line.request.pickup.zip}`,
          `${line.request.delivery.country} ${line.request.delivery.zip}`,
          quoted,
          cheapest?.carrier.name ?? null,
          cheapest?.service.name ?? null,
          cheapest ? major(cheapest) : null,
          cheapest?.price.currency ?? null,
          cheapest?.delivery_date ?? null,
          quickest?.carrier.name ?? null,
          quickest?.service.name ?? null,
          quickest ? major(quickest) : null,
          quickest?.price.currency ?? null,
          quickest?.delivery_date ?? null,
          quickest?.working_days ?? null,
        ])
        .commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** An empty quote file headed in the user's language, with a pallet line and a container line as examples. */
export async function writeQuoteFileTemplate(locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, 'quote_file.sheet'));
  sheet.columns = QUOTE_FILE_COLUMNS.map(({ key }) => {
    const header = translate(locale, columnTitleKey(key));
    // Postcodes are text so Norway's 0150 keeps its zero.
    return { key, header, width: Math.max(14, header.length + 4), ...(key.endsWith('_postcode') ? { style: { numFmt: '@' } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  const example = { reference: 'PO-1001', pickup_country: 'SE', pickup_postcode: '41101', pickup_date: null, units: 1 };
  sheet.addRow({
    ...example,
    delivery_country: 'NO',
    delivery_postcode: '0150',
    package_type: 'eur_pallet',
    weight_kg: 300,
    length_cm: 120,
    width_cm: 80,
    height_cm: 120,
    dangerous_goods: 'no',
    stackable: 'yes',
  });
  sheet.addRow({
    ...example,
    reference: 'PO-1002',
    delivery_country: 'DE',
    delivery_postcode: '20457',
    package_type: 'container',
    container_size: '42G1',
    weight_kg: 12_000,
    dangerous_goods: 'no',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
