import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
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

export async function listAgreements(db: Executor, organizationId: number | undefined, limit: number, offset: number) {
  const where = organizationId === undefined ? undefined : eq(bookingAgreements.organization_id, organizationId);
  const [rows, total] = await Promise.all([
    selectAgreements(db).where(where).orderBy(desc(bookingAgreements.updated_at), desc(bookingAgreements.id)).limit(limit).offset(offset),
    db.$count(bookingAgreements, where),
  ]);
  return { rows, total };
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
