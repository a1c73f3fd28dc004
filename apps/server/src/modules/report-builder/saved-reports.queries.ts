import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedReports, users } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { ownedByScope, workingOrganizationScope, type Scope } from '../../platform/tenancy';

export type SavedReportValues = Omit<typeof savedReports.$inferInsert, 'id' | 'created_at'>;

export const savedReportList: ListDefinition = {
  sortable: { id: savedReports.id, name: savedReports.name, updated_at: savedReports.updated_at },
  filters: {},
  search: [savedReports.name],
  tieBreaker: savedReports.id,
};

/** The working organization's shared reports and the user's own; never a colleague's own. */
export function readableBy(scope: Scope): SQL {
  return and(
    workingOrganizationScope(scope, { organizationId: savedReports.organization_id }),
    or(isNull(savedReports.owner_user_id), ownedByScope(scope, savedReports.owner_user_id)),
  ) as SQL;
}

const withOwner = (db: Executor) =>
  db
    .select({ report: savedReports, owner_name: users.name })
    .from(savedReports)
    .leftJoin(users, eq(users.id, savedReports.owner_user_id))
    .$dynamic();
export type SavedReportRow = Awaited<ReturnType<ReturnType<typeof withOwner>['execute']>>[number];

export async function listSavedReports(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([paginate(withOwner(db), plan), db.$count(savedReports, plan.where)]);
  return { rows, total };
}

export async function findSavedReport(db: Executor, scope: SQL, id: number): Promise<SavedReportRow | undefined> {
  const [row] = await withOwner(db).where(and(scope, eq(savedReports.id, id)));
  return row;
}

export async function insertSavedReport(db: Executor, values: SavedReportValues): Promise<number> {
  const [row] = await db.insert(savedReports).values(values).returning({ id: savedReports.id });
  return row!.id;
}

export async function updateSavedReport(db: Executor, id: number, values: Partial<SavedReportValues>): Promise<void> {
  await db.update(savedReports).set(values).where(eq(savedReports.id, id));
}

export async function deleteSavedReport(db: Executor, id: number): Promise<void> {
  await db.delete(savedReports).where(eq(savedReports.id, id));
}
