import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, openPostgres, wrapPglite, type DatabaseHandle } from '../src/db/client';

/** The PostgreSQL server benchmarks make their databases on. */
export const benchServerUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The address of a database named `name` on the benchmark server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(benchServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops and creates the database `name` on the benchmark server; the answer drops it again. */
export async function recreateBenchDatabase(name: string): Promise<() => Promise<void>> {
  const admin = new pg.Client({ connectionString: benchServerUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  return async () => {
    const again = new pg.Client({ connectionString: benchServerUrl() });
    await again.connect();
    await again.query(`drop database if exists "${name}" with (force)`);
    await again.end();
  };
}

/** An empty database for one benchmark run: embedded in a temporary folder, or fresh on PostgreSQL. */
export async function openBenchDatabase(
  kind: 'pglite' | 'postgres',
  name: string,
): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `${name.replace(/_/g, '-')}-`));
    const handle = wrapPglite(await createPglite({ dataDir: join(dir, 'pglite') }));
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const drop = await recreateBenchDatabase(name);
  return { handle: openPostgres(benchDatabaseUrl(name), 10), cleanup: drop };
}

/** The database `name` on the benchmark server as an earlier run left it, created when missing. */
export async function openKeptBenchDatabase(name: string): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: benchServerUrl() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  return { handle: openPostgres(benchDatabaseUrl(name), 10), cleanup: async () => {} };
}
