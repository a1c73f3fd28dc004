import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers, carrierServices, countries, markupCarrierServices, markups, organizations } from '../../db/schema';

/** The organization a markup list or record is limited to; null for god users, who see all. */
export type MarkupScope = number | null;

const scoped = (scope: MarkupScope) => (scope === null ? undefined : eq(markups.organization_id, scope));

export async function listMarkups(db: Executor, scope: MarkupScope, organizationFilter: number | undefined, limit: number, offset: number) {
  const where = and(scoped(scope), organizationFilter === undefined ? undefined : eq(markups.organization_id, organizationFilter));
  const [rows, total] = await Promise.all([
    db.select().from(markups).where(where).orderBy(desc(markups.updated_at), desc(markups.id)).limit(limit).offset(offset),
    db.$count(markups, where),
  ]);
  return { rows, total };
}

export async function findMarkup(db: Executor, scope: MarkupScope, id: number) {
  const [row] = await db
    .select()
    .from(markups)
    .where(and(eq(markups.id, id), scoped(scope)));
  return row ?? null;
}

/** The services of the markups, with carrier names, and each organization's country name. */
export async function findMarkupDetails(db: Executor, markupIds: number[], organizationIds: number[]) {
  if (markupIds.length === 0) return { services: [], countries: [] };
  const [services, organizationCountries] = await Promise.all([
    db
      .select({
        markup_id: markupCarrierServices.markup_id,
        id: carrierServices.id,
        name: carrierServices.name,
        carrier_id: carriers.id,
        carrier_name: carriers.name,
      })
      .from(markupCarrierServices)
      .innerJoin(carrierServices, eq(carrierServices.id, markupCarrierServices.carrier_service_id))
      .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
      .where(inArray(markupCarrierServices.markup_id, markupIds))
      .orderBy(carriers.name, carrierServices.name),
    db
      .select({ id: organizations.id, country_name: countries.name_en })
      .from(organizations)
      .leftJoin(countries, eq(countries.code, organizations.country_code))
      .where(inArray(organizations.id, organizationIds)),
  ]);
  return { services, countries: organizationCountries };
}

export async function organizationExists(db: Executor, id: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function findCarrierServices(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: carrierServices.id, name: carrierServices.name }).from(carrierServices).where(inArray(carrierServices.id, ids));
}

/** Services of the list that another markup of the organization already covers. */
export async function findServicesOfOtherMarkups(
  db: Executor,
  organizationId: number,
  serviceIds: number[],
  exceptMarkupId: number | null,
) {
  if (serviceIds.length === 0) return [];
  return db
    .select({ id: carrierServices.id, name: carrierServices.name })
    .from(markupCarrierServices)
    .innerJoin(carrierServices, eq(carrierServices.id, markupCarrierServices.carrier_service_id))
    .where(
      and(
        eq(markupCarrierServices.organization_id, organizationId),
        inArray(markupCarrierServices.carrier_service_id, serviceIds),
        exceptMarkupId === null ? undefined : ne(markupCarrierServices.markup_id, exceptMarkupId),
      ),
    );
}

export async function insertMarkup(db: Executor, values: typeof markups.$inferInsert) {
  const [row] = await db.insert(markups).values(values).returning();
  return row!;
}

export async function updateMarkup(db: Executor, id: number, values: Partial<typeof markups.$inferInsert>) {
  const [row] = await db.update(markups).set(values).where(eq(markups.id, id)).returning();
  return row!;
}

export async function replaceMarkupServices(db: Executor, organizationId: number, markupId: number, serviceIds: number[]) {
  await db.delete(markupCarrierServices).where(eq(markupCarrierServices.markup_id, markupId));
  await db
    .insert(markupCarrierServices)
    .values(serviceIds.map((carrier_service_id) => ({ organization_id: organizationId, markup_id: markupId, carrier_service_id })));
}

export async function deleteMarkup(db: Executor, id: number) {
  await db.delete(markups).where(eq(markups.id, id));
}
