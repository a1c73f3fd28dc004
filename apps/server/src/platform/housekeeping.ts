import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailTokens, loginAttempts, providerSignIns, sessions } from '../db/schema';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Work a module hands to housekeeping, run every minute (for example retries that are due). */
export interface MinuteJob {
  name: string;
  run(): Promise<unknown>;
}

/** Deletes what has stopped mattering: old failed sign-ins, long-dead sessions and links. */
export async function sweepExpired(db: Database) {
  await db.delete(loginAttempts).where(lt(loginAttempts.attempted_at, sql`now() - interval '1 day'`));
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, sql`now() - interval '30 days'`), lt(sessions.revoked_at, sql`now() - interval '30 days'`)));
  await db.delete(emailTokens).where(lt(emailTokens.expires_at, sql`now() - interval '30 days'`));
  // Sign-ins begun at a provider and never finished; a finished one is deleted as it is used.
  await db.delete(providerSignIns).where(lt(providerSignIns.expires_at, sql`now()`));
}

/**
 * Runs the sweep now and every hour, and the minute jobs every minute. Each statement is
 * idempotent and each job claims its rows, so several server processes at once do no harm.
 */
export function startHousekeeping(db: Database, log: FastifyBaseLogger, minuteJobs: MinuteJob[] = []): () => void {
  const sweep = () => sweepExpired(db).catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
  let running = false;
  const everyMinute = async () => {
    // A slow run is not overlapped by the next tick.
    if (running) return;
    running = true;
    for (const job of minuteJobs) {
      await job.run().catch((error: unknown) => log.error({ err: error, job: job.name }, 'housekeeping job failed'));
    }
    running = false;
  };
  void sweep();
  const timers = [setInterval(sweep, HOUR_MS), setInterval(everyMinute, MINUTE_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach((timer) => clearInterval(timer));
}
