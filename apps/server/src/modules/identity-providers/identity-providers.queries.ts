import { and, arrayOverlaps, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  identityProviders,
  organizations,
  providerSignIns,
  roles,
  sessions,
  sites,
  userIdentities,
  userRoles,
  users,
  userSites,
} from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

export type ProviderRow = typeof identityProviders.$inferSelect;
export type ProviderValues = Omit<typeof identityProviders.$inferInsert, 'id' | 'created_at'>;

const linkedUsers = sql<number>`(select count(*)::int from ${userIdentities} where ${userIdentities.provider_id} = ${identityProviders.id})`;

function selectProviders(db: Executor) {
  return db
    .select({ provider: identityProviders, organization_name: organizations.name, linked_users: linkedUsers })
    .from(identityProviders)
    .innerJoin(organizations, eq(organizations.id, identityProviders.organization_id));
}

export const providerList: ListDefinition = {
  sortable: {
    updated_at: identityProviders.updated_at,
    name: identityProviders.name,
    kind: identityProviders.kind,
    organization_name: organizations.name,
  },
  filters: {
    organization_id: { column: identityProviders.organization_id, type: 'number' },
    kind: { column: identityProviders.kind, type: 'text' },
  },
  search: [identityProviders.name, identityProviders.client_id, organizations.name],
  defaultSort: { key: 'updated_at', order: 'desc' },
  tieBreaker: identityProviders.id,
};

/** Null: every organization's providers (god users); otherwise one organization's. */
export type ProviderScope = number | null;

export const inScope = (scope: ProviderScope) => (scope === null ? undefined : eq(identityProviders.organization_id, scope));

export async function listProviders(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectProviders(db).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(identityProviders)
      .innerJoin(organizations, eq(organizations.id, identityProviders.organization_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findProvider(db: Executor, scope: ProviderScope, id: number) {
  const [row] = await selectProviders(db).where(and(eq(identityProviders.id, id), inScope(scope)));
  return row ?? null;
}

export async function findProviderById(db: Executor, id: number) {
  const [row] = await db.select().from(identityProviders).where(eq(identityProviders.id, id));
  return row ?? null;
}

export async function organizationExists(db: Executor, id: number) {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

export async function findSite(db: Executor, id: number) {
  const [row] = await db.select({ organization_id: sites.organization_id }).from(sites).where(eq(sites.id, id));
  return row ?? null;
}

export async function roleExists(db: Executor, id: number) {
  const [row] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** The domains of `domains` that another organization's providers already serve. */
export async function domainsOfOtherOrganizations(db: Executor, organizationId: number, domains: string[]) {
  if (domains.length === 0) return [];
  const rows = await db
    .select({ domains: identityProviders.domains })
    .from(identityProviders)
    .where(and(ne(identityProviders.organization_id, organizationId), arrayOverlaps(identityProviders.domains, domains)));
  const taken = new Set(rows.flatMap((row) => row.domains));
  return domains.filter((domain) => taken.has(domain));
}

export async function insertProvider(db: Executor, values: ProviderValues) {
  const [row] = await db.insert(identityProviders).values(values).returning();
  return row!;
}

export async function updateProvider(db: Executor, id: number, values: Partial<ProviderValues>) {
  const [row] = await db.update(identityProviders).set(values).where(eq(identityProviders.id, id)).returning();
  return row ?? null;
}

/** Ends every live session signed in through the provider. */
export async function revokeProviderSessions(db: Executor, providerId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.identity_provider_id, providerId), isNull(sessions.revoked_at)));
}

export async function deleteProvider(db: Executor, id: number) {
  const [row] = await db.delete(identityProviders).where(eq(identityProviders.id, id)).returning();
  return row ?? null;
}

/** The providers serving an e-mail domain: of one organization, since a domain belongs to one. */
export async function providersForDomain(db: Executor, domain: string) {
  return db
    .select({
      id: identityProviders.id,
      kind: identityProviders.kind,
      name: identityProviders.name,
      password_sign_in: identityProviders.password_sign_in,
    })
    .from(identityProviders)
    .where(sql`${domain} = any(${identityProviders.domains})`)
    .orderBy(identityProviders.name, identityProviders.id);
}

/** Whether an organization still lets its users sign in with a password: not when a provider says no. */
export async function passwordSignInAllowed(db: Executor, organizationId: number) {
  const [row] = await db
    .select({ refusing: count() })
    .from(identityProviders)
    .where(and(eq(identityProviders.organization_id, organizationId), eq(identityProviders.password_sign_in, false)));
  return (row?.refusing ?? 0) === 0;
}

export async function insertSignIn(db: Executor, values: typeof providerSignIns.$inferInsert) {
  await db.insert(providerSignIns).values(values);
}

/** Takes a sign-in under way by its state: once, and only before it expires. */
export async function takeSignIn(db: Executor, stateHash: string) {
  const [row] = await db
    .delete(providerSignIns)
    .where(and(eq(providerSignIns.state_hash, stateHash), gt(providerSignIns.expires_at, sql`now()`)))
    .returning();
  return row ?? null;
}

export async function findIdentity(db: Executor, issuer: string, subject: string) {
  const [row] = await db
    .select({
      id: userIdentities.id,
      user_id: userIdentities.user_id,
      organization_id: users.organization_id,
      deactivated_at: users.deactivated_at,
    })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.user_id))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return row ?? null;
}

export async function insertIdentity(db: Executor, values: typeof userIdentities.$inferInsert) {
  await db
    .insert(userIdentities)
    .values({ ...values, last_used_at: new Date() })
    .onConflictDoNothing();
}

export async function touchIdentity(db: Executor, id: number, email: string | null) {
  await db.update(userIdentities).set({ last_used_at: new Date(), email }).where(eq(userIdentities.id, id));
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      organization_id: users.organization_id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      deactivated_at: users.deactivated_at,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, organization_id: users.organization_id, deactivated_at: users.deactivated_at })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

/** A user made on first sign-in at a provider: the default role and site, an address the provider vouched for. */
export async function insertProvisionedUser(
  db: Executor,
  values: { organization_id: number; name: string; email: string; locale: string; role_id: number; site_id: number },
) {
  const [row] = await db
    .insert(users)
    .values({
      organization_id: values.organization_id,
      name: values.name,
      email: values.email,
      locale: values.locale,
      level: 'user',
      email_verified_at: new Date(),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: row!.id, role_id: values.role_id });
  await db.insert(userSites).values({ organization_id: values.organization_id, user_id: row!.id, site_id: values.site_id });
  return row!.id;
}

/** An organization's providers, as sign-in buttons. */
export async function providersOfOrganization(db: Executor, organizationId: number) {
  return db
    .select({ id: identityProviders.id, kind: identityProviders.kind, name: identityProviders.name })
    .from(identityProviders)
    .where(eq(identityProviders.organization_id, organizationId))
    .orderBy(identityProviders.name, identityProviders.id);
}

export async function identitiesOfUser(db: Executor, userId: number) {
  return db
    .select({
      id: userIdentities.id,
      provider_id: userIdentities.provider_id,
      provider_name: identityProviders.name,
      kind: identityProviders.kind,
      email: userIdentities.email,
      created_at: userIdentities.created_at,
      last_used_at: userIdentities.last_used_at,
    })
    .from(userIdentities)
    .innerJoin(identityProviders, eq(identityProviders.id, userIdentities.provider_id))
    .where(eq(userIdentities.user_id, userId))
    .orderBy(identityProviders.name, userIdentities.id);
}

/** Whether the user has a password, for telling whether an account is their last way in. */
export async function hasPassword(db: Executor, userId: number) {
  const [row] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, userId));
  return Boolean(row?.password_hash);
}

export async function deleteIdentity(db: Executor, userId: number, id: number) {
  const [row] = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.id, id), eq(userIdentities.user_id, userId)))
    .returning({ provider_id: userIdentities.provider_id });
  return row ?? null;
}

/** Ends a user's live sessions signed in through a provider. */
export async function revokeUserProviderSessions(db: Executor, userId: number, providerId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), eq(sessions.identity_provider_id, providerId), isNull(sessions.revoked_at)));
}
