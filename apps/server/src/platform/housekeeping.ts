import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailTokens, loginAttempts, sessions } from '../db/schema';

const HOUR_MS = 3_600_000;

/** Deletes what has stopped mattering: old failed sign-ins, long-dead sessions and links. */
export async function sweepExpired(db: Database) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attempted_at, sql`now() - interval '1 day'`));
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, sql`now() - interval '30 days'`), lt(sessions.revoked_at, sql`now() - interval '30 days'`)));
  await db.delete(emailTokens).where(lt(emailTokens.expires_at, sql`now() - interval '30 days'`));
}

/**
 * Runs the sweep now and every hour. Each statement is idempotent, so several server
 * processes sweeping at once do no harm.
 */
export function startHousekeeping(db: Database, log: FastifyBaseLogger): () => void {
  const sweep = () => sweepExpired(db).catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
  void sweep();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
