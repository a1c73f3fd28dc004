import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { is } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobQueue } from './job-queue';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either so they compose. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

type ReadResults<Reads extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };

/**
 * Runs reads that do not depend on each other side by side on the pool, and one after another in
 * a transaction: its one connection runs one statement at a time, and the driver refuses to queue
 * more behind it in its next major version.
 */
export async function readTogether<const Reads extends readonly (() => PromiseLike<unknown>)[]>(
  db: Executor,
  ...reads: Reads
): Promise<ReadResults<Reads>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as ReadResults<Reads>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ReadResults<Reads>;
}

/** Migrations sit beside this module in the source and beside the bundle when built. */
export function migrationsFolder(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'migrations');
}

/**
 * A hot statement built once per database (or transaction) by `build`, which ends in drizzle's
 * `.prepare(name)` with `sql.placeholder` values: each run then only binds new values, so the
 * process does not build the SQL again and PostgreSQL does not parse and plan it again on a
 * connection that ran it before.
 */
export function preparedStatement<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

type StatementObserver = (statement: string) => void;
const statementObservers = new WeakMap<Database, Set<StatementObserver>>();

/** A drizzle logger that shows every statement to the database's observers, then to `logger`. */
function observingLogger(observers: Set<StatementObserver>, logger?: Logger): Logger {
  return {
    logQuery(query, params) {
      for (const observe of observers) observe(query);
      logger?.logQuery(query, params);
    },
  };
}

function withObservers(create: (logger: Logger) => Database, logger?: Logger): Database {
  const observers = new Set<StatementObserver>();
  const db = create(observingLogger(observers, logger));
  statementObservers.set(db, observers);
  return db;
}

/** Shows `observe` every statement sent through `db` (transactions included), before it is sent; the answer stops it. */
export function observeStatements(db: Database, observe: StatementObserver): () => void {
  const observers = statementObservers.get(db);
  observers?.add(observe);
  return () => observers?.delete(observe);
}

/**
 * Calls `onNotice` for each notification on `channel` (PostgreSQL's LISTEN; on PostgreSQL over a
 * connection of its own, since a pooled one changes hands), and `onLost` once when notifications
 * may go missing because that connection ended. The answer stops listening.
 */
export async function listen(db: Database, channel: string, onNotice: () => void, onLost: () => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return client.listen(channel, onNotice);
  if (!(client instanceof pg.Pool)) throw new Error('listen: unknown database client');
  const connection = new pg.Client(client.options);
  let stopped = false;
  const lost = () => {
    if (stopped) return;
    stopped = true;
    onLost();
  };
  connection.on('notification', (message) => message.channel === channel && onNotice());
  connection.on('error', lost);
  connection.on('end', lost);
  await connection.connect();
  await connection.query(`listen "${channel}"`);
  return async () => {
    stopped = true;
    await connection.end().catch(() => {});
  };
}

/**
 * Whether every query of `db` goes over one connection (the embedded database): a transaction
 * then holds it, and a write through `db` meanwhile waits for the transaction to end.
 */
export function sharesOneConnection(db: Executor): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}

export function openPostgres(url: string, poolSize = 10, logger?: Logger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a dropped database) is discarded by the pool
  // and replaced on demand; unhandled, its error would end the process.
  pool.on('error', () => {});
  const db = withObservers((observing) => drizzlePg(pool, { schema, logger: observing }) as unknown as Database, logger);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: migrationsFolder() });
      await migrateJobQueue(db);
    },
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, logger?: Logger): DatabaseHandle {
  const db = withObservers((observing) => drizzlePglite(client, { schema, logger: observing }) as unknown as Database, logger);
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
      await migrateJobQueue(db);
    },
    close: () => client.close(),
  };
}

/** An embedded database with the extensions the migrations create (trigram search). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } });
}

export async function openPglite(directory: string | undefined): Promise<DatabaseHandle> {
  if (directory) mkdirSync(directory, { recursive: true });
  return wrapPglite(await createPglite({ dataDir: directory }));
}
