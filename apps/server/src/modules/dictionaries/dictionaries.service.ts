import type {
  Locale,
  TGoodType,
  TGoodTypeBody,
  TGoodTypeOption,
  TGoodTypeSearchQuery,
  TListGoodTypesResponse,
  TListQuery,
  TListStatusDictionaryResponse,
  TStatusDictionaryBody,
  TStatusDictionaryEntry,
} from '@freight/contracts';
import type { GoodTypesByCode } from '@freight/domain';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './dictionaries.queries';

function presentEntry({ entry, carrier_name }: queries.StatusEntryRow): TStatusDictionaryEntry {
  return {
    id: entry.id,
    carrier_id: entry.carrier_id,
    carrier_name,
    code: entry.code,
    status: entry.status as TStatusDictionaryEntry['status'],
    is_exception: entry.is_exception,
    exception_type: (entry.exception_type as TStatusDictionaryEntry['exception_type']) ?? null,
    description: entry.description,
    updated_at: entry.updated_at.toISOString(),
  };
}

const auditedEntry = ({ updated_at: _updatedAt, id: _id, ...entry }: TStatusDictionaryEntry) => entry;

export async function listStatusEntries(deps: AppDeps, query: TListQuery): Promise<TListStatusDictionaryResponse> {
  const plan = planList(query, queries.statusDictionaryList);
  const { rows, total } = await queries.listStatusEntries(deps.db, plan);
  return { data: rows.map(presentEntry), meta: listMeta(total, plan) };
}

async function entryOrFail(db: Executor, id: number) {
  const row = await queries.findStatusEntry(db, id);
  if (!row) throw new NotFoundError();
  return presentEntry(row);
}

/** The carrier must exist and the code be new for it; the answer names whose dictionary has it. */
async function checkEntry(db: Executor, ctx: SignedInContext, body: TStatusDictionaryBody, exceptId?: number) {
  const carrierName = body.carrier_id === null ? null : await queries.findCarrierName(db, body.carrier_id);
  if (body.carrier_id !== null && carrierName === undefined) throw new ValidationError({ carrier_id: ['validation.unknown_carrier'] });
  if (await queries.statusCodeTaken(db, body.carrier_id, body.code, exceptId)) {
    const carrier = carrierName ?? translate(ctx.locale, 'validation.status_code_all_carriers');
    throw new ValidationError({ code: [{ key: 'validation.status_code_taken', params: { carrier } }] });
  }
}

export async function createStatusEntry(deps: AppDeps, ctx: SignedInContext, body: TStatusDictionaryBody): Promise<TStatusDictionaryEntry> {
  return deps.db.transaction(async (tx) => {
    await checkEntry(tx, ctx, body);
    const id = await queries.insertStatusEntry(tx, body);
    const saved = await entryOrFail(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'status_dictionary',
      entityId: id,
      action: 'create',
      organizationId: null,
      after: auditedEntry(saved),
      label: saved.code,
    });
    return saved;
  });
}

export async function updateStatusEntry(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TStatusDictionaryBody,
): Promise<TStatusDictionaryEntry> {
  return deps.db.transaction(async (tx) => {
    const before = await entryOrFail(tx, id);
    await checkEntry(tx, ctx, body, id);
    await queries.updateStatusEntry(tx, id, body);
    const after = await entryOrFail(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'status_dictionary',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: auditedEntry(before),
      after: auditedEntry(after),
      label: after.code,
    });
    return after;
  });
}

/** Removes a mapping; events already imported keep the status they were given. */
export async function deleteStatusEntry(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await entryOrFail(tx, id);
    await queries.deleteStatusEntry(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'status_dictionary',
      entityId: id,
      action: 'delete',
      organizationId: null,
      before: auditedEntry(before),
      label: before.code,
    });
  });
}

function presentGoodType(row: queries.GoodTypeRow): TGoodType {
  return {
    id: row.id,
    code: row.code,
    names: row.names,
    default_package_type: row.default_package_type ?? null,
    dangerous_goods: row.dangerous_goods,
    is_active: row.is_active,
    sort_order: row.sort_order,
    updated_at: row.updated_at.toISOString(),
  };
}

const auditedGoodType = (row: queries.GoodTypeRow) => {
  const { id: _id, created_at: _createdAt, updated_at: _updatedAt, names, ...rest } = row;
  return { ...rest, ...Object.fromEntries(Object.entries(names).map(([locale, name]) => [`name_${locale}`, name])) };
};

export async function listGoodTypes(deps: AppDeps, query: TListQuery): Promise<TListGoodTypesResponse> {
  const plan = planList(query, queries.goodTypeList);
  const { rows, total } = await queries.listGoodTypes(deps.db, plan);
  return { data: rows.map(presentGoodType), meta: listMeta(total, plan) };
}

/** The active goods types for the booking form, named in the caller's language. */
export async function searchGoodTypes(deps: AppDeps, locale: Locale, query: TGoodTypeSearchQuery): Promise<TGoodTypeOption[]> {
  const rows = await queries.searchGoodTypes(deps.db, locale, query.q, query.limit);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.names[locale] || row.names.en,
    default_package_type: row.default_package_type ?? null,
    dangerous_goods: row.dangerous_goods,
  }));
}

export async function getGoodType(deps: AppDeps, id: number): Promise<TGoodType> {
  const row = await queries.findGoodType(deps.db, id);
  if (!row) throw new NotFoundError();
  return presentGoodType(row);
}

export async function createGoodType(deps: AppDeps, ctx: SignedInContext, body: TGoodTypeBody): Promise<TGoodType> {
  return deps.db.transaction(async (tx) => {
    if (await queries.goodTypeCodeTaken(tx, body.code)) throw new ValidationError({ code: ['validation.good_type_code_taken'] });
    const row = await queries.insertGoodType(tx, body);
    await recordAudit(tx, ctx, {
      entity: 'good_type',
      entityId: row.id,
      action: 'create',
      organizationId: null,
      after: auditedGoodType(row),
      label: row.names.en,
    });
    return presentGoodType(row);
  });
}

export async function updateGoodType(deps: AppDeps, ctx: SignedInContext, id: number, body: TGoodTypeBody): Promise<TGoodType> {
  return deps.db.transaction(async (tx) => {
    const before = await queries.findGoodType(tx, id);
    if (!before) throw new NotFoundError();
    if (await queries.goodTypeCodeTaken(tx, body.code, id)) throw new ValidationError({ code: ['validation.good_type_code_taken'] });
    const after = (await queries.updateGoodType(tx, id, body))!;
    await recordAudit(tx, ctx, {
      entity: 'good_type',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: auditedGoodType(before),
      after: auditedGoodType(after),
      label: after.names.en,
    });
    return presentGoodType(after);
  });
}

/** Goods already booked keep their goods type as text, so a type can always be removed. */
export async function deleteGoodType(deps: AppDeps, ctx: SignedInContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await queries.findGoodType(tx, id);
    if (!before) throw new NotFoundError();
    await queries.deleteGoodType(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'good_type',
      entityId: id,
      action: 'delete',
      organizationId: null,
      before: auditedGoodType(before),
      label: before.names.en,
    });
  });
}

/** The goods types a booking may name, by lower-case code, as the step rules read them. */
export async function goodTypesByCode(db: Executor): Promise<GoodTypesByCode> {
  const rows = await queries.activeGoodTypes(db);
  return new Map(rows.map((row) => [row.code.toLowerCase(), { dangerousGoods: row.dangerousGoods }]));
}
