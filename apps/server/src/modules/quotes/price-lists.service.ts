import { DEFAULT_CURRENCY, type TListPriceListsResponse, type TPriceListDocument, type TPriceListSummary } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { readUploadedFile, type UploadedFile } from '../../platform/form-body';
import { listMeta } from '../../platform/list-query';
import { readPriceListWorkbook, writePriceListWorkbook } from './price-list-spreadsheet';
import * as queries from './price-lists.queries';
import { REFERENCE_EXCHANGE_RATES } from './quotes.service';

type SummaryRow = NonNullable<Awaited<ReturnType<typeof queries.findPriceListSummary>>>;

const toSummary = (row: SummaryRow): TPriceListSummary => ({ ...row, updated_at: row.updated_at.toISOString() });

export async function listPriceLists(
  deps: AppDeps,
  query: { carrier_service_id?: number; page: number; pageSize: number },
): Promise<TListPriceListsResponse> {
  const offset = (query.page - 1) * query.pageSize;
  const { rows, total } = await queries.listPriceLists(deps.db, {
    carrierServiceId: query.carrier_service_id,
    limit: query.pageSize,
    offset,
  });
  return { data: rows.map(toSummary), meta: listMeta(total, { page: query.page, pageSize: query.pageSize, offset }) };
}

export async function exportPriceList(deps: AppDeps, id: number): Promise<{ filename: string; data: Buffer }> {
  const row = await queries.findPriceListWithLeadTimes(deps.db, id);
  if (!row) throw new NotFoundError();
  const { list, leadTimes } = row;
  const document: TPriceListDocument = {
    carrier_service_id: list.carrier_service_id,
    currency: list.currency,
    valid_from: list.valid_from,
    valid_to: list.valid_to,
    fuel_surcharge_percent: list.fuel_surcharge_percent,
    minimum_charge: list.minimum_charge,
    rounding_step_kg: list.rounding_step_kg,
    cut_off: leadTimes?.cut_off ?? '16:00',
    time_zone: leadTimes?.time_zone ?? 'Europe/Stockholm',
    ...list.tariff,
    lead_times: leadTimes?.entries ?? [],
  };
  return {
    filename: `price_list_${list.carrier_service_id}_${list.valid_from ?? 'open'}.xlsx`,
    data: await writePriceListWorkbook(document),
  };
}

/** Writes a validated price list and the service's lead times in the caller's transaction. */
export async function savePriceList(db: Executor, document: TPriceListDocument): Promise<number> {
  const id = await queries.replacePriceList(db, {
    carrier_service_id: document.carrier_service_id,
    currency: document.currency,
    valid_from: document.valid_from,
    valid_to: document.valid_to,
    fuel_surcharge_percent: document.fuel_surcharge_percent,
    minimum_charge: document.minimum_charge === null ? null : Math.round(document.minimum_charge),
    rounding_step_kg: document.rounding_step_kg,
    tariff: { zones: document.zones, lanes: document.lanes, surcharges: document.surcharges },
  });
  await queries.saveLeadTimes(db, {
    carrier_service_id: document.carrier_service_id,
    cut_off: document.cut_off,
    time_zone: document.time_zone,
    entries: document.lead_times,
  });
  return id;
}

/** A quote must be able to turn the list's prices into SEK for the markup and the ranking. */
const isPricedCurrency = (currency: string) => currency === DEFAULT_CURRENCY || currency in REFERENCE_EXCHANGE_RATES.rates;

export async function importPriceList(deps: AppDeps, file: UploadedFile): Promise<TPriceListSummary> {
  const document = await readPriceListWorkbook(await readUploadedFile(file));
  const errors: Record<string, string[]> = {};
  if (!(await queries.carrierServiceExists(deps.db, document.carrier_service_id)))
    errors['rows.settings.carrier_service_id'] = ['validation.unknown_carrier_service'];
  if (!isPricedCurrency(document.currency)) errors['rows.settings.currency'] = ['validation.currency'];
  if (Object.keys(errors).length > 0)
    throw new ValidationError(errors, 'validation.price_list_rejected', { rows: Object.keys(errors).length });
  const id = await deps.db.transaction((tx) => savePriceList(tx, document));
  const summary = await queries.findPriceListSummary(deps.db, id);
  return toSummary(summary!);
}
