import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { bookingAgreements, carriers, carrierServices, organizations, sites } from '../../db/schema';

const agreementSite = alias(sites, 'agreement_site');

function selectAgreements(db: Executor) {
  return db
    .select({
      agreement: bookingAgreements,
      organization_name: organizations.name,
      site_name: agreementSite.name,
      carrier_service_name: carrierServices.name,
      carrier_id: carriers.id,
      carrier_name: carriers.name,
    })
    .from(bookingAgreements)
    .innerJoin(organizations, eq(organizations.id, bookingAgreements.organization_id))
    .leftJoin(agreementSite, eq(agreementSite.id, bookingAgreements.site_id))
    .innerJoin(carrierServices, eq(carrierServices.id, bookingAgreements.carrier_service_id))
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id));
}

export type AgreementRow = Awaited<ReturnType<typeof findAgreements>>[number];

/** What the agreements list filters, sorts and searches by. */
export const agreementList: ListDefinition = {
  sortable: {
    updated_at: bookingAgreements.updated_at,
    customer_number: bookingAgreements.customer_number,
    valid_from: bookingAgreements.valid_from,
    valid_to: bookingAgreements.valid_to,
    organization_name: organizations.name,
    carrier_name: carriers.name,
    carrier_service_name: carrierServices.name,
  },
  filters: {
    organization_id: { column: bookingAgreements.organization_id, type: 'number' },
    site_id: { column: bookingAgreements.site_id, type: 'number' },
    carrier_id: { column: carriers.id, type: 'number' },
    carrier_service_id: { column: bookingAgreements.carrier_service_id, type: 'number' },
  },
  search: [bookingAgreements.customer_number, organizations.name, agreementSite.name, carriers.name, carrierServices.name],
  defaultSort: { key: 'updated_at', order: 'desc' },
  tieBreaker: bookingAgreements.id,
};

export async function listAgreements(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectAgreements(db).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(bookingAgreements)
      .innerJoin(organizations, eq(organizations.id, bookingAgreements.organization_id))
      .leftJoin(agreementSite, eq(agreementSite.id, bookingAgreements.site_id))
      .innerJoin(carrierServices, eq(carrierServices.id, bookingAgreements.carrier_service_id))
      .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Deletes the agreements; answers how many there were. */
export async function deleteAgreements(db: Executor, ids: number[]) {
  const deleted = await db.delete(bookingAgreements).where(inArray(bookingAgreements.id, ids)).returning({ id: bookingAgreements.id });
  return deleted.length;
}

export async function findAgreements(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return selectAgreements(db).where(inArray(bookingAgreements.id, ids)).orderBy(bookingAgreements.id);
}

export async function existingIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: bookingAgreements.id }).from(bookingAgreements).where(inArray(bookingAgreements.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function findOrganizations(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: organizations.id }).from(organizations).where(inArray(organizations.id, ids));
}

export async function findSites(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: sites.id, organization_id: sites.organization_id }).from(sites).where(inArray(sites.id, ids));
}

export async function findCarrierServices(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: carrierServices.id }).from(carrierServices).where(inArray(carrierServices.id, ids));
}

export async function insertAgreement(db: Executor, values: typeof bookingAgreements.$inferInsert) {
  const [row] = await db.insert(bookingAgreements).values(values).returning({ id: bookingAgreements.id });
  return row!.id;
}

export async function updateAgreement(db: Executor, id: number, values: Partial<typeof bookingAgreements.$inferInsert>) {
  const [row] = await db.update(bookingAgreements).set(values).where(eq(bookingAgreements.id, id)).returning({ id: bookingAgreements.id });
  return row?.id ?? null;
}

export async function deleteAgreement(db: Executor, id: number) {
  const rows = await db.delete(bookingAgreements).where(eq(bookingAgreements.id, id)).returning({ id: bookingAgreements.id });
  return rows.length > 0;
}
