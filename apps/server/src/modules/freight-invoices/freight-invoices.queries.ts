import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookings,
  carriers,
  consignments,
  freightInvoiceChecks,
  freightInvoiceLines,
  freightInvoices,
  priceCalculations,
  users,
  userSites,
} from '../../db/schema';
import { tenantScope, type Scope } from '../../platform/tenancy';

/** Shipments of the sites the sender acts as (a feed: of its organization). */
const shipmentsOf = (scope: Scope) => tenantScope(scope, { organizationId: consignments.organization_id, siteId: consignments.site_id });

/** Carriers by their names as people write them, any case. */
export async function carriersByName(db: Executor, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: carriers.id, name: carriers.name })
    .from(carriers)
    .where(inArray(sql`lower(${carriers.name})`, [...new Set(names.map((name) => name.toLowerCase()))]));
}

export type InvoicedShipment = Awaited<ReturnType<typeof shipmentsByNumber>>[number];

export async function shipmentsByNumber(db: Executor, scope: Scope, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({
      id: consignments.id,
      uuid: consignments.uuid,
      shipment_number: consignments.shipment_number,
      organization_id: consignments.organization_id,
      site_id: consignments.site_id,
      carrier_service_id: consignments.carrier_service_id,
      price_amount: consignments.price_amount,
      price_currency: consignments.price_currency,
      quoted_price_amount: consignments.quoted_price_amount,
    })
    .from(consignments)
    .where(and(shipmentsOf(scope), inArray(consignments.shipment_number, [...new Set(numbers)])));
}

/** The quotes a shipment was booked at, to read which surcharges its booked price was made of. */
export async function bookedCalculations(db: Executor, consignmentIds: number[]) {
  if (consignmentIds.length === 0) return [];
  return db
    .select({ consignment_id: bookings.consignment_id, response: priceCalculations.response })
    .from(bookings)
    .innerJoin(priceCalculations, eq(priceCalculations.id, bookings.priced_calculation_id))
    .where(and(inArray(bookings.consignment_id, consignmentIds), isNotNull(bookings.priced_calculation_id)));
}

/** Invoices already in, by carrier and number (any case). */
export async function existingInvoices(db: Executor, organizationIds: number[], keys: { carrierId: number; number: string }[]) {
  if (keys.length === 0 || organizationIds.length === 0) return [];
  const matches = keys.map(
    (key) => sql`(${freightInvoices.carrier_id} = ${key.carrierId} and lower(${freightInvoices.invoice_number}) = lower(${key.number}))`,
  );
  return db
    .select({
      id: freightInvoices.id,
      organization_id: freightInvoices.organization_id,
      carrier_id: freightInvoices.carrier_id,
      invoice_number: freightInvoices.invoice_number,
    })
    .from(freightInvoices)
    .where(and(inArray(freightInvoices.organization_id, organizationIds), sql.join(matches, sql` or `)));
}

export async function checkSummaries(db: Executor, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      invoice_id: freightInvoiceChecks.invoice_id,
      shipment_number: consignments.shipment_number,
      status: freightInvoiceChecks.status,
    })
    .from(freightInvoiceChecks)
    .innerJoin(consignments, eq(consignments.id, freightInvoiceChecks.consignment_id))
    .where(inArray(freightInvoiceChecks.invoice_id, invoiceIds))
    .orderBy(asc(freightInvoiceChecks.id));
}

/** Adds an invoice unless the carrier's invoice of that number is in already (then none). */
export async function insertInvoice(db: Executor, values: typeof freightInvoices.$inferInsert) {
  const [row] = await db.insert(freightInvoices).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertLines(db: Executor, values: (typeof freightInvoiceLines.$inferInsert)[]) {
  if (values.length > 0) await db.insert(freightInvoiceLines).values(values);
}

export async function insertChecks(db: Executor, values: (typeof freightInvoiceChecks.$inferInsert)[]) {
  if (values.length > 0) await db.insert(freightInvoiceChecks).values(values);
}

/** The users of sites, to tell them what was decided on their shipments' invoices. */
export async function usersOfSites(db: Executor, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  return db.select({ user_id: userSites.user_id, site_id: userSites.site_id }).from(userSites).where(inArray(userSites.site_id, siteIds));
}

/** A shipment by its public id within a scope, and whether it is also within a second (narrower) one. */
export async function findShipment(db: Executor, uuid: string, visible: SQL, acting: SQL) {
  const [row] = await db
    .select({ id: consignments.id, acting: sql<boolean>`(${acting})` })
    .from(consignments)
    .where(and(eq(consignments.uuid, uuid), visible));
  return row ?? null;
}

export async function shipmentInvoices(db: Executor, consignmentId: number) {
  const [checks, lines] = await Promise.all([
    db
      .select({
        check: freightInvoiceChecks,
        invoice_number: freightInvoices.invoice_number,
        invoice_date: freightInvoices.invoice_date,
        currency: freightInvoices.currency,
        carrier_name: carriers.name,
        decided_by: users.name,
      })
      .from(freightInvoiceChecks)
      .innerJoin(freightInvoices, eq(freightInvoices.id, freightInvoiceChecks.invoice_id))
      .innerJoin(carriers, eq(carriers.id, freightInvoices.carrier_id))
      .leftJoin(users, eq(users.id, freightInvoiceChecks.decided_by_user_id))
      .where(eq(freightInvoiceChecks.consignment_id, consignmentId))
      .orderBy(desc(freightInvoices.invoice_date), desc(freightInvoiceChecks.id)),
    db
      .select({
        invoice_id: freightInvoiceLines.invoice_id,
        surcharge_type: freightInvoiceLines.surcharge_type,
        amount: freightInvoiceLines.amount,
      })
      .from(freightInvoiceLines)
      .where(eq(freightInvoiceLines.consignment_id, consignmentId))
      .orderBy(asc(freightInvoiceLines.id)),
  ]);
  return { checks, lines };
}

export async function findCheck(db: Executor, id: number, consignmentId: number) {
  const [row] = await db
    .select()
    .from(freightInvoiceChecks)
    .where(and(eq(freightInvoiceChecks.id, id), eq(freightInvoiceChecks.consignment_id, consignmentId)));
  return row ?? null;
}

/** Records a person's decision on a held invoice; none when it is no longer on hold. */
export async function decideCheck(
  db: Executor,
  id: number,
  values: Pick<typeof freightInvoiceChecks.$inferInsert, 'status' | 'decided_by_user_id' | 'decided_at' | 'comment'>,
) {
  const [row] = await db
    .update(freightInvoiceChecks)
    .set(values)
    .where(and(eq(freightInvoiceChecks.id, id), eq(freightInvoiceChecks.status, 'on_hold')))
    .returning({ id: freightInvoiceChecks.id });
  return row ?? null;
}
