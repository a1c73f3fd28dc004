import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { flowTemplates, sites, templateTypes, users } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

function selectTemplates(db: Executor) {
  return db
    .select({ template: flowTemplates, site_name: sites.name, type_name: templateTypes.name, created_by_name: users.name })
    .from(flowTemplates)
    .leftJoin(sites, eq(sites.id, flowTemplates.site_id))
    .leftJoin(templateTypes, eq(templateTypes.id, flowTemplates.type_id))
    .leftJoin(users, eq(users.id, flowTemplates.created_by_user_id));
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

/** What the templates list sorts, filters and searches by. */
export const templateList: ListDefinition = {
  sortable: {
    name: sql`lower(${flowTemplates.name})`,
    site_name: sites.name,
    type_name: sql`lower(${templateTypes.name})`,
    created_by_name: users.name,
    created_at: flowTemplates.created_at,
    updated_at: flowTemplates.updated_at,
  },
  filters: {
    kind: { column: flowTemplates.kind, type: 'text', operators: ['=', 'in'] },
    site_id: { column: flowTemplates.site_id, type: 'number' },
    type_id: { column: flowTemplates.type_id, type: 'number' },
  },
  search: [
    flowTemplates.name,
    sites.name,
    templateTypes.name,
    // The route a list row shows: places of the quote form or parties of the booking form.
    sql`concat_ws(' ', ${flowTemplates.values}->'pickup'->>'zip', ${flowTemplates.values}->'pickup'->>'city', ${flowTemplates.values}->'delivery'->>'zip', ${flowTemplates.values}->'delivery'->>'city', ${flowTemplates.values}->'consignor'->>'city', ${flowTemplates.values}->'consignee'->>'city', ${flowTemplates.values}->'consignor'->>'name', ${flowTemplates.values}->'consignee'->>'name')`,
  ],
  defaultSort: { key: 'updated_at', order: 'desc' },
  tieBreaker: flowTemplates.id,
};

/**
 * Templates of the organization that the user may use: those for every site, and those of a
 * site the user may act for.
 */
export function usableTemplates(organizationId: number, siteScope: SQL): SQL {
  return and(eq(flowTemplates.organization_id, organizationId), or(isNull(flowTemplates.site_id), siteScope)) as SQL;
}

export async function listTemplates(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectTemplates(db).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(flowTemplates)
      .leftJoin(sites, eq(sites.id, flowTemplates.site_id))
      .leftJoin(templateTypes, eq(templateTypes.id, flowTemplates.type_id))
      .leftJoin(users, eq(users.id, flowTemplates.created_by_user_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findTemplate(db: Executor, id: number, scope: SQL) {
  const [row] = await selectTemplates(db).where(and(eq(flowTemplates.id, id), scope));
  return row ?? null;
}

/** Another template of the organization and kind with the name, any case. */
export async function nameTaken(db: Executor, organizationId: number, kind: string, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: flowTemplates.id })
    .from(flowTemplates)
    .where(
      and(
        eq(flowTemplates.organization_id, organizationId),
        sql`${flowTemplates.kind} = ${kind}`,
        sql`lower(${flowTemplates.name}) = lower(${name})`,
        exceptId === null ? undefined : sql`${flowTemplates.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findSite(db: Executor, id: number) {
  const [row] = await db.select({ id: sites.id, organization_id: sites.organization_id }).from(sites).where(eq(sites.id, id));
  return row ?? null;
}

export async function insertTemplate(db: Executor, values: typeof flowTemplates.$inferInsert) {
  const [row] = await db.insert(flowTemplates).values(values).returning({ id: flowTemplates.id });
  return row!.id;
}

export async function updateTemplate(db: Executor, id: number, values: Partial<typeof flowTemplates.$inferInsert>) {
  await db.update(flowTemplates).set(values).where(eq(flowTemplates.id, id));
}

export async function deleteTemplate(db: Executor, id: number) {
  const rows = await db.delete(flowTemplates).where(eq(flowTemplates.id, id)).returning({ id: flowTemplates.id });
  return rows.length > 0;
}
