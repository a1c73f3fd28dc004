import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { ZPriceCalculationRequest } from '@freight/contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createPglite, migrationsFolder, openPostgres, wrapPglite, type DatabaseHandle } from '../../src/db/client';
import { createFileStore } from '../../src/platform/files';
import { databaseUrl } from '../helpers/postgres';

/** The last migration before links were kept as hashes and calculations belonged to one site. */
const BEFORE = '0018_sftp_agents_dashboard';

/** The migrations folder as it stood at `BEFORE`. */
function foldersUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'freight-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}

let handle: DatabaseHandle;
let migrateTo: (folder: string) => Promise<void>;
let drop: () => Promise<void> = async () => {};
const oldFolder = foldersUpTo(BEFORE);

beforeAll(async () => {
  const provided = inject('testDatabase');
  if (provided.kind === 'pglite') {
    handle = wrapPglite(await createPglite());
    migrateTo = (folder) => migratePglite(handle.db as never, { migrationsFolder: folder });
  } else {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `${provided.template}_migration_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    handle = openPostgres(databaseUrl(serverUrl, name), 2);
    migrateTo = (folder) => migratePg(handle.db as never, { migrationsFolder: folder });
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  }
}, 60_000);
afterAll(async () => {
  await handle.close();
  await drop();
  rmSync(oldFolder, { recursive: true, force: true });
});

describe('the migration to hashed share tokens and calculation sites', () => {
  it('keeps links handed out before it working, and gives calculations without a site their maker’s first site', async () => {
    await migrateTo(oldFolder);
    const token = randomBytes(24).toString('base64url');
    const { db } = handle;
    // Both drivers answer raw SQL with its rows.
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [organization] = await rows<{ id: number }>(sql`insert into organizations (name) values ('Old Links AB') returning id`);
    const site = (name: string) => sql`insert into sites (organization_id, key, name, email, phone, address, post_code, city, vat_number)
      values (${organization!.id}, ${name}, ${name}, 'site@example.test', '', '', '', '', '') returning id`;
    const [first] = await rows<{ id: number }>(site('First'));
    const [second] = await rows<{ id: number }>(site('Second'));
    const [maker] = await rows<{ id: number }>(
      sql`insert into users (organization_id, name, email, level) values (${organization!.id}, 'Maker', 'maker@example.test', 'user') returning id`,
    );
    await db.execute(
      sql`insert into user_sites (organization_id, user_id, site_id) values (${organization!.id}, ${maker!.id}, ${second!.id})`,
    );
    const request = ZPriceCalculationRequest.parse({
      pickup: { country: 'SE', zip: '41101' },
      delivery: { country: 'NO', zip: '0150' },
      goods: [{ package_type: 'eur_pallet', units: 1, weight: 300 }],
    });
    const [calculation] = await rows<{ id: string }>(
      sql`insert into price_calculations (organization_id, user_id, kind, request, response)
        values (${organization!.id}, ${maker!.id}, 'smart', ${JSON.stringify(request)}::jsonb, '{"quotes":[],"unavailable":[]}'::jsonb) returning id`,
    );
    await db.execute(
      sql`insert into price_calculation_shares (id, calculation_id, organization_id, created_by_user_id) values (${token}, ${calculation!.id}, ${organization!.id}, ${maker!.id})`,
    );

    // The rest of the migrations, and the job queue's, as the server runs them at start.
    await handle.migrate();

    const [moved] = await rows<{ site_id: number }>(sql`select site_id from price_calculations where id = ${calculation!.id}`);
    expect(moved!.site_id).toBe(second!.id);
    expect(first!.id).toBeLessThan(second!.id);
    const stored = JSON.stringify(await rows(sql`select * from price_calculation_shares`));
    expect(stored).not.toContain(token);

    const { app } = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db,
      files: createFileStore(join(oldFolder, 'files')),
      logger: false,
    });
    try {
      await app.ready();
      const opened = await app.inject({ method: 'GET', url: `/api/shared/price-leadtime/${token}` });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data).toMatchObject({
        organization_name: 'Old Links AB',
        calculation: { id: calculation!.id, site_id: second!.id },
      });
    } finally {
      await app.close();
    }
  });
});
