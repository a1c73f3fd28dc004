import {
  EMISSION_FACTOR_COLUMNS,
  ZEmissionFactorBody,
  type TEmissionFactor,
  type TEmissionFactorBody,
  type TEmissionFactorSet,
  type TEmissionFactorSetBody,
  type TEmissionFactorSetDetail,
  type TEmissionFactorSetMappingBody,
} from '@freight/contracts';
import { factorProblems } from '@freight/domain';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { readSpreadsheet, type SheetFile } from '../../platform/spreadsheet';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import * as queries from './factor-sets.queries';
import { recalculateInBackground } from './recalculation';

/**
 * Who manages which sets: a god user the platform's, under admin; an organization admin the
 * organization's own, under settings. Another owner's set is not found, never forbidden, so its
 * existence does not leak.
 */
export type SetManager = { kind: 'platform' } | { kind: 'organization'; organizationId: number };

export const platformManager = (): SetManager => ({ kind: 'platform' });
export const organizationManager = (ctx: SignedInContext): SetManager => ({
  kind: 'organization',
  organizationId: workingOrganizationId(ctx.actor),
});

const ownerOf = (manager: SetManager): queries.SetOwner => (manager.kind === 'platform' ? null : manager.organizationId);

function present(row: queries.FactorSetRow, factorCount: number): TEmissionFactorSet {
  return {
    id: row.id,
    scope: row.organization_id === null ? 'platform' : 'organization',
    name: row.name,
    version: row.version,
    citation: row.citation,
    licence: row.licence,
    data_quality: row.data_quality,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    is_default: row.is_default,
    retired_at: row.retired_at?.toISOString() ?? null,
    factor_count: factorCount,
  };
}

function presentFactor(row: queries.FactorRow): TEmissionFactor {
  const { set_id: _set, ...factor } = row;
  return factor;
}

export async function listManagedSets(deps: AppDeps, manager: SetManager): Promise<TEmissionFactorSet[]> {
  const rows = await queries.listOwnedSets(deps.db, ownerOf(manager));
  return rows.map((row) => present(row.set, row.factor_count));
}

async function ownedSet(db: Executor, manager: SetManager, id: number) {
  const row = await queries.findOwnedSet(db, ownerOf(manager), id);
  if (!row) throw new NotFoundError();
  return row;
}

/** A set that may still change: a retired one is kept as the records citing it saw it. */
async function changeableSet(db: Executor, manager: SetManager, id: number) {
  const row = await ownedSet(db, manager, id);
  if (row.retired_at) throw new ValidationError({ set: ['validation.emission_factor_set_retired'] });
  return row;
}

async function detail(deps: AppDeps, row: queries.FactorSetRow, pendingOf: number | null): Promise<TEmissionFactorSetDetail> {
  const [factors, mappings, pending] = await Promise.all([
    queries.findFactors(deps.db, row.id),
    row.organization_id === null ? [] : queries.findMappings(deps.db, row.organization_id, row.id),
    queries.countPendingRecalculations(deps.db, pendingOf),
  ]);
  return {
    ...present(row, factors.length),
    source: row.source,
    factors: factors.map(presentFactor),
    mappings,
    pending_recalculations: pending,
  };
}

export async function getManagedSet(deps: AppDeps, manager: SetManager, id: number): Promise<TEmissionFactorSetDetail> {
  return detail(deps, await ownedSet(deps.db, manager, id), ownerOf(manager));
}

/** A set as a user of the organization reads it: the platform's or the organization's own. */
export async function getVisibleSet(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TEmissionFactorSetDetail> {
  const row = await queries.findVisibleSet(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return detail(deps, row, workingOrganizationId(ctx.actor));
}

/**
 * Whose shipments a change of a set recalculates: none while the set applies to nobody (neither
 * a default nor mapped); an organization's set, that organization's; a platform set, everyone's
 * when it is the default, else the organizations that mapped it.
 */
async function affectedOrganizations(db: Executor, row: queries.FactorSetRow): Promise<number[] | null | 'none'> {
  const mappedBy = await queries.organizationsMapping(db, row.id);
  if (!row.is_default && mappedBy.length === 0) return 'none';
  if (row.organization_id !== null) return [row.organization_id];
  return row.is_default ? null : mappedBy;
}

/** Queues the shipments a set's change touches, within the change's transaction, and starts the work. */
async function queueFor(db: Executor, rows: readonly queries.FactorSetRow[]) {
  let all = false;
  const organizations = new Set<number>();
  for (const row of rows) {
    const affected = await affectedOrganizations(db, row);
    if (affected === null) all = true;
    else if (affected !== 'none') affected.forEach((id) => organizations.add(id));
  }
  if (all) await queries.queueRecalculation(db, null);
  else await queries.queueRecalculation(db, [...organizations]);
  return all || organizations.size > 0;
}

async function changed(deps: AppDeps, queued: boolean) {
  if (queued) recalculateInBackground(deps);
}

export async function createSet(deps: AppDeps, manager: SetManager, body: TEmissionFactorSetBody): Promise<TEmissionFactorSetDetail> {
  const row = await deps.db.transaction(async (tx) => {
    if (await nameTaken(tx, manager, body.name, body.version))
      throw new ValidationError({ version: ['validation.emission_factor_set_exists'] });
    return queries.insertSet(tx, { ...body, organization_id: ownerOf(manager), is_default: false });
  });
  return getManagedSet(deps, manager, row.id);
}

async function nameTaken(db: Executor, manager: SetManager, name: string, version: string, except?: number) {
  const sets = await queries.listOwnedSets(db, ownerOf(manager));
  return sets.some(({ set }) => set.name === name && set.version === version && set.id !== except);
}

export async function updateSet(
  deps: AppDeps,
  manager: SetManager,
  id: number,
  body: TEmissionFactorSetBody,
): Promise<TEmissionFactorSetDetail> {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await changeableSet(tx, manager, id);
    if (await nameTaken(tx, manager, body.name, body.version, id))
      throw new ValidationError({ version: ['validation.emission_factor_set_exists'] });
    await queries.updateSet(tx, id, body);
    return queueFor(tx, [{ ...row, ...body }]);
  });
  await changed(deps, queued);
  return getManagedSet(deps, manager, id);
}

/** A new version of a set with a copy of its figures; it applies to nobody until made the default or mapped. */
export async function copySetVersion(deps: AppDeps, manager: SetManager, id: number, version: string): Promise<TEmissionFactorSetDetail> {
  const created = await deps.db.transaction(async (tx) => {
    const row = await ownedSet(tx, manager, id);
    if (await nameTaken(tx, manager, row.name, version)) throw new ValidationError({ version: ['validation.emission_factor_set_exists'] });
    const { id: _id, created_at: _created, updated_at: _updated, retired_at: _retired, ...header } = row;
    const copy = await queries.insertSet(tx, { ...header, version, is_default: false });
    const factors = await queries.findFactors(tx, id);
    await queries.insertFactors(
      tx,
      copy.id,
      factors.map(({ id: _factor, set_id: _set, ...factor }) => factor),
    );
    return copy;
  });
  return getManagedSet(deps, manager, created.id);
}

export async function makeDefault(deps: AppDeps, manager: SetManager, id: number): Promise<TEmissionFactorSetDetail> {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await changeableSet(tx, manager, id);
    if (row.is_default) return false;
    if ((await queries.findFactors(tx, id)).length === 0) throw new ValidationError({ set: ['validation.emission_factor_set_empty'] });
    const previous = (await queries.listOwnedSets(tx, ownerOf(manager))).map(({ set }) => set).filter((set) => set.is_default);
    await queries.markDefault(tx, ownerOf(manager), id);
    return queueFor(tx, [{ ...row, is_default: true }, ...previous]);
  });
  await changed(deps, queued);
  return getManagedSet(deps, manager, id);
}

/** Retires a set: no longer a default nor mapped, kept for the records that cite it. */
export async function retireSet(deps: AppDeps, manager: SetManager, id: number): Promise<TEmissionFactorSetDetail> {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await changeableSet(tx, manager, id);
    const queuedBefore = await queueFor(tx, [row]);
    await queries.updateSet(tx, id, { retired_at: new Date(), is_default: false });
    await queries.deleteMappingsOfSet(tx, id);
    return queuedBefore;
  });
  await changed(deps, queued);
  return getManagedSet(deps, manager, id);
}

/** The field errors of one factor: the contract's, then the rules across fields. */
function factorErrors(input: unknown): { factor: TEmissionFactorBody | null; errors: Record<string, FieldMessage[]> } {
  const parsed = ZEmissionFactorBody.safeParse(input);
  const errors: Record<string, FieldMessage[]> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
    return { factor: null, errors };
  }
  for (const problem of factorProblems(parsed.data)) (errors[problem.field] ??= []).push(problem.key);
  return { factor: Object.keys(errors).length > 0 ? null : parsed.data, errors };
}

function validFactor(body: TEmissionFactorBody): TEmissionFactorBody {
  const { factor, errors } = factorErrors(body);
  if (!factor) throw new ValidationError(errors);
  return factor;
}

async function changeFactors(deps: AppDeps, manager: SetManager, id: number, change: (tx: Executor) => Promise<void>) {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await changeableSet(tx, manager, id);
    await change(tx);
    await queries.updateSet(tx, id, {});
    return queueFor(tx, [row]);
  });
  await changed(deps, queued);
  return getManagedSet(deps, manager, id);
}

export function addFactor(deps: AppDeps, manager: SetManager, id: number, body: TEmissionFactorBody) {
  const factor = validFactor(body);
  return changeFactors(deps, manager, id, async (tx) => {
    await queries.insertFactors(tx, id, [factor]);
  });
}

export function updateFactor(deps: AppDeps, manager: SetManager, id: number, factorId: number, body: TEmissionFactorBody) {
  const factor = validFactor(body);
  return changeFactors(deps, manager, id, async (tx) => {
    if (!(await queries.findFactor(tx, id, factorId))) throw new NotFoundError();
    await queries.updateFactor(tx, id, factorId, factor);
  });
}

export function deleteFactor(deps: AppDeps, manager: SetManager, id: number, factorId: number) {
  return changeFactors(deps, manager, id, async (tx) => {
    if (!(await queries.findFactor(tx, id, factorId))) throw new NotFoundError();
    await queries.deleteFactor(tx, id, factorId);
  });
}

/** A spreadsheet cell as the factor's field takes it: numbers for figures, text or nothing else. */
function cell(column: string, value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (column === 'wtw' || column === 'ttw') {
    if (typeof value === 'number') return value;
    const number = Number(String(value).trim().replace(',', '.'));
    return Number.isFinite(number) ? number : String(value);
  }
  return String(value).trim();
}

/**
 * Replaces a set's figures with those of a spreadsheet, all or nothing: any wrong row answers 422
 * with `rows.<line>.<column>` and the set stays as it was.
 */
export async function importFactors(deps: AppDeps, manager: SetManager, id: number, file: SheetFile): Promise<TEmissionFactorSetDetail> {
  await changeableSet(deps.db, manager, id);
  const rows = await readSpreadsheet(file);
  const errors: Record<string, FieldMessage[]> = {};
  const factors: TEmissionFactorBody[] = [];
  for (const row of rows) {
    const input = Object.fromEntries(EMISSION_FACTOR_COLUMNS.map((column) => [column, cell(column, row.values[column])]));
    const checked = factorErrors(input);
    for (const [field, messages] of Object.entries(checked.errors)) errors[`rows.${row.line}.${field}`] = messages;
    if (checked.factor) factors.push(checked.factor);
  }
  if (rows.length === 0) errors.file = ['validation.file_empty'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return changeFactors(deps, manager, id, async (tx) => {
    await queries.deleteFactors(tx, id);
    await queries.insertFactors(tx, id, factors);
  });
}

export async function factorsForExport(deps: AppDeps, manager: SetManager, id: number) {
  const row = await ownedSet(deps.db, manager, id);
  return { set: row, factors: (await queries.findFactors(deps.db, id)).map(presentFactor) };
}

/** Maps a carrier, or one of its services, of the organization to one of its own sets. */
export async function mapSet(
  deps: AppDeps,
  manager: SetManager & { kind: 'organization' },
  id: number,
  body: TEmissionFactorSetMappingBody,
) {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await changeableSet(tx, manager, id);
    const exists = await queries.carrierServiceExists(tx, body.carrier_id, body.carrier_service_id);
    if (!exists.carrier) throw new ValidationError({ carrier_id: ['validation.invalid'] });
    if (!exists.service) throw new ValidationError({ carrier_service_id: ['validation.invalid'] });
    await queries.upsertMapping(tx, manager.organizationId, id, body.carrier_id, body.carrier_service_id);
    return queueFor(tx, [row]);
  });
  await changed(deps, queued);
  return getManagedSet(deps, manager, id);
}

export async function unmapSet(deps: AppDeps, manager: SetManager & { kind: 'organization' }, id: number, mappingId: number) {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await ownedSet(tx, manager, id);
    // Queued while the mapping still makes the set apply: its shipments go back to the next set.
    const before = await queueFor(tx, [row]);
    if (!(await queries.deleteMapping(tx, manager.organizationId, id, mappingId))) throw new NotFoundError();
    return before;
  });
  await changed(deps, queued);
  return getManagedSet(deps, manager, id);
}
