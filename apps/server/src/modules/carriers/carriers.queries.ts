import { and, asc, inArray, notIlike, notInArray, sql, type SQL } from 'drizzle-orm';
import { EXCLUDED_CARRIER_NAMES, EXCLUDED_CARRIER_NAME_MARKER } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { carriers, carrierServices } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

/** Carriers named with '{product}' or 'egen transportör' are never offered (SPEC §3 Carrier). */
export const offeredCarriers: SQL = and(
  notIlike(carriers.name, `%${EXCLUDED_CARRIER_NAME_MARKER}%`),
  notInArray(
    sql`lower(${carriers.name})`,
    EXCLUDED_CARRIER_NAMES.map((name) => name.toLowerCase()),
  ),
) as SQL;

export const carrierList: ListDefinition = {
  sortable: { id: carriers.id, name: carriers.name, created_at: carriers.created_at, updated_at: carriers.updated_at },
  filters: { id: { column: carriers.id, type: 'number' } },
  search: [carriers.name],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: carriers.id,
};

export const carrierServiceList: ListDefinition = {
  sortable: {
    id: carrierServices.id,
    name: carrierServices.name,
    code: carrierServices.code,
    carrier_id: carrierServices.carrier_id,
    transport_mode: carrierServices.transport_mode,
    updated_at: carrierServices.updated_at,
  },
  filters: {
    id: { column: carrierServices.id, type: 'number' },
    carrier_id: { column: carrierServices.carrier_id, type: 'number' },
    transport_mode: { column: carrierServices.transport_mode, type: 'text' },
  },
  search: [carrierServices.name, carrierServices.code],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: carrierServices.id,
};

export async function listCarriers(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([paginate(db.select().from(carriers).$dynamic(), plan), db.$count(carriers, plan.where)]);
  return { rows, total };
}

export async function findServicesOfCarriers(db: Executor, carrierIds: number[]) {
  if (carrierIds.length === 0) return [];
  return db.select().from(carrierServices).where(inArray(carrierServices.carrier_id, carrierIds)).orderBy(asc(carrierServices.name));
}

export async function listCarrierServices(db: Executor, plan: ListPlan) {
  const where = and(plan.where, offeredCarriers);
  const [rows, [total]] = await Promise.all([
    db
      .select({ service: carrierServices })
      .from(carrierServices)
      .innerJoin(carriers, sql`${carriers.id} = ${carrierServices.carrier_id}`)
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({ count: countAll })
      .from(carrierServices)
      .innerJoin(carriers, sql`${carriers.id} = ${carrierServices.carrier_id}`)
      .where(where),
  ]);
  return { rows: rows.map((row) => row.service), total: total?.count ?? 0 };
}
