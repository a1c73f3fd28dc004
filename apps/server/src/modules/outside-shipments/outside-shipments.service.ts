import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  OUTSIDE_SHIPMENT_PREVIEW_MAX,
  OUTSIDE_SHIPMENT_RESULT_COLUMNS,
  OUTSIDE_SHIPMENT_ROWS_MAX,
  type Locale,
  type OutsideShipmentColumn,
  type TListOutsideShipmentsResponse,
  type TListQuery,
  type TOutsideImportResult,
  type TOutsideRowResult,
  type TOutsideShipment,
  type TOutsideVerifyResult,
} from '@freight/contracts';
import { factorSetsForCarrier, type EmissionFactorSet } from '@freight/domain';
import { sharesOneConnection, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { UploadedFile } from '../../platform/form-body';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import { cellText } from '../../platform/workbook-import';
import { factorSetCandidatesOf, gazetteer } from '../emissions';
import * as queries from './outside-shipments.queries';
import {
  combineLegs,
  factorCitation,
  OUTSIDE_WORKBOOK,
  readOutsideRow,
  rowCells,
  type CalculatedRow,
  type RowError,
  type RowOutcome,
  type WorkbookLayout,
} from './workbook-rows';

/** Rows checked against the database and written at a time. */
const BATCH = 1000;
/** Wrong rows an import refusal names; the count covers them all. */
const REJECTED_ROWS_MAX = 1000;

/** Where an import lands: the organization, the one site acted as, and the sites whose shipments it may update. */
export interface ImportTarget {
  organizationId: number;
  siteId: number;
  writableSiteIds: readonly number[];
}

interface WorkbookRow {
  line: number;
  cells: unknown[];
  outcome: RowOutcome;
}

/**
 * A shipment of the workbook: one row, or the rows of its legs (sharing its reference, each with a
 * leg number), and the shipment as imported, wrong when any of its rows is.
 */
interface WorkbookShipment {
  rows: WorkbookRow[];
  outcome: RowOutcome;
}

const columnTitle = (locale: Locale, column: OutsideShipmentColumn) => OUTSIDE_WORKBOOK.title(locale, column);

/** An empty workbook with the headers in the caller's language, and a sheet saying what each column takes. */
export const workbookTemplate = (locale: Locale) => OUTSIDE_WORKBOOK.template(locale);

/**
 * The factor sets for a shipment's day, best first; a day before every set takes today's. An
 * outside shipment names its carrier only by name, so sets mapped to a carrier never apply.
 */
async function factorSetsByDay(db: Executor, organizationId: number) {
  const candidates = await factorSetCandidatesOf(db, organizationId);
  const noCarrier = { carrier_id: null, carrier_service_id: null };
  const today = new Date().toISOString().slice(0, 10);
  const ranked = new Map<string, EmissionFactorSet[]>();
  return (day: string): EmissionFactorSet[] => {
    let found = ranked.get(day);
    if (!found) {
      found = factorSetsForCarrier(candidates, noCarrier, day);
      if (found.length === 0) found = factorSetsForCarrier(candidates, noCarrier, today);
      ranked.set(day, found);
    }
    return found;
  };
}

/** The rows of one shipment as a shipment: a row alone as it is, the rows of legs calculated together. */
function shipmentOf(rows: WorkbookRow[], legs: boolean, setsOn: (day: string) => EmissionFactorSet[]): WorkbookShipment {
  const first = rows[0]!;
  const reference = first.outcome.ok ? first.outcome.row.reference : first.outcome.reference;
  if (rows.some((row) => !row.outcome.ok)) return { rows, outcome: { ok: false, reference, errors: [] } };
  const read = rows.map((row) => (row.outcome as { ok: true; row: CalculatedRow }).row);
  if (!legs) return { rows, outcome: first.outcome };
  const combined = combineLegs(read, setsOn);
  if (combined.ok) return { rows, outcome: combined };
  const shipment: WorkbookShipment = { rows, outcome: { ok: false, reference, errors: [] } };
  for (const { index, error } of combined.errors) fail(shipment, rows[index]!, error);
  return shipment;
}

/**
 * The workbook's shipments read and calculated, a batch at a time; blank rows are passed over.
 * The rows of a shipment's legs follow each other, so a shipment is complete once a row of
 * another begins (or the file ends); it is never split between batches.
 */
async function* calculatedBatches(
  rows: AsyncIterator<{ line: number; cells: unknown[] }>,
  layout: WorkbookLayout,
  setsOn: (day: string) => EmissionFactorSet[],
): AsyncGenerator<WorkbookShipment[]> {
  let batch: WorkbookShipment[] = [];
  let pending: { rows: WorkbookRow[]; reference: string | null; legs: boolean } | null = null;
  let count = 0;
  const settle = () => {
    if (pending) batch.push(shipmentOf(pending.rows, pending.legs, setsOn));
    pending = null;
  };
  for (;;) {
    const next = await rows.next();
    if (next.done) break;
    const values = rowCells(layout, next.value.cells);
    if (Object.keys(values).length === 0) continue;
    count += 1;
    if (count > OUTSIDE_SHIPMENT_ROWS_MAX) {
      await rows.return?.(undefined);
      throw new ValidationError({ file: [{ key: 'validation.workbook_too_many_rows', params: { maximum: OUTSIDE_SHIPMENT_ROWS_MAX } }] });
    }
    const row: WorkbookRow = { ...next.value, outcome: readOutsideRow(values, gazetteer, setsOn) };
    const reference = cellText(values.reference);
    const leg = values.leg !== undefined;
    const current = pending as { rows: WorkbookRow[]; reference: string | null; legs: boolean } | null;
    if (current && leg && current.legs && reference !== null && reference === current.reference) {
      current.rows.push(row);
      continue;
    }
    settle();
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
    pending = { rows: [row], reference, legs: leg };
  }
  settle();
  if (batch.length > 0) yield batch;
}

/** Marks a row of a shipment wrong, and with it the shipment. */
const fail = (shipment: WorkbookShipment, row: WorkbookRow, error: RowError) => {
  const reference = row.outcome.ok ? row.outcome.row.reference : row.outcome.reference;
  row.outcome = { ok: false, reference, errors: [...(row.outcome.ok ? [] : row.outcome.errors), error] };
  if (shipment.outcome.ok) shipment.outcome = { ok: false, reference, errors: [] };
};

/**
 * Checks a batch against the file so far and the organization's shipments: a reference may come
 * once in a file, and may not belong to a site the importer does not act as. Answers the
 * references that already exist, which an import updates.
 */
async function checkReferences(db: Executor, target: ImportTarget, batch: WorkbookShipment[], seen: Map<string, number>) {
  const references: string[] = [];
  for (const shipment of batch) {
    const first = shipment.rows[0]!;
    const reference = first.outcome.ok ? first.outcome.row.reference : first.outcome.reference;
    if (!reference) continue;
    const earlier = seen.get(reference);
    if (earlier !== undefined)
      fail(shipment, first, { column: 'reference', message: { key: 'validation.outside_reference_repeated', params: { line: earlier } } });
    else {
      seen.set(reference, first.line);
      references.push(reference);
    }
  }
  const existing = await queries.findReferences(db, target.organizationId, references);
  const writable = new Set(target.writableSiteIds);
  const taken = new Set(existing.filter((row) => !writable.has(row.site_id)).map((row) => row.reference));
  for (const shipment of batch) {
    if (shipment.outcome.ok && taken.has(shipment.outcome.row.reference))
      fail(shipment, shipment.rows[0]!, { column: 'reference', message: 'validation.outside_reference_taken' });
  }
  return new Set(existing.map((row) => row.reference));
}

function message(locale: Locale, entry: FieldMessage): string {
  return typeof entry === 'string' ? translate(locale, entry) : translate(locale, entry.key, entry.params);
}

/** A row as verify shows it. */
function rowResult(row: WorkbookRow, locale: Locale): TOutsideRowResult {
  const { outcome } = row;
  if (!outcome.ok) {
    return {
      line: row.line,
      reference: outcome.reference,
      mode: null,
      distance_km: null,
      tkm: null,
      co2e_wtw_kg: null,
      co2e_ttw_kg: null,
      data_quality: null,
      factor: null,
      errors: outcome.errors.map((error) => ({ column: error.column, message: message(locale, error.message) })),
    };
  }
  const { calculation } = outcome.row;
  return {
    line: row.line,
    reference: outcome.row.reference,
    mode: outcome.row.mode,
    distance_km: calculation.legs[0]?.distance_km ?? null,
    tkm: calculation.totals.tkm,
    co2e_wtw_kg: calculation.totals.co2e_wtw_kg,
    co2e_ttw_kg: calculation.totals.co2e_ttw_kg,
    data_quality: outcome.row.data_quality,
    factor: factorCitation(calculation),
    errors: [],
  };
}

/** The importer's target: the site named, or the one site acted as, and its organization. */
export async function importTarget(deps: AppDeps, ctx: SignedInContext, siteId: number | undefined): Promise<ImportTarget> {
  const { siteIds } = ctx.actor;
  const chosen = siteId ?? (siteIds.length === 1 ? siteIds[0] : undefined);
  if (chosen === undefined || !siteIds.includes(chosen)) throw new ValidationError({ site_id: ['validation.outside_one_site'] });
  const site = await queries.findSite(deps.db, chosen);
  if (!site) throw new ValidationError({ site_id: ['validation.outside_one_site'] });
  return { organizationId: site.organization_id, siteId: site.id, writableSiteIds: siteIds };
}

/**
 * How far each import running in this process has read. The database holds the same count for
 * other processes; on the embedded database the import's transaction holds the one connection,
 * so this process answers from here while it runs.
 */
const progress = new Map<string, { rows: number }>();
const progressKey = (userId: number, id: string) => `${userId}/${id}`;

export async function importProgress(deps: AppDeps, ctx: SignedInContext, id: string): Promise<{ rows: number }> {
  const entry = progress.get(progressKey(ctx.actor.userId, id));
  if (entry) return { rows: entry.rows };
  const stored = await queries.findImportProgress(deps.db, ctx.actor.userId, id);
  if (!stored) throw new NotFoundError();
  return stored;
}

/** Every row's figures or errors, checked as an import would check them; nothing is stored. */
export async function verifyWorkbook(
  deps: AppDeps,
  ctx: SignedInContext,
  file: UploadedFile,
  target: ImportTarget,
): Promise<TOutsideVerifyResult> {
  const { layout, rows } = await OUTSIDE_WORKBOOK.open(file, ctx.locale);
  const setsOn = await factorSetsByDay(deps.db, target.organizationId);
  const seen = new Map<string, number>();
  const result: TOutsideVerifyResult = { rows_total: 0, rows_valid: 0, rows_invalid: 0, co2e_wtw_kg: 0, rows: [], truncated: false };
  let wtwGrams = 0;
  for await (const batch of calculatedBatches(rows, layout, setsOn)) {
    await checkReferences(deps.db, target, batch, seen);
    for (const shipment of batch) {
      if (shipment.outcome.ok) wtwGrams += Math.round(shipment.outcome.row.calculation.totals.co2e_wtw_kg * 1000);
      for (const row of shipment.rows) {
        result.rows_total += 1;
        if (row.outcome.ok) result.rows_valid += 1;
        else result.rows_invalid += 1;
        // The first rows all show; beyond them, only the wrong ones.
        if (result.rows.length < OUTSIDE_SHIPMENT_PREVIEW_MAX && (result.rows_total <= OUTSIDE_SHIPMENT_PREVIEW_MAX / 2 || !row.outcome.ok))
          result.rows.push(rowResult(row, ctx.locale));
        else result.truncated = true;
      }
    }
  }
  if (result.rows_total === 0) throw new ValidationError({ file: ['validation.import_empty'] });
  return { ...result, co2e_wtw_kg: wtwGrams / 1000 };
}

function toValues(
  row: { line: number; outcome: { ok: true; row: CalculatedRow } },
  target: ImportTarget,
  moment: Date,
): queries.OutsideShipmentValues {
  const shipment = row.outcome.row;
  const { totals, legs } = shipment.calculation;
  const factor = legs[0]?.factor;
  return {
    organization_id: target.organizationId,
    site_id: target.siteId,
    reference: shipment.reference,
    shipment_date: shipment.date,
    carrier_name: shipment.carrier,
    mode: shipment.mode,
    origin_countrycode: shipment.origin.countrycode,
    origin_place: shipment.origin.place,
    destination_countrycode: shipment.destination.countrycode,
    destination_place: shipment.destination.place,
    mass_kg: shipment.mass_kg,
    co2e_wtw_kg: totals.co2e_wtw_kg,
    co2e_ttw_kg: totals.co2e_ttw_kg,
    co2e_wtt_kg: totals.co2e_wtt_kg,
    tkm: totals.tkm,
    data_quality: shipment.data_quality,
    factor_set_name: factor?.set_name ?? null,
    factor_set_version: factor?.set_version ?? null,
    error_reason: null,
    record: {
      line: row.line,
      origin: shipment.origin.located,
      destination: shipment.destination.located,
      capital_stand_in: shipment.origin.capital || shipment.destination.capital,
      fuel: shipment.fuel,
      fuel_litres: shipment.fuel_litres,
      calculation: shipment.calculation,
    },
    calculated_at: moment,
    updated_at: moment,
  };
}

/**
 * Imports a workbook's rows as outside shipments of the target site, all or nothing: rows are
 * read, calculated and written a batch at a time inside one transaction, so memory stays flat
 * for any length; a wrong row stops the writing, the rest is still checked, and the transaction
 * is rolled back with every wrong row named (`rows.<line>.<column>`). A reference already
 * imported is updated, never duplicated.
 */
export async function importWorkbook(
  db: Executor,
  ctx: Pick<SignedInContext, 'locale'> & { actor: { userId: number } | null },
  file: UploadedFile,
  target: ImportTarget,
  progressId?: string,
): Promise<TOutsideImportResult> {
  const { layout, rows } = await OUTSIDE_WORKBOOK.open(file, ctx.locale);
  const tracked = progressId && ctx.actor ? { id: progressId, userId: ctx.actor.userId, rows: 0 } : null;
  // Other processes learn the count through the database, written beside the import's transaction
  // (never inside it, where it would show only at the end); the embedded database has no beside.
  const shared = tracked !== null && !sharesOneConnection(db);
  if (tracked) {
    await queries.startImportProgress(db, tracked.userId, tracked.id);
    progress.set(progressKey(tracked.userId, tracked.id), tracked);
  }
  try {
    return await db.transaction(async (tx) => {
      const setsOn = await factorSetsByDay(tx, target.organizationId);
      const seen = new Map<string, number>();
      const errors: Record<string, FieldMessage[]> = {};
      let wrongRows = 0;
      let wrongFields = 0;
      const result = { rows: 0, created: 0, updated: 0, co2e_wtw_kg: 0 };
      let wtwGrams = 0;
      const moment = new Date();
      let writing: Promise<void> = Promise.resolve();
      for await (const batch of calculatedBatches(rows, layout, setsOn)) {
        const existing = await checkReferences(tx, target, batch, seen);
        const values: queries.OutsideShipmentValues[] = [];
        for (const shipment of batch) {
          if (!shipment.outcome.ok) {
            for (const row of shipment.rows) {
              if (row.outcome.ok) continue;
              wrongRows += 1;
              wrongFields += row.outcome.errors.length;
              if (wrongRows > REJECTED_ROWS_MAX) continue;
              for (const error of row.outcome.errors) (errors[`rows.${row.line}.${error.column ?? 'row'}`] ??= []).push(error.message);
            }
            continue;
          }
          result.rows += 1;
          if (existing.has(shipment.outcome.row.reference)) result.updated += 1;
          else result.created += 1;
          wtwGrams += Math.round(shipment.outcome.row.calculation.totals.co2e_wtw_kg * 1000);
          values.push(toValues({ line: shipment.rows[0]!.line, outcome: shipment.outcome }, target, moment));
        }
        // Once a row is wrong nothing more is written: the whole import is refused at the end.
        // A batch is written while the next one is read and calculated.
        await writing;
        if (wrongRows === 0) {
          writing = queries.upsertOutsideShipments(tx, values);
          // Its failure is taken up by the await above or after the loop, not left unhandled meanwhile.
          writing.catch(() => {});
        }
        if (tracked) {
          tracked.rows += batch.reduce((sum, shipment) => sum + shipment.rows.length, 0);
          if (shared) await queries.advanceImportProgress(db, tracked.userId, tracked.id, tracked.rows);
        }
      }
      await writing;
      if (wrongRows > 0) throw new ValidationError(errors, 'validation.import_rejected', { rows: wrongFields });
      if (result.rows === 0) throw new ValidationError({ file: ['validation.import_empty'] });
      return { ...result, co2e_wtw_kg: wtwGrams / 1000 };
    });
  } finally {
    if (tracked) {
      progress.delete(progressKey(tracked.userId, tracked.id));
      await queries.endImportProgress(db, tracked.userId, tracked.id);
    }
  }
}

const RESULT_WIDTHS: Record<(typeof OUTSIDE_SHIPMENT_RESULT_COLUMNS)[number], number> = {
  co2e_wtw_kg: 16,
  co2e_ttw_kg: 16,
  tkm: 14,
  calculated_distance_km: 20,
  factor: 48,
  data_quality: 16,
  error: 60,
};

/** The cells a row's figures or errors add to the calculated workbook. */
function resultCells(row: WorkbookRow, locale: Locale): (string | number | null)[] {
  const { outcome } = row;
  if (!outcome.ok) {
    const text = outcome.errors
      .map((error) => `${error.column ? `${columnTitle(locale, error.column)}: ` : ''}${message(locale, error.message)}`)
      .join(' ');
    return [null, null, null, null, null, null, text];
  }
  const { calculation, data_quality } = outcome.row;
  return [
    calculation.totals.co2e_wtw_kg,
    calculation.totals.co2e_ttw_kg,
    calculation.totals.tkm,
    calculation.legs[0]?.distance_km ?? null,
    factorCitation(calculation),
    translate(locale, `outside.quality.${data_quality}`),
    null,
  ];
}

/**
 * The uploaded workbook handed back with each row's figures or error in added columns, in the
 * caller's language; nothing is stored. Rows stream through, so a long file never sits in memory.
 */
export async function calculateWorkbook(deps: AppDeps, ctx: SignedInContext, file: UploadedFile): Promise<Readable> {
  const { header, layout, rows } = await OUTSIDE_WORKBOOK.open(file, ctx.locale);
  const setsOn = await factorSetsByDay(deps.db, workingOrganizationId(ctx.actor));
  const width = Math.max(header.cells.length, 1);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(translate(ctx.locale, 'outside.sheet'));
  const own = Array.from({ length: width - 1 }, (_, index) => header.cells[index + 1] ?? null);
  sheet.columns = [
    ...own.map((_, index) => ({ key: `c${index}`, width: layout.columns.get(index + 1) === 'reference' ? 18 : 16 })),
    ...OUTSIDE_SHIPMENT_RESULT_COLUMNS.map((column) => ({ key: column, width: RESULT_WIDTHS[column] })),
  ];
  const headerRow = sheet.addRow([
    ...own,
    ...OUTSIDE_SHIPMENT_RESULT_COLUMNS.map((column) => translate(ctx.locale, `outside.result.${column}`)),
  ]);
  headerRow.font = { bold: true };
  headerRow.commit();
  const writing = (async () => {
    for await (const batch of calculatedBatches(rows, layout, setsOn)) {
      for (const row of batch.flatMap((shipment) => shipment.rows)) {
        const cells = Array.from({ length: width - 1 }, (_, index) => (row.cells[index + 1] ?? null) as ExcelJS.CellValue);
        sheet.addRow([...cells, ...resultCells(row, ctx.locale)]).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

function toShipment(row: Awaited<ReturnType<typeof queries.listOutsideShipments>>['rows'][number]): TOutsideShipment {
  return {
    id: row.id,
    site_id: row.site_id,
    reference: row.reference,
    shipment_date: row.shipment_date,
    carrier_name: row.carrier_name,
    mode: row.mode,
    origin_countrycode: row.origin_countrycode,
    origin_place: row.origin_place,
    destination_countrycode: row.destination_countrycode,
    destination_place: row.destination_place,
    mass_kg: row.mass_kg,
    co2e_wtw_kg: row.co2e_wtw_kg,
    co2e_ttw_kg: row.co2e_ttw_kg,
    co2e_wtt_kg: row.co2e_wtt_kg,
    tkm: row.tkm,
    data_quality: row.data_quality,
    factor_set_name: row.factor_set_name,
    factor_set_version: row.factor_set_version,
    calculated_at: row.calculated_at.toISOString(),
  };
}

/** Outside shipments of the sites acted as, a page at a time. */
export async function listOutsideShipments(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListOutsideShipmentsResponse> {
  const plan = planList(query, queries.OUTSIDE_SHIPMENT_LIST);
  const { rows, total } = await queries.listOutsideShipments(deps.db, scopeOf(ctx), plan);
  return { data: rows.map(toShipment), meta: listMeta(total, plan) };
}

export async function deleteOutsideShipment(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  if (!(await queries.deleteOutsideShipment(deps.db, scopeOf(ctx), id))) throw new NotFoundError();
}
