/**
 * Per-request benchmark (npm run bench:requests). Runs the portal in this process on a fresh
 * PostgreSQL database with the demo data and, for the requests the load benchmark drives (the
 * shipment list, a shipment's page and a quote), prints the SQL statements one request sends and
 * the time one request takes on its own, in the server and in the database.
 *
 *   npm run bench:requests                               200 runs of each
 *   npm run bench:requests -- --runs 50 --show-sql       and each request's statements
 *   npm run bench:requests -- --cpu-prof DIR             and a CPU profile of each request's runs in DIR
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { createFileStore } from '../src/platform/files';
import { benchDatabaseUrl, recreateBenchDatabase } from './bench-database';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    'show-sql': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const runs = Number(args.runs);
const DEMO_USER = 'user@demo.example';
const DEMO_PASSWORD = 'Freight-demo-1';

const statements: string[] = [];
let sqlMs = 0;

/** Profiles this process's CPU from now until `stop`, which writes the profile (Chrome DevTools opens it). */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(path: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function main() {
  const databaseName = `freight_bench_requests_${process.pid}`;
  const dropDatabase = await recreateBenchDatabase(databaseName);
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-requests-'));
  const handle = openPostgres(benchDatabaseUrl(databaseName), 10, { logQuery: (query) => statements.push(query) });
  // Time spent waiting on PostgreSQL: every query passes through the pool's query method.
  const pool = (handle.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = pool.query.bind(pool);
  pool.query = async (...queryArgs: unknown[]) => {
    const started = performance.now();
    try {
      return await query(...queryArgs);
    } finally {
      sqlMs += performance.now() - started;
    }
  };
  try {
    await handle.migrate();
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await seedDatabase(handle.db, createFileStore(join(dataDir, 'files')), { demo: true });
    const { app } = await buildApp({ config, db: handle.db, logger: false, files: createFileStore(join(dataDir, 'files')) });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_USER, password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const first = await app.inject({ method: 'GET', url: '/api/consignments?pageSize=1', headers });
    const uuid = (first.json() as { data: { uuid: string }[] }).data[0]!.uuid;
    const requests = {
      list: { method: 'GET', url: '/api/consignments?page=1&pageSize=50&sortKey=updated_at&sortOrder=desc' },
      statistics: { method: 'GET', url: '/api/consignments/filtered-statistics' },
      detail: { method: 'GET', url: `/api/consignments/${uuid}` },
      quote: {
        method: 'POST',
        url: '/api/price-calculation/multiple',
        payload: {
          pickup: { country: 'SE', zip: '411 05', city: 'Göteborg' },
          delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
          goods: [{ package_type: 'eur_pallet', units: 1, weight: 300 }],
        },
      },
    } as const;
    console.log(`Per-request benchmark: ${runs} runs of each request, one at a time, PostgreSQL with the demo data`);
    console.log(
      `  load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    for (const [name, request] of Object.entries(requests)) {
      const inject = () => app.inject({ ...request, headers });
      // The first run warms caches; the second is the one whose statements are shown.
      await inject();
      statements.length = 0;
      const sample = await inject();
      if (sample.statusCode !== 200) throw new Error(`${name}: ${sample.statusCode} ${sample.body.slice(0, 300)}`);
      const sent = [...statements];
      sqlMs = 0;
      const started = performance.now();
      const profiler = args['cpu-prof'] ? await startProfile() : null;
      const cpuBefore = process.cpuUsage();
      for (let run = 0; run < runs; run += 1) await inject();
      const cpu = process.cpuUsage(cpuBefore);
      if (profiler) await profiler.stop(join(args['cpu-prof']!, `${name}.cpuprofile`));
      const perRequest = (performance.now() - started) / runs;
      const inDatabase = sqlMs / runs;
      // This process's CPU time (server, pg driver, inject) is what a busy machine does not distort.
      const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
      console.log(
        `  ${name.padEnd(12)} ${String(sent.length).padStart(3)} statements  ${perRequest.toFixed(2).padStart(7)} ms a request, ` +
          `${inDatabase.toFixed(2).padStart(6)} ms in SQL (summed), ${(perRequest - inDatabase).toFixed(2).padStart(6)} ms outside it, ` +
          `${cpuMs.toFixed(2).padStart(6)} ms CPU in this process, ${(sample.rawPayload.length / 1024).toFixed(1)} kB`,
      );
      if (args['show-sql']) for (const statement of sent) console.log(`      ${statement.slice(0, 160)}`);
    }
    await app.close();
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

await main();
