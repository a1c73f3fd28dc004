import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { listen, type Database, type Executor } from '../db/client';
import { executorConnection, JOB_QUEUE_SCHEMA, jobQueueConnection, type JobQueueConnection } from '../db/job-queue';

/** How a kind of job is run. */
export interface JobOptions {
  /** Tries after the first that failed, each after a wait twice as long as the one before. */
  retries?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** A job running longer than this is taken as lost with its process and tried again. */
  expireSeconds?: number;
  /** A job sent while another of its kind waits is that same job (for work that takes whatever is due). */
  oneWaiting?: boolean;
  /** Also runs on its own on this cron schedule (UTC), once across processes. */
  cron?: string;
}

export interface JobRun<T> {
  data: T;
  /** True when no retry follows if this try fails: the handler records the failure for good. */
  lastTry: boolean;
  /** True when an earlier try began and did not finish (its process may have died mid-way). */
  retried: boolean;
}

/**
 * Work that must happen after the request even if the process stops: kept in the database, run
 * once across all server processes, retried with growing waits. Modules `define` their kinds of
 * job when they register; anything, in or out of a transaction, can `send` one.
 */
export interface Jobs {
  define<T extends object>(name: string, handler: (run: JobRun<T>) => Promise<unknown>, options?: JobOptions): void;
  /** Queues a job; sent with a transaction's `db`, it exists (and runs) only if that transaction commits. */
  send<T extends object>(name: string, data: T, options?: { db?: Executor }): Promise<void>;
  /** Connects; with `work`, this process also runs jobs, and with `schedules` (as `work` unless told) starts scheduled ones. */
  start(options: { work: boolean; schedules?: boolean }): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  stop(): Promise<void>;
  /** Resolves once no job of a defined kind is due or running, for callers that must see the outcome. */
  settle(): Promise<void>;
}

/** The channel that tells working processes a job was sent; PostgreSQL delivers it only on commit. */
const SENT_CHANNEL = 'jobs_sent';

export interface JobsSettings {
  /** How often a working process looks for jobs nobody told it of: retries now due, a lost process's jobs. */
  pollSeconds: number;
  /** How often jobs running too long are taken as lost. */
  maintenanceSeconds?: number;
}

interface Definition {
  handler: (run: JobRun<object>) => Promise<unknown>;
  options: JobOptions;
}

/**
 * Runs `work` again when PostgreSQL ends it to break a deadlock: API processes starting together
 * create the same queues at once, and pg-boss's create takes its locks in an order two can cross.
 */
async function untilNoDeadlock(work: () => Promise<void>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

/**
 * The job queue (pg-boss) on the portal's own database, PostgreSQL or embedded, through the
 * portal's connection. Working processes sleep until a commit tells them of a job, and look on
 * their own only every `pollSeconds`, so an idle portal makes almost no queries.
 */
export function createJobs(db: Database, log: FastifyBaseLogger, settings: JobsSettings): Jobs {
  const definitions = new Map<string, Definition>();
  const workers: string[] = [];
  let boss: PgBoss | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  // A job still finishing, or a timer, may ask pg-boss for a query after its graceful stop. Once
  // stopped, such a query is left unanswered: it must not reach a connection the app is closing,
  // and pg-boss leaves a failed one unhandled. The process is stopping, so nothing waits on it.
  let stopped = false;
  const connection = jobQueueConnection(db);
  const guarded: JobQueueConnection = {
    executeSql: (text, values) => (stopped ? new Promise<never>(() => {}) : connection.executeSql(text, values)),
  };

  const wake = () => workers.forEach((id) => boss?.notifyWorker(id));

  return {
    define(name, handler, options = {}) {
      definitions.set(name, { handler: handler as Definition['handler'], options });
    },

    async send(name, data, options = {}) {
      if (!boss) throw new Error(`job ${name} sent before the job queue started`);
      const executor = options.db ?? db;
      await boss.send(name, data, { db: executorConnection(executor) } as PgBoss.SendOptions);
      await executor.execute(sql`select pg_notify(${SENT_CHANNEL}, ${name})`);
    },

    async start({ work, schedules = work }) {
      stopped = false;
      boss = new PgBoss({
        db: guarded,
        schema: JOB_QUEUE_SCHEMA,
        migrate: false,
        supervise: work,
        schedule: work && schedules,
        maintenanceIntervalSeconds: settings.maintenanceSeconds ?? 120,
        cronMonitorIntervalSeconds: 30,
        cronWorkerIntervalSeconds: 30,
      });
      boss.on('error', (error) => log.error({ err: error }, 'job queue failed'));
      await boss.start();
      for (const [name, { options }] of definitions) {
        const queue = {
          name,
          policy: options.oneWaiting ? ('stately' as const) : ('standard' as const),
          retryLimit: options.retries ?? 0,
          retryDelay: options.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: options.expireSeconds ?? 15 * 60,
        };
        await untilNoDeadlock(async () => {
          await boss!.createQueue(name, queue);
          await boss!.updateQueue(name, queue);
        });
      }
      if (!work) return;
      for (const [name, { handler, options }] of definitions) {
        const id = await boss.work<object>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: settings.pollSeconds },
          async ([job]) => {
            if (!job) return;
            await handler({ data: job.data, lastTry: job.retryCount >= job.retryLimit, retried: job.retryCount > 0 });
          },
        );
        workers.push(id);
        if (options.cron && schedules) await boss.schedule(name, options.cron, {}, { tz: 'UTC' });
      }
      stopListening = await listen(db, SENT_CHANNEL, wake, () => log.error('job queue: lost the notification connection'));
    },

    async stop() {
      await stopListening?.();
      stopListening = null;
      await boss?.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
      stopped = true;
      boss = null;
      workers.length = 0;
    },

    async settle() {
      const names = [...definitions.keys()];
      if (names.length === 0) return;
      for (;;) {
        const result = await db.execute(
          sql`select count(*)::int as waiting from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job
              where name in ${names} and state in ('created', 'retry', 'active') and start_after <= now()`,
        );
        if ((result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting === 0) return;
        wake();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
