import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Executor } from './client';

/** The schema the job queue keeps its tables in, beside the portal's own. */
export const JOB_QUEUE_SCHEMA = 'jobs';

/** How the job queue library reaches the database: one statement, or several without values. */
export interface JobQueueConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The database's own client, shared with the portal: its pool on PostgreSQL, the one connection
 * of the embedded database, where a script of several statements runs through `exec`.
 */
export function jobQueueConnection(db: Database): JobQueueConnection {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  if (client instanceof pg.Pool) return { executeSql: (text, values) => client.query(text, values) };
  throw new Error('job queue: unknown database client');
}

/** One statement with `$n` values run on an executor, so a job sent in a transaction exists only if it commits. */
export function executorConnection(db: Executor): JobQueueConnection {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      const result = await db.execute(sql.join(chunks, sql.raw('')));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/** Creates or upgrades the job queue's tables; part of migrating the database. */
export async function migrateJobQueue(db: Database) {
  const boss = new PgBoss({ db: jobQueueConnection(db), schema: JOB_QUEUE_SCHEMA, supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}
