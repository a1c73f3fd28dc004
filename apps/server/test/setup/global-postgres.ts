import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client';
import { seedDatabase } from '../../src/db/seed';
import { createFileStore } from '../../src/platform/files';
import { databaseUrl, TEMPLATE_PREFIX } from '../helpers/postgres';

/**
 * Migrates and seeds a template database on the PostgreSQL server of TEST_DATABASE_URL; each
 * suite then works in its own database created from the template.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const workDir = mkdtempSync(join(tmpdir(), 'freight-test-'));
  const template = `${TEMPLATE_PREFIX}${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${template}"`);
  await admin.query(`create database "${template}"`);
  const handle = openPostgres(databaseUrl(serverUrl, template), 2);
  await handle.migrate();
  await seedDatabase(handle.db, createFileStore(join(workDir, 'files')), { demo: true });
  await handle.close();
  project.provide('testDatabase', { kind: 'postgres', template, filesDir: join(workDir, 'files') });
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `${template}_%`,
      template,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    rmSync(workDir, { recursive: true, force: true });
  };
}
