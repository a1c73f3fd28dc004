import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers, carrierServices, leadTimeTables, priceLists } from '../../db/schema';

const summary = {
  id: priceLists.id,
  carrier_id: carriers.id,
  carrier_name: carriers.name,
  carrier_service_id: priceLists.carrier_service_id,
  carrier_service_name: carrierServices.name,
  currency: priceLists.currency,
  valid_from: priceLists.valid_from,
  valid_to: priceLists.valid_to,
  fuel_surcharge_percent: priceLists.fuel_surcharge_percent,
  zones: sql<number>`jsonb_array_length(${priceLists.tariff}->'zones')::int`,
  lanes: sql<number>`jsonb_array_length(${priceLists.tariff}->'lanes')::int`,
  updated_at: priceLists.updated_at,
};

export async function listPriceLists(db: Executor, filter: { carrierServiceId?: number; limit: number; offset: number }) {
  const where = filter.carrierServiceId === undefined ? undefined : eq(priceLists.carrier_service_id, filter.carrierServiceId);
  const [rows, total] = await Promise.all([
    db
      .select(summary)
      .from(priceLists)
      .innerJoin(carrierServices, eq(carrierServices.id, priceLists.carrier_service_id))
      .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
      .where(where)
      .orderBy(desc(priceLists.updated_at), desc(priceLists.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.$count(priceLists, where),
  ]);
  return { rows, total };
}

export async function findPriceListSummary(db: Executor, id: number) {
  const [row] = await db
    .select(summary)
    .from(priceLists)
    .innerJoin(carrierServices, eq(carrierServices.id, priceLists.carrier_service_id))
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))
    .where(eq(priceLists.id, id));
  return row ?? null;
}

export async function findPriceListWithLeadTimes(db: Executor, id: number) {
  const [row] = await db
    .select({ list: priceLists, leadTimes: leadTimeTables })
    .from(priceLists)
    .leftJoin(leadTimeTables, eq(leadTimeTables.carrier_service_id, priceLists.carrier_service_id))
    .where(eq(priceLists.id, id));
  return row ?? null;
}

export async function carrierServiceExists(db: Executor, id: number) {
  const [row] = await db.select({ id: carrierServices.id }).from(carrierServices).where(eq(carrierServices.id, id));
  return row !== undefined;
}

/** Replaces the service's list starting on the same day, if any. */
export async function replacePriceList(db: Executor, values: typeof priceLists.$inferInsert) {
  await db
    .delete(priceLists)
    .where(
      and(
        eq(priceLists.carrier_service_id, values.carrier_service_id),
        values.valid_from ? eq(priceLists.valid_from, values.valid_from) : sql`${priceLists.valid_from} is null`,
      ),
    );
  const [row] = await db.insert(priceLists).values(values).returning({ id: priceLists.id });
  return row!.id;
}

export async function saveLeadTimes(db: Executor, values: typeof leadTimeTables.$inferInsert) {
  const { carrier_service_id: _key, ...changes } = values;
  await db
    .insert(leadTimeTables)
    .values(values)
    .onConflictDoUpdate({ target: leadTimeTables.carrier_service_id, set: { ...changes, updated_at: new Date() } });
}
