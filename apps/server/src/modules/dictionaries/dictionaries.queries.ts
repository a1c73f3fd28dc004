import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers, goodTypes, statusDictionary } from '../../db/schema';
import { escapeLike, filterIds, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

export type StatusEntryRow = { entry: typeof statusDictionary.$inferSelect; carrier_name: string | null };
export type GoodTypeRow = typeof goodTypes.$inferSelect;

export const statusDictionaryList: ListDefinition = {
  sortable: {
    code: sql`lower(${statusDictionary.code})`,
    status: statusDictionary.status,
    carrier_name: sql`lower(${carriers.name})`,
    is_exception: statusDictionary.is_exception,
    updated_at: statusDictionary.updated_at,
  },
  filters: {
    // 0 stands for the codes that apply to all carriers.
    carrier_id: {
      build: (value) => {
        const ids = filterIds(value);
        if (ids.length === 0) return undefined;
        const conditions: SQL[] = ids.map((id) => (id === 0 ? isNull(statusDictionary.carrier_id) : eq(statusDictionary.carrier_id, id)));
        return or(...conditions);
      },
    },
    status: { column: statusDictionary.status, type: 'text', operators: ['=', 'in', '!='] },
    is_exception: { column: statusDictionary.is_exception, type: 'boolean' },
  },
  search: [statusDictionary.code, statusDictionary.description, carriers.name],
  defaultSort: { key: 'code', order: 'asc' },
  tieBreaker: statusDictionary.id,
};

const statusEntries = (db: Executor) =>
  db
    .select({ entry: statusDictionary, carrier_name: carriers.name })
    .from(statusDictionary)
    .leftJoin(carriers, eq(carriers.id, statusDictionary.carrier_id));

export async function listStatusEntries(db: Executor, plan: ListPlan) {
  const [rows, [total]] = await Promise.all([
    paginate(statusEntries(db).$dynamic(), plan),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(statusDictionary)
      .leftJoin(carriers, eq(carriers.id, statusDictionary.carrier_id))
      .where(plan.where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findStatusEntry(db: Executor, id: number): Promise<StatusEntryRow | undefined> {
  const [row] = await statusEntries(db).where(eq(statusDictionary.id, id));
  return row;
}

/** Another entry of the same code for the same carrier (or for all carriers), whatever the case. */
export async function statusCodeTaken(db: Executor, carrierId: number | null, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: statusDictionary.id })
    .from(statusDictionary)
    .where(
      and(
        carrierId === null ? isNull(statusDictionary.carrier_id) : eq(statusDictionary.carrier_id, carrierId),
        sql`lower(${statusDictionary.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(statusDictionary.id, exceptId),
      ),
    );
  return row !== undefined;
}

export async function findCarrierName(db: Executor, id: number) {
  const [row] = await db.select({ name: carriers.name }).from(carriers).where(eq(carriers.id, id));
  return row?.name;
}

export async function insertStatusEntry(db: Executor, values: typeof statusDictionary.$inferInsert) {
  const [row] = await db.insert(statusDictionary).values(values).returning({ id: statusDictionary.id });
  return row!.id;
}

export async function updateStatusEntry(db: Executor, id: number, values: Partial<typeof statusDictionary.$inferInsert>) {
  await db
    .update(statusDictionary)
    .set({ ...values, updated_at: new Date() })
    .where(eq(statusDictionary.id, id));
}

export async function deleteStatusEntry(db: Executor, id: number) {
  await db.delete(statusDictionary).where(eq(statusDictionary.id, id));
}

export const goodTypeList: ListDefinition = {
  sortable: {
    code: sql`lower(${goodTypes.code})`,
    name: sql`lower(${goodTypes.names}->>'en')`,
    sort_order: goodTypes.sort_order,
    is_active: goodTypes.is_active,
    dangerous_goods: goodTypes.dangerous_goods,
    updated_at: goodTypes.updated_at,
  },
  filters: {
    is_active: { column: goodTypes.is_active, type: 'boolean' },
    dangerous_goods: { column: goodTypes.dangerous_goods, type: 'boolean' },
  },
  search: [goodTypes.code, sql`${goodTypes.names}::text`],
  defaultSort: { key: 'sort_order', order: 'asc' },
  tieBreaker: goodTypes.id,
};

export async function listGoodTypes(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([paginate(db.select().from(goodTypes).$dynamic(), plan), db.$count(goodTypes, plan.where)]);
  return { rows, total };
}

/** Active goods types whose code or name in the language contains the text, in their order. */
export async function searchGoodTypes(db: Executor, locale: string, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const name = sql<string>`coalesce(${goodTypes.names}->>${locale}, ${goodTypes.names}->>'en')`;
  return db
    .select()
    .from(goodTypes)
    .where(and(eq(goodTypes.is_active, true), text ? or(ilike(goodTypes.code, pattern), ilike(name, pattern)) : undefined))
    .orderBy(asc(goodTypes.sort_order), asc(sql`lower(${name})`), asc(goodTypes.id))
    .limit(limit);
}

export async function findGoodType(db: Executor, id: number) {
  const [row] = await db.select().from(goodTypes).where(eq(goodTypes.id, id));
  return row;
}

export async function goodTypeCodeTaken(db: Executor, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: goodTypes.id })
    .from(goodTypes)
    .where(and(sql`lower(${goodTypes.code}) = lower(${code})`, exceptId === undefined ? undefined : ne(goodTypes.id, exceptId)));
  return row !== undefined;
}

export async function insertGoodType(db: Executor, values: typeof goodTypes.$inferInsert) {
  const [row] = await db.insert(goodTypes).values(values).returning();
  return row!;
}

export async function updateGoodType(db: Executor, id: number, values: Partial<typeof goodTypes.$inferInsert>) {
  const [row] = await db
    .update(goodTypes)
    .set({ ...values, updated_at: new Date() })
    .where(eq(goodTypes.id, id))
    .returning();
  return row;
}

export async function deleteGoodType(db: Executor, id: number) {
  await db.delete(goodTypes).where(eq(goodTypes.id, id));
}

export function activeGoodTypes(db: Executor) {
  return db
    .select({ code: goodTypes.code, dangerousGoods: goodTypes.dangerous_goods })
    .from(goodTypes)
    .where(eq(goodTypes.is_active, true));
}
