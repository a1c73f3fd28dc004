import ExcelJS from 'exceljs';
import { z } from 'zod';
import { SURCHARGE_BASES, SURCHARGE_TYPES, ZIsoDate, ZPriceListDocument, type TPriceListDocument, ZId } from '@freight/contracts';
import { ValidationError, type FieldMessage } from '../../platform/errors';
import { isMessageKey } from '../../platform/i18n';

/**
 * The workbook layout of a price list, documented on contracts' ZPriceListDocument: sheets
 * Settings, Zones, Lanes, Surcharges and Lead times, each with a header row.
 */
const SHEETS = {
  settings: { title: 'Settings', headers: ['Key', 'Value'] },
  zones: { title: 'Zones', headers: ['Zone', 'Country', 'Postcode from', 'Postcode to'] },
  lanes: {
    title: 'Lanes',
    headers: ['Origin zone', 'Destination zone', 'Up to kg', 'Price per kg', 'Price per consignment', 'Minimum charge'],
  },
  surcharges: { title: 'Surcharges', headers: ['Type', 'Label', 'Amount', 'Per', 'When', 'Side', 'Subject to fuel'] },
  lead_times: { title: 'Lead times', headers: ['Origin zone', 'Destination zone', 'Working days'] },
} as const;
type SheetKey = keyof typeof SHEETS;

const SETTING_KEYS = [
  'carrier_service_id',
  'currency',
  'valid_from',
  'valid_to',
  'fuel_surcharge_percent',
  'minimum_charge',
  'rounding_step_kg',
  'cut_off',
  'time_zone',
] as const;

const columnKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

export async function writePriceListWorkbook(document: TPriceListDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = (key: SheetKey, rows: unknown[][]) => {
    const { title, headers } = SHEETS[key];
    const worksheet = workbook.addWorksheet(title);
    worksheet.columns = headers.map((header) => ({ header, width: 22 }));
    worksheet.getRow(1).font = { bold: true };
    // Postcodes and codes stay text so leading zeros (NO 0150) survive a round trip.
    for (const row of rows) worksheet.addRow(row.map((value) => value ?? null));
  };
  sheet(
    'settings',
    SETTING_KEYS.map((key) => [key, document[key]]),
  );
  sheet(
    'zones',
    document.zones.flatMap((zone) =>
      zone.postcode_ranges.length === 0
        ? [[zone.code, zone.country, null, null]]
        : zone.postcode_ranges.map(([from, to]) => [zone.code, zone.country, from, to]),
    ),
  );
  sheet(
    'lanes',
    document.lanes.flatMap((lane) =>
      lane.weight_breaks.map((step, index) => [
        lane.origin_zone,
        lane.destination_zone,
        step.up_to_kg,
        step.price_per_kg,
        step.price_per_consignment,
        index === 0 ? lane.minimum_charge : null,
      ]),
    ),
  );
  sheet(
    'surcharges',
    document.surcharges.map((surcharge) => {
      const when = surcharge.when;
      let condition: string | null = null;
      let side: string | null = null;
      if (when?.kind === 'service') condition = `service:${when.service}`;
      else if (when?.kind === 'zone') {
        condition = `zone:${when.zones.join(',')}`;
        side = when.side ?? null;
      } else if (when) condition = when.kind;
      return [surcharge.type, surcharge.label, surcharge.amount, surcharge.per, condition, side, surcharge.subject_to_fuel ? 1 : 0];
    }),
  );
  sheet(
    'lead_times',
    document.lead_times.map((entry) => [entry.origin_zone, entry.destination_zone, entry.working_days]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Row {
  line: number;
  values: Record<string, unknown>;
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return typeof value === 'string' && value.trim() === '' ? null : value;
  if ('result' in value) return value.result ?? null;
  if ('text' in value) return value.text;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  return String(value);
}

async function readSheets(data: Buffer): Promise<Map<SheetKey, Row[]>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new ValidationError({ file: ['validation.file_unreadable'] });
  }
  const sheets = new Map<SheetKey, Row[]>();
  for (const [key, { title }] of Object.entries(SHEETS) as [SheetKey, (typeof SHEETS)[SheetKey]][]) {
    const worksheet = workbook.worksheets.find((candidate) => candidate.name.trim().toLowerCase() === title.toLowerCase());
    if (!worksheet) continue;
    const headers: string[] = [];
    worksheet.getRow(1).eachCell((cell, column) => {
      headers[column] = columnKey(String(cellValue(cell.value) ?? ''));
    });
    const rows: Row[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, line) => {
      if (line === 1) return;
      // Empty cells read as null, like blank ones, so optional columns may be left empty.
      const values: Record<string, unknown> = Object.fromEntries(headers.filter(Boolean).map((header) => [header, null]));
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        const header = headers[column];
        if (header) values[header] = cellValue(cell.value);
      });
      if (Object.values(values).some((value) => value !== null)) rows.push({ line, values });
    });
    sheets.set(key, rows);
  }
  return sheets;
}

/** Numbers typed as text in a Swedish sheet use a decimal comma. */
const number = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value),
  z.number({ message: 'validation.invalid_type' }).finite(),
);
const optionalNumber = z.preprocess((value) => (value === null || value === '' ? null : value), number.nullable());
const text = z.preprocess(
  (value) => (value === null ? undefined : String(value).trim()),
  z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }),
);
const optionalText = z.preprocess((value) => (value === null ? null : String(value).trim()), z.string().nullable());
const flag = z.preprocess(
  (value) => (value === null ? true : ['1', 'true', 'yes'].includes(String(value).trim().toLowerCase())),
  z.boolean(),
);

const ZZoneRow = z.object({
  zone: text,
  country: z.preprocess(
    (value) => (value === null ? undefined : String(value).trim().toUpperCase()),
    z.string({ message: 'validation.required' }).regex(/^[A-Z]{2}$/, { message: 'validation.country' }),
  ),
  postcode_from: optionalText,
  postcode_to: optionalText,
});
const ZLaneRow = z.object({
  origin_zone: text,
  destination_zone: text,
  up_to_kg: number.pipe(z.number().positive({ message: 'validation.positive' })),
  price_per_kg: optionalNumber.pipe(z.number().min(0, { message: 'validation.not_negative' }).nullable()),
  price_per_consignment: optionalNumber.pipe(z.number().min(0, { message: 'validation.not_negative' }).nullable()),
  minimum_charge: optionalNumber.pipe(z.number().min(0, { message: 'validation.not_negative' }).nullable()),
});
const ZSurchargeRow = z.object({
  type: z.preprocess(
    (value) => (value === null ? undefined : String(value).trim()),
    z.enum(SURCHARGE_TYPES, { message: 'validation.invalid_value' }),
  ),
  label: optionalText,
  amount: number.pipe(z.number().min(0, { message: 'validation.not_negative' })),
  per: z.preprocess(
    (value) => (value === null ? undefined : String(value).trim().toLowerCase()),
    z.enum(SURCHARGE_BASES, { message: 'validation.invalid_value' }),
  ),
  when: optionalText.pipe(
    z
      .string()
      .regex(/^(dangerous_goods|non_stackable|service:\S+|zone:[^,\s]+(,[^,\s]+)*)$/, { message: 'validation.invalid_value' })
      .nullable(),
  ),
  side: z.preprocess(
    (value) => (value === null ? null : String(value).trim().toLowerCase()),
    z.enum(['origin', 'destination'], { message: 'validation.invalid_value' }).nullable(),
  ),
  subject_to_fuel: flag,
});
const ZLeadTimeRow = z.object({
  origin_zone: text,
  destination_zone: text,
  working_days: number.pipe(
    z
      .number()
      .int({ message: 'validation.integer' })
      .min(0, { message: 'validation.not_negative' })
      .max(90, { message: 'validation.too_large' }),
  ),
});
const ZSettings = z.object({
  carrier_service_id: number.pipe(ZId),
  currency: text.pipe(z.string().regex(/^[A-Za-z]{3}$/, { message: 'validation.currency' })).transform((value) => value.toUpperCase()),
  valid_from: optionalText.pipe(ZIsoDate.nullable()),
  valid_to: optionalText.pipe(ZIsoDate.nullable()),
  fuel_surcharge_percent: optionalNumber.pipe(
    z.number().min(0, { message: 'validation.not_negative' }).max(100, { message: 'validation.too_large' }).nullable(),
  ),
  minimum_charge: optionalNumber.pipe(z.number().min(0, { message: 'validation.not_negative' }).nullable()),
  rounding_step_kg: optionalNumber.pipe(z.number().positive({ message: 'validation.positive' }).nullable()),
  cut_off: optionalText.pipe(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' })
      .nullable(),
  ),
  time_zone: optionalText,
});

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

function parseRows<T>(errors: RowErrors, sheet: SheetKey, rows: Row[], schema: z.ZodType<T>): { line: number; value: T }[] {
  const parsed: { line: number; value: T }[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row.values);
    if (result.success) parsed.push({ line: row.line, value: result.data });
    else for (const issue of result.error.issues) errors.add(`rows.${sheet}.${row.line}.${String(issue.path[0] ?? 'row')}`, issue.message);
  }
  return parsed;
}

function condition(when: string | null, side: 'origin' | 'destination' | null): TPriceListDocument['surcharges'][number]['when'] {
  if (when === null) return null;
  if (when === 'dangerous_goods' || when === 'non_stackable') return { kind: when };
  const [kind, rest = ''] = when.split(/:(.*)/s);
  if (kind === 'service') return { kind: 'service', service: rest };
  return { kind: 'zone', zones: rest.split(','), ...(side ? { side } : {}) };
}

/**
 * Reads a price-list workbook. Every wrong cell is reported, keyed `rows.<sheet>.<line>.<column>`
 * (Settings cells by their key: `rows.settings.<line>.value`), so a whole file is corrected at once.
 */
export async function readPriceListWorkbook(data: Buffer): Promise<TPriceListDocument> {
  const sheets = await readSheets(data);
  const errors = new RowErrors();
  for (const key of ['settings', 'zones', 'lanes'] as const) {
    if (!sheets.has(key)) errors.add(`rows.${key}`, { key: 'validation.sheet_missing', params: { sheet: SHEETS[key].title } });
  }
  if (errors.count > 0) throw new ValidationError(errors.fields);

  const settingRows = sheets.get('settings') ?? [];
  const settingLine = new Map<string, number>();
  const settingValues: Record<string, unknown> = {};
  for (const row of settingRows) {
    const key = columnKey(String(row.values.key ?? ''));
    settingLine.set(key, row.line);
    settingValues[key] = row.values.value ?? null;
  }
  for (const key of SETTING_KEYS) settingValues[key] ??= null;
  const settings = ZSettings.safeParse(settingValues);
  if (!settings.success) {
    for (const issue of settings.error.issues) {
      const key = String(issue.path[0]);
      const line = settingLine.get(key);
      errors.add(line === undefined ? `rows.settings.${key}` : `rows.settings.${line}.value`, issue.message);
    }
  }

  const zoneRows = parseRows(errors, 'zones', sheets.get('zones') ?? [], ZZoneRow);
  const laneRows = parseRows(errors, 'lanes', sheets.get('lanes') ?? [], ZLaneRow);
  const surchargeRows = parseRows(errors, 'surcharges', sheets.get('surcharges') ?? [], ZSurchargeRow);
  const leadTimeRows = parseRows(errors, 'lead_times', sheets.get('lead_times') ?? [], ZLeadTimeRow);

  const zones = new Map<string, TPriceListDocument['zones'][number]>();
  for (const { line, value } of zoneRows) {
    const zone = zones.get(value.zone) ?? { code: value.zone, country: value.country, postcode_ranges: [] };
    if (zone.country !== value.country) errors.add(`rows.zones.${line}.country`, 'validation.invalid');
    if ((value.postcode_from === null) !== (value.postcode_to === null)) {
      errors.add(`rows.zones.${line}.${value.postcode_from === null ? 'postcode_from' : 'postcode_to'}`, 'validation.required');
    } else if (value.postcode_from !== null && value.postcode_to !== null) {
      zone.postcode_ranges.push([value.postcode_from, value.postcode_to]);
    }
    zones.set(value.zone, zone);
  }
  const knownZone = (line: number, sheet: SheetKey, column: string, zone: string) => {
    if (!zones.has(zone)) errors.add(`rows.${sheet}.${line}.${column}`, { key: 'validation.unknown_zone', params: { zone } });
  };

  const lanes = new Map<string, TPriceListDocument['lanes'][number]>();
  for (const { line, value } of laneRows) {
    knownZone(line, 'lanes', 'origin_zone', value.origin_zone);
    knownZone(line, 'lanes', 'destination_zone', value.destination_zone);
    if (value.price_per_kg === null && value.price_per_consignment === null)
      errors.add(`rows.lanes.${line}.price_per_kg`, 'validation.required');
    const key = `${value.origin_zone}\u0000${value.destination_zone}`;
    const lane = lanes.get(key) ?? {
      origin_zone: value.origin_zone,
      destination_zone: value.destination_zone,
      minimum_charge: null,
      weight_breaks: [],
    };
    lane.minimum_charge ??= value.minimum_charge;
    lane.weight_breaks.push({
      up_to_kg: value.up_to_kg,
      price_per_kg: value.price_per_kg,
      price_per_consignment: value.price_per_consignment,
    });
    lanes.set(key, lane);
  }

  const surcharges = surchargeRows.map(({ line, value }) => {
    const when = condition(value.when, value.side);
    if (when?.kind === 'zone') for (const zone of when.zones) knownZone(line, 'surcharges', 'when', zone);
    return { type: value.type, label: value.label, amount: value.amount, per: value.per, when, subject_to_fuel: value.subject_to_fuel };
  });
  for (const { line, value } of leadTimeRows) {
    knownZone(line, 'lead_times', 'origin_zone', value.origin_zone);
    knownZone(line, 'lead_times', 'destination_zone', value.destination_zone);
  }
  if (zones.size === 0) errors.add('rows.zones', 'validation.required');
  if (lanes.size === 0) errors.add('rows.lanes', 'validation.required');
  if (errors.count > 0 || !settings.success) {
    throw new ValidationError(errors.fields, 'validation.price_list_rejected', { rows: errors.count });
  }

  const { fuel_surcharge_percent, cut_off, time_zone, ...rest } = settings.data;
  return ZPriceListDocument.parse({
    ...rest,
    fuel_surcharge_percent: fuel_surcharge_percent ?? 0,
    cut_off: cut_off ?? '16:00',
    time_zone: time_zone ?? 'Europe/Stockholm',
    zones: [...zones.values()],
    lanes: [...lanes.values()],
    surcharges,
    lead_times: leadTimeRows.map(({ value }) => value),
  });
}
