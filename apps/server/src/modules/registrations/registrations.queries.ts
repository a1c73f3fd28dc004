import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, loginAttempts, organizations, registrations, roles, sites, userRoles, userSites, users } from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

export type RegistrationRow = typeof registrations.$inferSelect;

export async function countryExists(db: Executor, code: string) {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1);
  return row !== undefined;
}

/** Registrations of one e-mail address are counted one after the other, or requests at the same moment would all pass. */
export async function lockRegistrationsOf(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`registration:${email}`}))`);
}

export async function countRecentRegistrations(db: Executor, email: string, since: Date) {
  const [row] = await db
    .select({ registrations: count(), oldest: sql<Date | null>`min(${loginAttempts.attempted_at})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, 'registration'), eq(loginAttempts.key, email), gt(loginAttempts.attempted_at, since)));
  return { registrations: row?.registrations ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function recordRegistrationAttempt(db: Executor, email: string) {
  await db.insert(loginAttempts).values({ scope: 'registration', key: email });
}

/** Whether the address already has an account, or a confirmed registration waiting for a god user. */
export async function emailKnown(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (user) return true;
  const [waiting] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(sql`lower(${registrations.email})`, email), eq(registrations.status, 'pending')))
    .limit(1);
  return waiting !== undefined;
}

export async function insertRegistration(db: Executor, values: typeof registrations.$inferInsert) {
  await db.insert(registrations).values(values);
}

/** Confirms the registration of a live token; its row, or nothing when the token is used, expired or unknown. */
export async function confirmRegistration(tx: Executor, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(registrations)
    .set({ status: 'pending', confirmed_at: now, confirm_token_hash: null, confirm_expires_at: null, updated_at: now })
    .where(
      and(
        eq(registrations.confirm_token_hash, tokenHash),
        eq(registrations.status, 'unconfirmed'),
        gt(registrations.confirm_expires_at, now),
      ),
    )
    .returning();
  return row;
}

export const registrationList: ListDefinition = {
  sortable: {
    id: registrations.id,
    company_name: registrations.company_name,
    contact_name: registrations.contact_name,
    email: registrations.email,
    country_code: registrations.country_code,
    status: registrations.status,
    created_at: registrations.created_at,
    confirmed_at: registrations.confirmed_at,
    decided_at: registrations.decided_at,
  },
  filters: {
    status: { column: registrations.status, type: 'text', operators: ['=', 'in'] },
  },
  search: [registrations.company_name, registrations.contact_name, registrations.email],
  defaultSort: { key: 'created_at', order: 'desc' },
  tieBreaker: registrations.id,
};

export async function listRegistrations(db: Executor, plan: ListPlan) {
  const rows = await paginate(db.select().from(registrations).$dynamic(), plan);
  const total = await db.$count(registrations, plan.where);
  return { rows, total };
}

/** One registration, held until the transaction ends so two god users cannot decide it twice. */
export async function findRegistrationForDecision(tx: Executor, id: number) {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update').limit(1);
  return row;
}

export async function updateRegistration(db: Executor, id: number, values: Partial<typeof registrations.$inferInsert>) {
  const [row] = await db
    .update(registrations)
    .set({ ...values, updated_at: new Date() })
    .where(eq(registrations.id, id))
    .returning();
  return row!;
}

export async function emailTaken(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function insertOrganization(db: Executor, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row!;
}

export async function insertSite(db: Executor, values: typeof sites.$inferInsert) {
  const [row] = await db.insert(sites).values(values).returning();
  return row!;
}

export async function findRoleIds(db: Executor, names: string[]) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names));
}

/** A user with their roles and sites. */
export async function insertUser(db: Executor, values: typeof users.$inferInsert, roleIds: number[], siteIds: number[]) {
  const [row] = await db.insert(users).values(values).returning();
  const user = row!;
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((role_id) => ({ user_id: user.id, role_id })));
  if (siteIds.length > 0) {
    await db.insert(userSites).values(siteIds.map((site_id) => ({ user_id: user.id, site_id, organization_id: user.organization_id })));
  }
  return user;
}
