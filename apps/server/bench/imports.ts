/**
 * Shipment import benchmark (npm run bench:imports). Seeds a fresh database with the demo data
 * and a body of shipments, then uploads a generated CSV of new shipments with a tracking event
 * each to `POST /api/consignment-imports/upload`, and imports it again (every row then updates).
 * While each import runs, the shipment list is requested over and over; its latency is printed
 * beside the same requests on an idle server, with the import's duration and rows per second.
 *
 *   npm run bench:imports                       PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:imports -- --db pglite        embedded database
 *   --rows 20000 (rows of the file), --background 50000 (shipments already stored)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openBenchDatabase } from './bench-database';
import type { DatabaseHandle } from '../src/db/client';
import { carrierServices, carriers, organizations, sites } from '../src/db/schema';
import { generateShipment, insertShipments, randomSource, type CarrierChoice } from '../src/db/seed/consignments';
import { seedDatabase } from '../src/db/seed';
import { createFileStore, type FileStore } from '../src/platform/files';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '20000' },
    background: { type: 'string', default: '50000' },
    idle: { type: 'string', default: '200' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const rowCount = Number(args.rows);
const backgroundCount = Number(args.background);
const idleRequests = Number(args.idle);
const ADMIN = { email: 'orgadmin@demo.example', password: 'Freight-demo-1' };
const ORGANIZATION = 'Nordic Freight AB';

/** The demo data, and shipments spread over the measured organization's sites for the list to page through. */
async function fill(handle: DatabaseHandle, files: FileStore) {
  const db = handle.db;
  await seedDatabase(db, files, { demo: true });
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, ORGANIZATION));
  const ownSites = await db
    .select({ id: sites.id, key: sites.key, city: sites.city })
    .from(sites)
    .where(eq(sites.organization_id, organization!.id));
  const services = (await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))) as CarrierChoice[];
  const random = randomSource(7);
  const now = Date.now();
  const shipments = Array.from({ length: backgroundCount }, (_, index) => {
    const site = random.pick(ownSites);
    return generateShipment(
      random,
      { organizationId: organization!.id, siteId: site.id, home: ['SE', site.city, '41101'] },
      random.pick(services),
      900_000 + index,
      now,
    );
  });
  await insertShipments(db, shipments);
  await db.execute(sql`vacuum analyze consignments`);
  return ownSites.map((site) => site.key);
}

/** A carrier's weekly file: one new shipment per row with its latest tracking event. */
function csvFile(siteKeys: string[]): string {
  const random = randomSource(13);
  const carrierNames = ['DHL Freight Sweden AB', 'DB Schenker', 'PostNord Logistics', 'DSV Road', 'Bring Cargo', 'Acme Haulage'];
  const codes = ['EDI', 'PU', 'DEP', 'ARR', 'DLV'];
  const cities = [
    ['Oslo', 'NO', '0150'],
    ['Helsinki', 'FI', '00100'],
    ['Hamburg', 'DE', '20095'],
    ['Göteborg', 'SE', '41101'],
    ['Malmö', 'SE', '21122'],
  ] as const;
  const header = [
    'shipment_number',
    'site_key',
    'carrier',
    'status_code',
    'event_time',
    'event_city',
    'consignor_name',
    'consignor_zip',
    'consignor_city',
    'consignor_countrycode',
    'consignee_name',
    'consignee_zip',
    'consignee_city',
    'consignee_countrycode',
    'total_weight',
    'packages',
    'consignor_reference',
    'purchase_order_number',
    'eta_at',
  ];
  const lines = Array.from({ length: rowCount }, (_, index) => {
    const [city, country, zip] = random.pick(cities);
    const day = String(1 + (index % 28)).padStart(2, '0');
    return [
      `BENCH-${String(index + 1).padStart(7, '0')}`,
      random.pick(siteKeys),
      random.pick(carrierNames),
      random.pick(codes),
      `2026-11-${day} ${String(index % 24).padStart(2, '0')}:15`,
      city,
      'Nordic Freight AB',
      '41101',
      'Göteborg',
      'SE',
      `Receiver ${index % 500} AS`,
      zip,
      city,
      country,
      `${random.int(1, 2000)},${random.int(0, 9)}`,
      String(random.int(1, 30)),
      `REF-${String(index).padStart(8, '0')}`,
      `00${random.int(1_000_000, 9_999_999)}`,
      `2026-12-${day} 08:00`,
    ].join(';');
  });
  return [header.join(';'), ...lines].join('\n');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(sorted, 95).toFixed(1).padStart(7)} ms   (${samples.length} requests)`;
};

async function main() {
  console.log(
    `Shipment import benchmark: ${rowCount.toLocaleString('en')}-row CSV, ${backgroundCount.toLocaleString('en')} shipments stored, ${kind}`,
  );
  const { handle, cleanup } = await openBenchDatabase(kind, 'freight_bench_imports');
  await handle.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-bench-files-')) });
  const files = createFileStore(config.dataDir);
  const seeded = performance.now();
  const siteKeys = await fill(handle, files);
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const { app } = await buildApp({ config, db: handle.db, logger: false, files });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };

  const list = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/consignments?pageSize=50`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`list: ${response.status}`);
    return performance.now() - started;
  };
  await list();
  const idle: number[] = [];
  for (let i = 0; i < idleRequests; i += 1) idle.push(await list());
  console.log(`\n  shipment list, idle            ${summary(idle)}`);

  const csv = csvFile(siteKeys);
  console.log(`  file: ${rowCount.toLocaleString('en')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`);
  for (const label of ['new shipments', 'the same file again']) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    // How long the server's event loop was held up: what the import's own work costs other requests.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    let done = false;
    const upload = fetch(`${base}/api/consignment-imports/upload`, { method: 'POST', headers, body: form }).then(async (response) => {
      const body = await response.text();
      done = true;
      if (!response.ok) throw new Error(`import: ${response.status} ${body.slice(0, 500)}`);
      return JSON.parse(body) as { data: { created: number; updated: number; events_added: number } };
    });
    const during: number[] = [];
    while (!done) during.push(await list());
    const { data } = await upload;
    const seconds = (performance.now() - started) / 1000;
    delay.disable();
    console.log(
      `\n  import of ${label}: ${seconds.toFixed(1)} s, ${Math.round(rowCount / seconds).toLocaleString('en')} rows/s (created ${data.created}, updated ${data.updated}, events ${data.events_added})`,
    );
    console.log(`  shipment list, during import   ${summary(during)}`);
    console.log(`  event loop held up at most ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`);
  }
  console.log('\n  (aim: 20,000 rows well under 30 s; the list within 2× of idle while an import runs)');
  await app.close();
  await handle.close();
  await cleanup();
}

await main();
