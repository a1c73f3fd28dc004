import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_REPORT_NAME } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { embeddedReports, organizations } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

export type ReportRow = typeof embeddedReports.$inferSelect;
export type ReportValues = Omit<typeof embeddedReports.$inferInsert, 'id' | 'created_at'>;

export const reportList: ListDefinition = {
  sortable: {
    id: embeddedReports.id,
    name: embeddedReports.name,
    is_default: embeddedReports.is_default,
    updated_at: embeddedReports.updated_at,
  },
  filters: {
    organization_id: { column: embeddedReports.organization_id, type: 'number' },
    is_default: { column: embeddedReports.is_default, type: 'number' },
  },
  search: [embeddedReports.name],
  tieBreaker: embeddedReports.id,
};

/**
 * Reports of the user's organization. A super user reads any organization's: those it names, or
 * else those of the organizations of the sites acted as, since the client menu shows the reports
 * of what the user is looking at.
 */
export function reportsOf(scope: Scope, options: { organizationNamed: boolean }): SQL {
  const own = tenantScope(scope, { organizationId: embeddedReports.organization_id });
  if (scope.kind !== 'user' || scope.actor.level !== 'super' || options.organizationNamed) return own;
  return and(own, inArray(embeddedReports.organization_id, scope.actor.actingOrganizationIds)) as SQL;
}

/** Reports of the user's own organization, or for a super user of every organization: those an admin keeps and a page embeds. */
export function organizationReports(scope: Scope): SQL {
  return tenantScope(scope, { organizationId: embeddedReports.organization_id });
}

export async function listReports(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select().from(embeddedReports).$dynamic(), plan),
    db.$count(embeddedReports, plan.where),
  ]);
  return { rows, total };
}

/** The default report of the organizations in scope: the one changed last, should there be several. */
export async function findDefaultReport(db: Executor, scope: SQL): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(embeddedReports)
    .where(and(scope, eq(embeddedReports.is_default, 1)))
    .orderBy(desc(embeddedReports.updated_at), desc(embeddedReports.id))
    .limit(1);
  return row;
}

/** Reports that are neither default nor the analytics report (the Custom reports submenu), by name. */
export async function findCustomReports(db: Executor, scope: SQL): Promise<ReportRow[]> {
  return db
    .select()
    .from(embeddedReports)
    .where(and(scope, eq(embeddedReports.is_default, 0), sql`lower(trim(${embeddedReports.name})) <> ${ANALYTICS_REPORT_NAME}`))
    .orderBy(asc(embeddedReports.name), asc(embeddedReports.id));
}

export async function findReport(db: Executor, scope: SQL, id: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(embeddedReports)
    .where(and(scope, eq(embeddedReports.id, id)));
  return row;
}

export async function organizationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function insertReport(db: Executor, values: ReportValues): Promise<ReportRow> {
  const [row] = await db.insert(embeddedReports).values(values).returning();
  return row!;
}

export async function updateReport(db: Executor, id: number, values: ReportValues): Promise<ReportRow> {
  const [row] = await db.update(embeddedReports).set(values).where(eq(embeddedReports.id, id)).returning();
  return row!;
}

export async function deleteReport(db: Executor, id: number): Promise<void> {
  await db.delete(embeddedReports).where(eq(embeddedReports.id, id));
}
