import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createPglite, openPostgres, wrapPglite, type DatabaseHandle } from '../../src/db/client';
import { JOB_QUEUE_SCHEMA } from '../../src/db/job-queue';
import { createFileStore, type FileStore } from '../../src/platform/files';
import type { AppDeps } from '../../src/platform/deps';
import { databaseUrl } from './postgres';

export const DEMO_PASSWORD = 'Freight-demo-1';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: DatabaseHandle;
  /**
   * Another server process on the same database: its own app and connection pool on PostgreSQL;
   * on the embedded database, which one process owns, an app sharing the one connection.
   */
  startAnotherServer(): Promise<{ app: FastifyInstance; deps: AppDeps; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** A fresh copy of the seeded database for one suite: embedded, or on the PostgreSQL server. */
async function openSuiteDatabase(): Promise<{ handle: DatabaseHandle; reopen: () => DatabaseHandle | null; drop: () => Promise<void> }> {
  const provided = inject('testDatabase');
  if (provided.kind === 'pglite') {
    const dump = new Blob([readFileSync(provided.template)]);
    const handle = wrapPglite(await createPglite({ loadDataDir: dump }));
    return { handle, reopen: () => null, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${provided.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${provided.template}"`);
  await admin.end();
  const handle = openPostgres(databaseUrl(serverUrl, name), 5);
  return {
    handle,
    reopen: () => openPostgres(databaseUrl(serverUrl, name), 5),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * The seeded files every test file shares, seen through a store of the test file's own: what its
 * tests write or remove stays with its own database, so removing a demo record's files in one
 * test file never takes them from another.
 */
function suiteFileStore(seededDir: string): { files: FileStore; dispose: () => void } {
  const ownDir = mkdtempSync(join(tmpdir(), 'freight-test-files-'));
  const own = createFileStore(ownDir);
  const seeded = createFileStore(seededDir);
  const removed = new Set<string>();
  return {
    files: {
      async write(key, content) {
        removed.delete(key);
        await own.write(key, content);
      },
      async read(key) {
        return (await own.read(key)) ?? (removed.has(key) ? null : seeded.read(key));
      },
      async remove(key) {
        removed.add(key);
        await own.remove(key);
      },
    },
    dispose: () => rmSync(ownDir, { recursive: true, force: true }),
  };
}

export async function createTestApp(overrides: Partial<Config> = {}, extra: Partial<Pick<AppDeps, 'mailer'>> = {}): Promise<TestApp> {
  const { handle, reopen, drop } = await openSuiteDatabase();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', APP_URL: 'http://portal.test' }), ...overrides };
  const { files, dispose } = suiteFileStore(inject('testDatabase').filesDir);
  // Scheduled work is run by the tests that need it, so it never races a test's own steps.
  const { app, deps } = await buildApp({ config, db: handle.db, files, logger: false, runSchedules: false, ...extra });
  await app.ready();
  return {
    app,
    deps,
    database: handle,
    startAnotherServer: async () => {
      const own = reopen();
      const another = await buildApp({ config, db: (own ?? handle).db, files, logger: false, runSchedules: false, ...extra });
      await another.app.ready();
      return {
        ...another,
        close: async () => {
          await another.app.close();
          await own?.close();
        },
      };
    },
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      dispose();
    },
  };
}

export interface CallOptions {
  token?: string;
  siteIds?: number[];
  locale?: string;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Calls the API as the web app does: bearer token, locale and site-ids headers. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.siteIds) headers['x-site-ids'] = options.siteIds.join(',');
  if (options.locale) headers['accept-language'] = options.locale;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: options.remoteAddress,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

export async function signIn(app: FastifyInstance, email: string, options: { remember?: boolean; remoteAddress?: string } = {}) {
  const response = await call(app, 'POST', '/api/login', {
    body: { email, password: DEMO_PASSWORD, remember: options.remember ?? false },
    remoteAddress: options.remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json().data as {
    token: string;
    expires_at: string;
    user: SignedInUser;
  };
}

export interface SignedInUser {
  id: number;
  sites: { id: number; organization_id: number; key: string }[];
}

/** The id of one of a signed-in user's sites, by its seeded key. */
export function siteId(user: SignedInUser, key: string): number {
  const site = user.sites.find((candidate) => candidate.key === key);
  if (!site) throw new Error(`${key} is not one of the user's sites`);
  return site.id;
}

/**
 * Makes every job waiting for its next try due now, as though its wait had passed: the queue keeps
 * its times in the database, where no fake clock reaches, and a test need not sit through them.
 */
export async function retriesDueNow(deps: AppDeps) {
  await deps.db.execute(sql`update ${sql.identifier(JOB_QUEUE_SCHEMA)}.job set start_after = now() where state = 'retry'`);
}

/** Waits for what requests left to do after answering: background work and the jobs it sent, such as e-mails. */
export async function settled(deps: AppDeps) {
  await deps.background.settle();
  await deps.jobs.settle();
  await deps.background.settle();
}
