import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSecrets, loginAttempts, organizations, sftpAccounts, sftpUploads, sites } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

const lastUploadAt = sql<Date | null>`(select max(${sftpUploads.created_at}) from ${sftpUploads} where ${sftpUploads.account_id} = ${sftpAccounts.id})`;

function selectAccounts(db: Executor) {
  return db
    .select({ account: sftpAccounts, organization_name: organizations.name, site_name: sites.name, last_upload_at: lastUploadAt })
    .from(sftpAccounts)
    .innerJoin(organizations, eq(organizations.id, sftpAccounts.organization_id))
    .leftJoin(sites, eq(sites.id, sftpAccounts.site_id));
}

export type AccountRow = Awaited<ReturnType<typeof findAccount>> & {};

export const accountList: ListDefinition = {
  sortable: {
    updated_at: sftpAccounts.updated_at,
    username: sftpAccounts.username,
    organization_name: organizations.name,
    last_login_at: sftpAccounts.last_login_at,
    is_active: sftpAccounts.is_active,
  },
  filters: {
    organization_id: { column: sftpAccounts.organization_id, type: 'number' },
    is_active: { column: sftpAccounts.is_active, type: 'boolean' },
  },
  search: [sftpAccounts.username, sftpAccounts.description, organizations.name],
  defaultSort: { key: 'updated_at', order: 'desc' },
  tieBreaker: sftpAccounts.id,
};

export async function listAccounts(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectAccounts(db).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(sftpAccounts)
      .innerJoin(organizations, eq(organizations.id, sftpAccounts.organization_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAccount(db: Executor, id: number) {
  const [row] = await selectAccounts(db).where(eq(sftpAccounts.id, id));
  return row ?? null;
}

/** The account signing in by this name, whatever its case. */
export async function findAccountByUsername(db: Executor, username: string) {
  const [row] = await db
    .select()
    .from(sftpAccounts)
    .where(sql`lower(${sftpAccounts.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

export async function findAccountById(db: Executor, id: number) {
  const [row] = await db.select().from(sftpAccounts).where(eq(sftpAccounts.id, id));
  return row ?? null;
}

export async function insertAccount(db: Executor, values: typeof sftpAccounts.$inferInsert) {
  const [row] = await db.insert(sftpAccounts).values(values).returning();
  return row!;
}

export async function updateAccount(db: Executor, id: number, values: Partial<typeof sftpAccounts.$inferInsert>) {
  const [row] = await db.update(sftpAccounts).set(values).where(eq(sftpAccounts.id, id)).returning();
  return row ?? null;
}

export async function deleteAccount(db: Executor, id: number) {
  const [row] = await db.delete(sftpAccounts).where(eq(sftpAccounts.id, id)).returning();
  return row ?? null;
}

export async function findSite(db: Executor, id: number) {
  const [row] = await db.select({ id: sites.id, organization_id: sites.organization_id }).from(sites).where(eq(sites.id, id));
  return row ?? null;
}

export async function organizationExists(db: Executor, id: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function markLoggedIn(db: Executor, id: number) {
  await db.update(sftpAccounts).set({ last_login_at: new Date() }).where(eq(sftpAccounts.id, id));
}

export const uploadList: ListDefinition = {
  sortable: { created_at: sftpUploads.created_at, filename: sftpUploads.filename, status: sftpUploads.status },
  filters: { status: { column: sftpUploads.status, type: 'text' } },
  search: [sftpUploads.filename],
  defaultSort: { key: 'created_at', order: 'desc' },
  tieBreaker: sftpUploads.id,
};

export async function listUploads(db: Executor, accountId: number, plan: ListPlan) {
  const where = and(eq(sftpUploads.account_id, accountId), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(sftpUploads).$dynamic(), { ...plan, where }),
    db.select({ total: countAll }).from(sftpUploads).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** An account's newest uploads of some states, for its SFTP folder listings. */
export async function recentUploads(db: Executor, accountId: number, statuses: ('processing' | 'imported' | 'failed')[], limit: number) {
  return db
    .select()
    .from(sftpUploads)
    .where(and(eq(sftpUploads.account_id, accountId), inArray(sftpUploads.status, statuses)))
    .orderBy(desc(sftpUploads.created_at), desc(sftpUploads.id))
    .limit(limit);
}

export async function findUpload(db: Executor, id: number) {
  const [row] = await db.select().from(sftpUploads).where(eq(sftpUploads.id, id));
  return row ?? null;
}

export async function insertUpload(db: Executor, values: typeof sftpUploads.$inferInsert) {
  const [row] = await db.insert(sftpUploads).values(values).returning();
  return row!;
}

export async function finishUpload(db: Executor, id: number, values: Partial<typeof sftpUploads.$inferInsert>) {
  await db
    .update(sftpUploads)
    .set({ ...values, processed_at: new Date() })
    .where(eq(sftpUploads.id, id));
}

/**
 * Takes over uploads a stopped process left half done: each is claimed by renewing its claim, so
 * two processes never import the same file.
 */
export async function claimStaleUploads(db: Executor, olderThanMinutes: number) {
  return db
    .update(sftpUploads)
    .set({ claimed_at: sql`now()` })
    .where(and(eq(sftpUploads.status, 'processing'), sql`${sftpUploads.claimed_at} < now() - make_interval(mins => ${olderThanMinutes})`))
    .returning({ id: sftpUploads.id });
}

const failureKey = (username: string) => `sftp:${username.toLowerCase()}`;

export async function countRecentFailures(db: Executor, username: string, since: Date) {
  const [row] = await db
    .select({ failures: countAll })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, 'account'), eq(loginAttempts.key, failureKey(username)), gt(loginAttempts.attempted_at, since)));
  return row?.failures ?? 0;
}

export async function recordFailure(db: Executor, username: string) {
  await db.insert(loginAttempts).values({ scope: 'account', key: failureKey(username) });
}

export async function clearFailures(db: Executor, username: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.scope, 'account'), eq(loginAttempts.key, failureKey(username))));
}

export async function findSecret(db: Executor, name: string) {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}

/** Stores a secret unless one of that name is already there (another process made it first). */
export async function insertSecretOnce(db: Executor, name: string, value: string) {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
}

/** Replaces a secret only while it still holds `expected`, so two processes agree on one successor. */
export async function replaceSecret(db: Executor, name: string, expected: string, value: string) {
  await db
    .update(appSecrets)
    .set({ value })
    .where(and(eq(appSecrets.name, name), eq(appSecrets.value, expected)));
}
