import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { tenantScope, type Scope } from '../../platform/tenancy';

export async function findPasswordHash(db: Executor, userId: number) {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

export async function emailTakenByOther(db: Executor, email: string, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** A user of the organization the scope reaches (every one, for a super user). */
export async function findProfile(db: Executor, scope: Scope, userId: number) {
  const [row] = await db
    .select({ email: users.email, avatarPath: users.avatar_path })
    .from(users)
    .where(and(eq(users.id, userId), tenantScope(scope, { organizationId: users.organization_id })))
    .limit(1);
  return row;
}

export async function findBookingDefaults(db: Executor, userId: number) {
  const [row] = await db.select({ defaults: users.booking_defaults }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.defaults ?? null;
}

export async function updateUser(db: Executor, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, userId));
}

export async function revokeOtherSessions(db: Executor, userId: number, keepSessionId: number) {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId), isNull(sessions.revoked_at)));
}
