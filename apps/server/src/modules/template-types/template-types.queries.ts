import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { flowTemplates, templateTypes } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';

// Named in full: a query of one table writes its columns without the table, which the subquery would read as its own.
const templateCount = sql<number>`(select count(*)::int from ${flowTemplates} where ${flowTemplates.type_id} = "template_types"."id")`;

const selectTypes = (db: Executor) => db.select({ type: templateTypes, template_count: templateCount }).from(templateTypes);

export type TemplateTypeRow = NonNullable<Awaited<ReturnType<typeof findType>>>;

export const templateTypeList: ListDefinition = {
  sortable: {
    name: sql`lower(${templateTypes.name})`,
    template_count: templateCount,
    created_at: templateTypes.created_at,
    updated_at: templateTypes.updated_at,
  },
  filters: {},
  search: [templateTypes.name, templateTypes.description],
  defaultSort: { key: 'name', order: 'asc' },
  tieBreaker: templateTypes.id,
};

/** Types belong to the organization the user works in. */
export const typesOf = (scope: Scope): SQL => workingOrganizationScope(scope, { organizationId: templateTypes.organization_id });

export async function listTypes(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectTypes(db).$dynamic(), plan),
    db.select({ total: countAll }).from(templateTypes).where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findType(db: Executor, scope: Scope, id: number) {
  const [row] = await selectTypes(db).where(and(eq(templateTypes.id, id), typesOf(scope)));
  return row ?? null;
}

/**
 * Whether a type belongs to an organization, for another module that groups a record of that
 * organization under it and names the organization by its id.
 */
export async function typeBelongsTo(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: templateTypes.id })
    .from(templateTypes)
    .where(and(eq(templateTypes.id, id), eq(templateTypes.organization_id, organizationId)));
  return row !== undefined;
}

/** Another type of the organization with the name, any case. */
export async function nameTaken(db: Executor, scope: Scope, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: templateTypes.id })
    .from(templateTypes)
    .where(
      and(
        typesOf(scope),
        sql`lower(${templateTypes.name}) = lower(${name})`,
        exceptId === null ? undefined : sql`${templateTypes.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertType(db: Executor, values: typeof templateTypes.$inferInsert) {
  const [row] = await db.insert(templateTypes).values(values).returning();
  return row!;
}

export async function updateType(db: Executor, id: number, values: Partial<typeof templateTypes.$inferInsert>) {
  const [row] = await db.update(templateTypes).set(values).where(eq(templateTypes.id, id)).returning();
  return row!;
}

export async function deleteType(db: Executor, id: number) {
  await db.delete(templateTypes).where(eq(templateTypes.id, id));
}
