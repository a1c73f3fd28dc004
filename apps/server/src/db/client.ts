import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

/** Migrations sit beside this module in the source and beside the bundle when built. */
export function migrationsFolder(): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'migrations');
}

export function openPostgres(url: string, poolSize = 10, logger?: Logger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a dropped database) is discarded by the pool
  // and replaced on demand; unhandled, its error would end the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite, logger?: Logger): DatabaseHandle {
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
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
