import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens, identityProviders, loginAttempts, sessions, users } from '../../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];
export type AttemptScope = (typeof loginAttempts.$inferInsert)['scope'];

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      password_hash: users.password_hash,
      locale: users.locale,
      email_verified_at: users.email_verified_at,
      organization_id: users.organization_id,
      deactivated_at: users.deactivated_at,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function countRecentFailures(db: Executor, scope: AttemptScope, key: string, since: Date) {
  const [row] = await db
    .select({ failures: count(), oldest: sql<Date | null>`min(${loginAttempts.attempted_at})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key), gt(loginAttempts.attempted_at, since)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The key of an account's failed sign-ins from one address; e-mail addresses hold no space. */
function pairKey(email: string, address: string) {
  return `${email} ${address}`;
}

export async function recordFailure(db: Executor, email: string, address: string) {
  await db.insert(loginAttempts).values([
    { scope: 'account_address', key: pairKey(email, address) },
    { scope: 'address', key: address },
  ]);
}

export function countPairFailures(db: Executor, email: string, address: string, since: Date) {
  return countRecentFailures(db, 'account_address', pairKey(email, address), since);
}

export async function clearPairFailures(db: Executor, email: string, address: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.scope, 'account_address'), eq(loginAttempts.key, pairKey(email, address))));
}

/** Lifts the waits of an account from every address, as when its owner follows an unlock link. */
export async function clearAccountFailures(db: Executor, email: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, 'account_address'), sql`starts_with(${loginAttempts.key}, ${pairKey(email, '')})`));
}

/**
 * Holds, until the transaction ends, a lock on each scope and key, so a count and the insert
 * that follows it are not interleaved with another process doing the same.
 */
export async function lockAttemptKeys(tx: Executor, attempts: { scope: AttemptScope; key: string }[]) {
  for (const { scope, key } of attempts) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${key}`}))`);
}

export async function recordAttempts(db: Executor, attempts: { scope: AttemptScope; key: string }[]) {
  await db.insert(loginAttempts).values(attempts);
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: Executor, sessionId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

export async function revokeAllSessions(db: Executor, userId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
}

export async function insertEmailToken(db: Executor, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** Marks a live token used and returns its user; a used, expired or unknown token gives nothing. */
export async function consumeEmailToken(db: Executor, tokenHash: string, purposes: EmailTokenPurpose[]) {
  const [row] = await db
    .update(emailTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, sql`now()`),
        inArray(emailTokens.purpose, purposes),
      ),
    )
    .returning({ userId: emailTokens.user_id, purpose: emailTokens.purpose });
  return row;
}

/** Older links of the same kind stop working once a new one is sent or one is used. */
export async function expireEmailTokens(db: Executor, userId: number, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ used_at: new Date() })
    .where(and(eq(emailTokens.user_id, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.used_at)));
}

export async function setPassword(db: Executor, userId: number, passwordHash: string, verifyEmail: boolean) {
  await db
    .update(users)
    .set({
      password_hash: passwordHash,
      updated_at: new Date(),
      ...(verifyEmail ? { email_verified_at: sql`coalesce(${users.email_verified_at}, now())` } : {}),
    })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Executor, userId: number) {
  await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())`, updated_at: new Date() })
    .where(eq(users.id, userId));
}

export async function findUserForMail(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      email_verified_at: users.email_verified_at,
      organization_id: users.organization_id,
      deactivated_at: users.deactivated_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function saveLocale(db: Executor, userId: number, locale: string) {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), sql`${users.locale} <> ${locale}`));
}

/** Whether an organization still lets its users sign in with a password: not once one of its providers says no. */
export async function passwordSignInAllowed(db: Executor, organizationId: number) {
  const [row] = await db
    .select({ refusing: count() })
    .from(identityProviders)
    .where(and(eq(identityProviders.organization_id, organizationId), eq(identityProviders.password_sign_in, false)));
  return (row?.refusing ?? 0) === 0;
}

/** An organization's sign-in providers, by name. */
export async function providersOfOrganization(db: Executor, organizationId: number) {
  return db
    .select({ id: identityProviders.id, kind: identityProviders.kind, name: identityProviders.name })
    .from(identityProviders)
    .where(eq(identityProviders.organization_id, organizationId))
    .orderBy(identityProviders.name, identityProviders.id);
}

/** A live (unused, unexpired) token of an active user, without using it up. */
export async function findLiveToken(db: Executor, tokenHash: string, purpose: EmailTokenPurpose) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, organizationId: users.organization_id })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.user_id))
    .where(
      and(
        eq(emailTokens.token_hash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.used_at),
        gt(emailTokens.expires_at, sql`now()`),
        isNull(users.deactivated_at),
      ),
    );
  return row ?? null;
}
