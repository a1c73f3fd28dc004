import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingAgreements,
  bookingDocuments,
  bookingNumberCounters,
  bookingPackages,
  bookings,
  carrierHandOvers,
  carriers,
  carrierServiceConnectors,
  carrierServices,
  consignmentDocuments,
  consignmentEvents,
  consignmentItems,
  consignments,
  organizationBookingSettings,
  siteApplications,
  sites,
  users,
} from '../../db/schema';
import { offeredCarriers } from '../carriers';
import type { FreightPrintType } from '@freight/contracts';

/** Keeps the booked print types as the user's booking default, beside their other defaults. */
export async function rememberPrintTypes(db: Executor, userId: number, types: readonly FreightPrintType[]) {
  await db
    .update(users)
    .set({
      booking_defaults: sql`coalesce(${users.booking_defaults}, '{}'::jsonb) || jsonb_build_object('freight_print_types', ${JSON.stringify(types)}::jsonb)`,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function findBookingSite(db: Executor, organizationId: number, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  return db
    .select({
      id: sites.id,
      canBook: sql<boolean>`exists (select 1 from ${siteApplications} where ${siteApplications.site_id} = ${sites.id} and ${siteApplications.application} = 'transport_booking')`,
      invoiceDetails: sql<boolean>`exists (select 1 from ${siteApplications} where ${siteApplications.site_id} = ${sites.id} and ${siteApplications.application} = 'invoice_details')`,
      lockedPrintTypes: sites.locked_freight_print_types,
    })
    .from(sites)
    .where(and(eq(sites.organization_id, organizationId), inArray(sites.id, [...siteIds])));
}

/** The agreement a site books a service under: its own before the organization's. */
export async function findAgreement(db: Executor, organizationId: number, siteId: number, serviceId: number, day: string) {
  const [row] = await db
    .select({ customerNumber: bookingAgreements.customer_number })
    .from(bookingAgreements)
    .where(
      and(
        eq(bookingAgreements.organization_id, organizationId),
        eq(bookingAgreements.carrier_service_id, serviceId),
        or(isNull(bookingAgreements.site_id), eq(bookingAgreements.site_id, siteId)),
        or(isNull(bookingAgreements.valid_from), lte(bookingAgreements.valid_from, day)),
        or(isNull(bookingAgreements.valid_to), sql`${bookingAgreements.valid_to} >= ${day}`),
      ),
    )
    .orderBy(sql`${bookingAgreements.site_id} is null`, desc(bookingAgreements.valid_from))
    .limit(1);
  return row ?? null;
}

/** A carrier service with its booking connector; `offeredOnly` leaves out carriers never offered as a choice. */
export async function findServiceWithConnector(db: Executor, serviceId: number, offeredOnly = false) {
  const [row] = await db
    .select({
      carrierId: carriers.id,
      carrierName: carriers.name,
      serviceId: carrierServices.id,
      serviceName: carrierServices.name,
      transportMode: carrierServices.transport_mode,
      connector: carrierServiceConnectors.kind,
      destination: carrierServiceConnectors.address,
    })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .leftJoin(carrierServiceConnectors, eq(carrierServiceConnectors.carrier_service_id, carrierServices.id))
    .where(and(eq(carrierServices.id, serviceId), offeredOnly ? offeredCarriers : undefined));
  return row ?? null;
}

/** The next booking serial of an organization's year, counted in the row it locks. */
export async function nextBookingSerial(db: Executor, organizationId: number, year: number): Promise<number> {
  const [row] = await db
    .insert(bookingNumberCounters)
    .values({ organization_id: organizationId, year, last_serial: 1 })
    .onConflictDoUpdate({
      target: [bookingNumberCounters.organization_id, bookingNumberCounters.year],
      set: { last_serial: sql`${bookingNumberCounters.last_serial} + 1` },
    })
    .returning({ serial: bookingNumberCounters.last_serial });
  return row!.serial;
}

/** Reserves `count` SSCC counters; answers the prefix and the first counter of the range. */
export async function reserveSsccCounters(db: Executor, organizationId: number, defaultPrefix: string, count: number) {
  const [row] = await db
    .insert(organizationBookingSettings)
    .values({ organization_id: organizationId, gs1_company_prefix: defaultPrefix, last_sscc_counter: count })
    .onConflictDoUpdate({
      target: organizationBookingSettings.organization_id,
      set: { last_sscc_counter: sql`${organizationBookingSettings.last_sscc_counter} + ${count}`, updated_at: new Date() },
    })
    .returning({ prefix: organizationBookingSettings.gs1_company_prefix, last: organizationBookingSettings.last_sscc_counter });
  return { prefix: row!.prefix, first: row!.last - count + 1 };
}

export async function insertConsignment(db: Executor, values: typeof consignments.$inferInsert) {
  const [row] = await db.insert(consignments).values(values).returning({ id: consignments.id, uuid: consignments.uuid });
  return row!;
}

export async function insertItems(db: Executor, values: (typeof consignmentItems.$inferInsert)[]) {
  await db.insert(consignmentItems).values(values);
}

export async function insertEvent(db: Executor, values: typeof consignmentEvents.$inferInsert) {
  await db.insert(consignmentEvents).values(values);
}

export async function insertBooking(db: Executor, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
}

export async function insertPackages(db: Executor, values: (typeof bookingPackages.$inferInsert)[]) {
  await db.insert(bookingPackages).values(values);
}

export async function insertDocument(
  db: Executor,
  values: typeof consignmentDocuments.$inferInsert,
  bookingId: number,
  kind: (typeof bookingDocuments.$inferInsert)['kind'],
) {
  const [row] = await db.insert(consignmentDocuments).values(values).returning({ id: consignmentDocuments.id });
  await db.insert(bookingDocuments).values({ booking_id: bookingId, document_id: row!.id, kind });
}

export async function insertHandOver(db: Executor, values: typeof carrierHandOvers.$inferInsert) {
  const [row] = await db.insert(carrierHandOvers).values(values).returning({ id: carrierHandOvers.id });
  return row!.id;
}

/** The documents of a booking, in the order they were printed. */
export function findBookingDocuments(db: Executor, bookingId: number) {
  return db
    .select({ document: consignmentDocuments, kind: bookingDocuments.kind })
    .from(bookingDocuments)
    .innerJoin(consignmentDocuments, eq(consignmentDocuments.id, bookingDocuments.document_id))
    .where(eq(bookingDocuments.booking_id, bookingId))
    .orderBy(asc(consignmentDocuments.id));
}

export function findPackages(db: Executor, bookingId: number) {
  return db.select().from(bookingPackages).where(eq(bookingPackages.booking_id, bookingId)).orderBy(asc(bookingPackages.sequence));
}

/** A booking by its shipment's uuid, within what the caller may see. */
export async function findBookingByConsignment(db: Executor, uuid: string, visible: SQL) {
  const [row] = await db
    .select({ booking: bookings, handOver: carrierHandOvers, consignment: consignments })
    .from(bookings)
    .innerJoin(consignments, eq(consignments.id, bookings.consignment_id))
    .innerJoin(carrierHandOvers, eq(carrierHandOvers.booking_id, bookings.id))
    .where(and(eq(consignments.uuid, uuid), visible))
    .limit(1);
  return row ?? null;
}

export async function findHandOver(db: Executor, id: number) {
  const [row] = await db
    .select({
      handOver: carrierHandOvers,
      booking: bookings,
      consignment: consignments,
      carrierName: carriers.name,
      serviceName: carrierServices.name,
    })
    .from(carrierHandOvers)
    .innerJoin(bookings, eq(bookings.id, carrierHandOvers.booking_id))
    .innerJoin(consignments, eq(consignments.id, carrierHandOvers.consignment_id))
    .leftJoin(carrierServices, eq(carrierServices.id, consignments.carrier_service_id))
    .leftJoin(carriers, eq(carriers.id, consignments.carrier_id))
    .where(eq(carrierHandOvers.id, id));
  return row ?? null;
}

export function findItems(db: Executor, consignmentId: number) {
  return db.select().from(consignmentItems).where(eq(consignmentItems.consignment_id, consignmentId)).orderBy(asc(consignmentItems.id));
}

/**
 * Takes due hand-overs for one try, pushing their next try out by a lease so another process's
 * sweep skips them meanwhile; rows another transaction holds are skipped, not waited for.
 */
export async function claimDueHandOvers(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: carrierHandOvers.id })
    .from(carrierHandOvers)
    .where(and(eq(carrierHandOvers.status, 'pending'), lte(carrierHandOvers.next_attempt_at, now)))
    .orderBy(asc(carrierHandOvers.next_attempt_at))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(carrierHandOvers)
    .set({ next_attempt_at: leaseUntil })
    .where(inArray(carrierHandOvers.id, due))
    .returning({ id: carrierHandOvers.id });
  return rows.map((row) => row.id);
}

/** Takes one hand-over for a try now unless it was sent already. */
export async function claimHandOver(db: Executor, id: number, leaseUntil: Date) {
  const [row] = await db
    .update(carrierHandOvers)
    .set({ next_attempt_at: leaseUntil })
    .where(and(eq(carrierHandOvers.id, id), inArray(carrierHandOvers.status, ['pending', 'failed'])))
    .returning({ id: carrierHandOvers.id });
  return row !== undefined;
}

export async function updateHandOver(db: Executor, id: number, values: Partial<typeof carrierHandOvers.$inferInsert>) {
  await db
    .update(carrierHandOvers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(carrierHandOvers.id, id));
}
