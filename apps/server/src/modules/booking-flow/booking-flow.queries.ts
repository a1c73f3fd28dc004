import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingAgreements,
  carrierServiceAdditionalServices,
  carrierServiceConnectors,
  carriers,
  carrierServices,
  countries,
  flowDrafts,
  siteApplications,
  sites,
} from '../../db/schema';
import { offeredCarriers } from '../carriers';

export async function countryCodes(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ code: countries.code }).from(countries);
  return new Set(rows.map((row) => row.code.toUpperCase()));
}

/** The print-type locks of the acting sites that book transport (null where a site does not lock). */
export function bookingSitePrintLocks(db: Executor, organizationId: number, siteIds: readonly number[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ locked: sites.locked_freight_print_types })
    .from(sites)
    .innerJoin(siteApplications, and(eq(siteApplications.site_id, sites.id), eq(siteApplications.application, 'transport_booking')))
    .where(and(eq(sites.organization_id, organizationId), inArray(sites.id, [...siteIds])));
}

/** The additional services of a carrier service, groups before their options, in display order. */
export function findAdditionalServices(db: Executor, carrierServiceId: number) {
  return db
    .select()
    .from(carrierServiceAdditionalServices)
    .where(eq(carrierServiceAdditionalServices.carrier_service_id, carrierServiceId))
    .orderBy(asc(carrierServiceAdditionalServices.sort_order), asc(carrierServiceAdditionalServices.id));
}

/** A carrier service of a carrier that may be offered, with whether it takes bookings by e-mail. */
export async function findOfferedService(db: Executor, carrierServiceId: number) {
  const [row] = await db
    .select({ id: carrierServices.id, connector: carrierServiceConnectors.kind })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .leftJoin(carrierServiceConnectors, eq(carrierServiceConnectors.carrier_service_id, carrierServices.id))
    .where(and(eq(carrierServices.id, carrierServiceId), offeredCarriers));
  return row ?? null;
}

/**
 * The organization's carrier services offering customs clearance: those it has a booking agreement
 * for today, its own or one of the acting sites'.
 */
export function findCustomsClearanceServices(db: Executor, organizationId: number, siteIds: readonly number[], day: string) {
  const siteCondition =
    siteIds.length > 0
      ? or(isNull(bookingAgreements.site_id), inArray(bookingAgreements.site_id, [...siteIds]))
      : isNull(bookingAgreements.site_id);
  return db
    .selectDistinct({
      serviceId: carrierServices.id,
      serviceName: carrierServices.name,
      carrierId: carriers.id,
      carrierName: carriers.name,
    })
    .from(bookingAgreements)
    .innerJoin(carrierServices, eq(carrierServices.id, bookingAgreements.carrier_service_id))
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .innerJoin(
      carrierServiceAdditionalServices,
      and(
        eq(carrierServiceAdditionalServices.carrier_service_id, carrierServices.id),
        eq(carrierServiceAdditionalServices.code, 'customs_clearance'),
      ),
    )
    .where(
      and(
        eq(bookingAgreements.organization_id, organizationId),
        siteCondition,
        or(isNull(bookingAgreements.valid_from), lte(bookingAgreements.valid_from, day)),
        or(isNull(bookingAgreements.valid_to), sql`${bookingAgreements.valid_to} >= ${day}`),
        offeredCarriers,
      ),
    )
    .orderBy(asc(carriers.name), asc(carrierServices.name));
}

// ---- Drafts: always read and written through the owner and the organization.

const ownDraft = (id: string, organizationId: number, userId: number) =>
  and(eq(flowDrafts.id, id), eq(flowDrafts.organization_id, organizationId), eq(flowDrafts.user_id, userId));

export function listDrafts(db: Executor, organizationId: number, userId: number, kind: 'quote' | 'booking' | undefined) {
  return db
    .select()
    .from(flowDrafts)
    .where(
      and(eq(flowDrafts.organization_id, organizationId), eq(flowDrafts.user_id, userId), kind ? eq(flowDrafts.kind, kind) : undefined),
    )
    .orderBy(desc(flowDrafts.updated_at), desc(flowDrafts.created_at))
    .limit(100);
}

export async function findDraft(db: Executor, id: string, organizationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(flowDrafts)
    .where(ownDraft(id, organizationId, userId));
  return row ?? null;
}

export async function insertDraft(db: Executor, values: typeof flowDrafts.$inferInsert) {
  const [row] = await db.insert(flowDrafts).values(values).returning();
  return row!;
}

export async function updateDraft(
  db: Executor,
  id: string,
  organizationId: number,
  userId: number,
  values: Partial<typeof flowDrafts.$inferInsert>,
) {
  const [row] = await db
    .update(flowDrafts)
    .set({ ...values, updated_at: new Date() })
    .where(ownDraft(id, organizationId, userId))
    .returning();
  return row ?? null;
}

export async function deleteDraft(db: Executor, id: string, organizationId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(flowDrafts)
    .where(ownDraft(id, organizationId, userId))
    .returning({ id: flowDrafts.id });
  return rows.length > 0;
}
