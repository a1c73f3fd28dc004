import type { TBookingAgreement, TBookingAgreementBody, TListBookingAgreementsResponse, TListQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import * as queries from './agreements.queries';

function present(row: queries.AgreementRow): TBookingAgreement {
  const { agreement } = row;
  return {
    id: agreement.id,
    organization_id: agreement.organization_id,
    organization_name: row.organization_name,
    site_id: agreement.site_id,
    site_name: row.site_name,
    carrier_service_id: agreement.carrier_service_id,
    carrier_service_name: row.carrier_service_name,
    carrier_id: row.carrier_id,
    carrier_name: row.carrier_name,
    customer_number: agreement.customer_number,
    valid_from: agreement.valid_from,
    valid_to: agreement.valid_to,
    updated_at: agreement.updated_at.toISOString(),
  };
}

export async function listAgreements(deps: AppDeps, query: TListQuery): Promise<TListBookingAgreementsResponse> {
  const plan = planList(query, queries.agreementList);
  const { rows, total } = await queries.listAgreements(deps.db, plan);
  return { data: rows.map(present), meta: listMeta(total, plan) };
}

export async function getAgreement(deps: AppDeps, id: number): Promise<TBookingAgreement> {
  const [row] = await queries.findAgreements(deps.db, [id]);
  if (!row) throw new NotFoundError();
  return present(row);
}

type Entry = TBookingAgreementBody & { id?: number };

/**
 * Checks that the organizations, sites and services named exist and that each site belongs to
 * its agreement's organization; errors are keyed by field, or `agreements.<index>.<field>` in a batch.
 */
async function checkReferences(deps: AppDeps, entries: Entry[], prefix: (index: number) => string) {
  const unique = (values: (number | null | undefined)[]) => [
    ...new Set(values.filter((value): value is number => typeof value === 'number')),
  ];
  const [organizations, sites, services, ids] = await Promise.all([
    queries.findOrganizations(deps.db, unique(entries.map((entry) => entry.organization_id))),
    queries.findSites(deps.db, unique(entries.map((entry) => entry.site_id))),
    queries.findCarrierServices(deps.db, unique(entries.map((entry) => entry.carrier_service_id))),
    queries.existingIds(deps.db, unique(entries.map((entry) => entry.id))),
  ]);
  const errors: Record<string, FieldMessage[]> = {};
  entries.forEach((entry, index) => {
    const field = (name: string) => `${prefix(index)}${name}`;
    if (!organizations.some((organization) => organization.id === entry.organization_id))
      errors[field('organization_id')] = ['validation.unknown_organization'];
    const site = sites.find((candidate) => candidate.id === entry.site_id);
    if (entry.site_id !== null && site?.organization_id !== entry.organization_id)
      errors[field('site_id')] = ['validation.site_not_of_organization'];
    if (!services.some((service) => service.id === entry.carrier_service_id))
      errors[field('carrier_service_id')] = ['validation.unknown_carrier_service'];
    if (entry.id !== undefined && !ids.has(entry.id)) errors[field('id')] = ['errors.not_found'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const values = (entry: TBookingAgreementBody) => ({
  organization_id: entry.organization_id,
  site_id: entry.site_id,
  carrier_service_id: entry.carrier_service_id,
  customer_number: entry.customer_number,
  valid_from: entry.valid_from,
  valid_to: entry.valid_to,
  updated_at: new Date(),
});

export async function createAgreement(deps: AppDeps, body: TBookingAgreementBody) {
  await checkReferences(deps, [body], () => '');
  return getAgreement(deps, await queries.insertAgreement(deps.db, values(body)));
}

export async function updateAgreement(deps: AppDeps, id: number, body: TBookingAgreementBody) {
  if (!(await queries.existingIds(deps.db, [id])).has(id)) throw new NotFoundError();
  await checkReferences(deps, [body], () => '');
  await queries.updateAgreement(deps.db, id, values(body));
  return getAgreement(deps, id);
}

/** Creates the entries without id and updates those with one, all in one transaction. */
export async function saveAgreements(deps: AppDeps, entries: Entry[]) {
  await checkReferences(deps, entries, (index) => `agreements.${index}.`);
  const ids = await deps.db.transaction(async (tx) => {
    const saved: number[] = [];
    for (const entry of entries) {
      if (entry.id === undefined) saved.push(await queries.insertAgreement(tx, values(entry)));
      else saved.push((await queries.updateAgreement(tx, entry.id, values(entry)))!);
    }
    return saved;
  });
  const rows = await queries.findAgreements(deps.db, ids);
  return ids.map((id) => present(rows.find((row) => row.agreement.id === id)!));
}

/** Removes all the agreements or, when one of them does not exist, none. */
export async function deleteAgreements(deps: AppDeps, ids: number[]) {
  const unique = [...new Set(ids)];
  await deps.db.transaction(async (tx) => {
    if ((await queries.deleteAgreements(tx, unique)) !== unique.length) throw new NotFoundError();
  });
}

export async function deleteAgreement(deps: AppDeps, id: number) {
  if (!(await queries.deleteAgreement(deps.db, id))) throw new NotFoundError();
}
