/**
 * Shipment list benchmark (npm run bench:shipments). Fills a fresh database with N shipments
 * spread over many organizations and sites, then measures the list endpoint over HTTP for a
 * fixed mix of filters, sorts and searches, beside the same SQL run directly on the database.
 *
 *   npm run bench:shipments -- --n 1000000            PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:shipments -- --db pglite --n 100000 embedded database
 *   --keep leaves the PostgreSQL database; --reuse measures a kept one again without refilling.
 *   --only list or --only statistics measures one of the two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPglite, openPostgres, wrapPglite, type DatabaseHandle } from '../src/db/client';
import { carrierServices, carriers, consignments, organizations, sites, userRoles, users, userSites } from '../src/db/schema';
import { generateShipment, randomSource, type CarrierChoice, type ShipmentSite } from '../src/db/seed/consignments';
import { seedCarriers, seedCountries, seedPermissions } from '../src/db/seed/reference';
import { seedRoles } from '../src/db/seed/demo';
import { createFileStore } from '../src/platform/files';
import { hashPassword } from '../src/platform/secrets';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    n: { type: 'string' },
    organizations: { type: 'string', default: '50' },
    sites: { type: 'string', default: '200' },
    iterations: { type: 'string', default: '60' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const total = Number(args.n ?? (kind === 'pglite' ? 100_000 : 1_000_000));
const organizationCount = Number(args.organizations);
const siteCount = Number(args.sites);
const iterations = Number(args.iterations);
const PASSWORD = 'Bench-password-1';
const BATCH = 1000;

interface CapturedQuery {
  query: string;
  params: unknown[];
}
const captured: CapturedQuery[] = [];
let capturing = false;
const logger = { logQuery: (query: string, params: unknown[]) => capturing && captured.push({ query, params }) };

async function openDatabase(): Promise<{
  handle: DatabaseHandle;
  direct: (query: string, params: unknown[]) => Promise<unknown>;
  cleanup: () => Promise<void>;
  reused: boolean;
}> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
    const client = await createPglite({ dataDir: join(dir, 'pglite') });
    return {
      handle: wrapPglite(client, logger),
      direct: (query, params) => client.query(query, params),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      reused: false,
    };
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `freight_bench_${total}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  const reused = Boolean(args.reuse) && exists;
  if (!reused) {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 10, logger);
  const direct = new pg.Pool({ connectionString: url.toString(), max: 10 });
  return {
    handle,
    direct: (query, params) => direct.query(query, params),
    cleanup: async () => {
      await direct.end();
      if (!args.keep && !args.reuse) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
    reused,
  };
}

function zipfWeights(count: number): number[] {
  const weights = Array.from({ length: count }, (_, index) => 1 / (index + 1) ** 0.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => weight / sum);
}

async function fill(handle: DatabaseHandle) {
  const db = handle.db;
  await seedCountries(db);
  const permissionKeys = await seedPermissions(db);
  const roleIds = await seedRoles(db, permissionKeys);
  await seedCarriers(db);
  const services = (await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))) as CarrierChoice[];

  const shipmentSites: ShipmentSite[] = [];
  const cities = ['Göteborg', 'Stockholm', 'Malmö', 'Jönköping', 'Borås', 'Uppsala', 'Helsingborg'];
  for (let o = 0; o < organizationCount; o += 1) {
    const [organization] = await db
      .insert(organizations)
      .values({ name: `Shipper ${o + 1}` })
      .returning({ id: organizations.id });
    const perOrganization = Math.floor(siteCount / organizationCount) + (o < siteCount % organizationCount ? 1 : 0);
    for (let s = 0; s < perOrganization; s += 1) {
      const city = cities[(o + s) % cities.length]!;
      const [site] = await db
        .insert(sites)
        .values({
          organization_id: organization!.id,
          key: `Site_${o + 1}_${s + 1}`,
          name: `Site ${o + 1}-${s + 1}`,
          email: 'site@bench.example',
          phone: '+46000',
          address: 'Street 1',
          post_code: '10000',
          city,
          vat_number: 'SE-1',
          country_code: 'SE',
        })
        .returning({ id: sites.id });
      shipmentSites.push({ organizationId: organization!.id, siteId: site!.id, home: ['SE', city, '10000'] });
    }
  }

  // Sites get shipments by a Zipf-like law: a few big shippers, a long tail of small ones.
  const weights = zipfWeights(shipmentSites.length);
  const random = randomSource(42);
  const now = Date.now();
  const started = performance.now();
  let serial = 0;
  const counts = weights.map((weight) => Math.round(weight * total));
  counts[0]! += total - counts.reduce((a, b) => a + b, 0);
  const plan = shipmentSites.flatMap((site, index) => Array<ShipmentSite>(counts[index]!).fill(site));
  for (let i = plan.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  for (let start = 0; start < plan.length; start += BATCH) {
    const rows = plan
      .slice(start, start + BATCH)
      .map((site) => generateShipment(random, site, random.pick(services), (serial += 1), now).consignment);
    await db.insert(consignments).values(rows);
    if ((start / BATCH) % 100 === 0) process.stdout.write(`\r  inserted ${start + rows.length} of ${total}`);
  }
  process.stdout.write(`\r  inserted ${total} shipments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  await db.execute(sql`vacuum analyze consignments`);

  // The users measured: a site user of the biggest organization's two largest sites, and its
  // organization admin acting as all of its sites.
  const passwordHash = await hashPassword(PASSWORD);
  const biggest = shipmentSites[0]!;
  const ownSites = shipmentSites.filter((site) => site.organizationId === biggest.organizationId);
  const [siteUser] = await db
    .insert(users)
    .values({ organization_id: biggest.organizationId, name: 'Bench User', email: 'user@bench.example', password_hash: passwordHash })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: siteUser!.id, role_id: roleIds.get('User')! });
  await db
    .insert(userSites)
    .values(ownSites.slice(0, 2).map((site) => ({ organization_id: site.organizationId, user_id: siteUser!.id, site_id: site.siteId })));
  const [organizationAdmin] = await db
    .insert(users)
    .values({
      organization_id: biggest.organizationId,
      name: 'Bench Admin',
      email: 'admin@bench.example',
      password_hash: passwordHash,
      level: 'organization-admin',
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: organizationAdmin!.id, role_id: roleIds.get('Organization Admin')! });
  const [sample] = await db
    .select({ number: consignments.shipment_number })
    .from(consignments)
    .where(eq(consignments.site_id, biggest.siteId))
    .limit(1);
  const inScope = await db.$count(consignments, eq(consignments.organization_id, biggest.organizationId));
  return { sampleNumber: sample!.number, inScope, siteIds: ownSites.map((site) => site.siteId) };
}

/** What a kept database holds for the measured users, without filling it again. */
async function measuredScope(handle: DatabaseHandle) {
  const db = handle.db;
  // A migration may have rewritten the table; measure the steady state autovacuum keeps.
  await db.execute(sql`vacuum analyze consignments`);
  const [organizationAdmin] = await db
    .select({ organizationId: users.organization_id })
    .from(users)
    .where(eq(users.email, 'admin@bench.example'));
  const organizationId = organizationAdmin!.organizationId;
  const ownSites = await db.select({ id: sites.id }).from(sites).where(eq(sites.organization_id, organizationId)).orderBy(sites.id);
  const [sample] = await db
    .select({ number: consignments.shipment_number })
    .from(consignments)
    .where(eq(consignments.site_id, ownSites[0]!.id))
    .limit(1);
  const inScope = await db.$count(consignments, eq(consignments.organization_id, organizationId));
  console.log('  reusing the kept database');
  return { sampleNumber: sample!.number, inScope, siteIds: ownSites.map((site) => site.id) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const ms = (value: number) => value.toFixed(2).padStart(8);

async function main() {
  console.log(
    `Shipment list benchmark: ${total.toLocaleString('en')} shipments, ${organizationCount} organizations, ${siteCount} sites, ${kind}`,
  );
  const { handle, direct, cleanup, reused } = await openDatabase();
  await handle.migrate();
  const { sampleNumber, inScope, siteIds } = reused ? await measuredScope(handle) : await fill(handle);
  console.log(`  the measured organization holds ${inScope.toLocaleString('en')} shipments on ${siteIds.length} sites`);

  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-bench-files-')) });
  const { app } = await buildApp({ config, db: handle.db, logger: false, files: createFileStore(config.dataDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const tokenOf = async (email: string) => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const actors = [
    { name: 'site user, 2 sites', token: await tokenOf('user@bench.example'), siteIds: siteIds.slice(0, 2) },
    { name: `org admin, ${siteIds.length} sites`, token: await tokenOf('admin@bench.example'), siteIds },
  ];
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const scenarios: [string, string][] = [
    ['default page', 'pageSize=50'],
    ['status', 'filter[status]=IN_TRANSIT'],
    ['carrier', `filter[carrier_from_source]=${encodeURIComponent('DHL Freight')}`],
    ['exceptions only', 'filter[exceptions]=1'],
    ['booked last 30 days', `filter[date_between]=${monthAgo},${today}`],
    ['consignee city', `filter[consignee_city]=Hamburg`],
    ['search number', `filter[search]=${sampleNumber}`],
    ['search party', 'filter[search]=Bergstr'],
    ['sort by ETA', 'sortKey=eta_at&sortOrder=asc'],
    ['page 10', 'page=10'],
  ];

  const inject = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
  console.log(`  load average ${loadAverage()}`);
  if (args.only !== 'statistics') await measureList(base, direct, inject, actors, scenarios);
  if (args.only !== 'list') await measureStatistics(base, inject, actors);
  console.log(`  load average ${loadAverage()}`);
  await app.close();
  await handle.close();
  await cleanup();
}

type Actor = { name: string; token: string; siteIds: number[] };
type Inject = (url: string, headers: Record<string, string>) => Promise<{ statusCode: number }>;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * The server's CPU time per request, in ms: the request injected into the app in this process,
 * without a socket or an HTTP client. A busy machine stretches wall-clock times; it barely
 * changes this.
 */
async function serverCpuMs(inject: Inject, url: string, headers: Record<string, string>): Promise<number> {
  await inject(url, headers);
  const before = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) {
    const response = await inject(url, headers);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / iterations;
}

/**
 * Round trips of an answer that reads nothing, with the same client: what HTTP itself costs here,
 * the part of each list request no work in the server can take away.
 */
async function emptyRoundTrips(base: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < iterations * 5; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function measureList(
  base: string,
  direct: (query: string, params: unknown[]) => Promise<unknown>,
  inject: Inject,
  actors: Actor[],
  scenarios: [string, string][],
) {
  const allHttp: number[] = [];
  const allCpu: number[] = [];
  const allList: number[] = [];
  const allRequest: number[] = [];
  console.log(
    `\n  ${'scenario'.padEnd(42)}     HTTP p50      p95      p99 | list SQL p50     p95 | request SQL p50     p95 | server CPU   (ms, ${iterations} runs each)`,
  );
  for (const actor of actors) {
    for (const [label, query] of scenarios) {
      const url = `${base}/api/consignments?${query}`;
      const headers = { authorization: `Bearer ${actor.token}`, 'x-site-ids': actor.siteIds.join(',') };
      captured.length = 0;
      capturing = true;
      const warm = await fetch(url, { headers });
      capturing = false;
      if (!warm.ok) throw new Error(`${label}: ${warm.status} ${await warm.text()}`);
      // The request first reads the session and the acting sites, one after the other, then the
      // page, the count and the shares side by side; the direct runs repeat that shape.
      const reads = captured.filter((entry) => !/^\s*update/i.test(entry.query));
      const isListRead = (entry: CapturedQuery) => entry.query.includes('"consignments"');
      const isSideBySide = (entry: CapturedQuery) => isListRead(entry) || entry.query.includes('"consignment_site_shares"');
      const listReads = reads.filter(isListRead);
      const prelude = reads.filter((entry) => !isSideBySide(entry));
      const sideBySide = reads.filter(isSideBySide);
      const http: number[] = [];
      const listTimes: number[] = [];
      const requestTimes: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        let started = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        http.push(performance.now() - started);
        started = performance.now();
        await Promise.all(listReads.map((entry) => direct(entry.query, entry.params)));
        listTimes.push(performance.now() - started);
        started = performance.now();
        for (const entry of prelude) await direct(entry.query, entry.params);
        await Promise.all(sideBySide.map((entry) => direct(entry.query, entry.params)));
        requestTimes.push(performance.now() - started);
      }
      const cpu = await serverCpuMs(inject, url.slice(base.length), headers);
      allHttp.push(...http);
      allList.push(...listTimes);
      allRequest.push(...requestTimes);
      allCpu.push(cpu);
      const h = stats(http);
      const l = stats(listTimes);
      const r = stats(requestTimes);
      console.log(
        `  ${`${actor.name}: ${label}`.padEnd(42)} ${ms(h.p50)} ${ms(h.p95)} ${ms(h.p99)} |  ${ms(l.p50)} ${ms(l.p95)} |     ${ms(r.p50)} ${ms(r.p95)} | ${ms(cpu)}`,
      );
    }
  }
  const h = stats(allHttp);
  const l = stats(allList);
  const r = stats(allRequest);
  const floor = stats(await emptyRoundTrips(base));
  console.log(`\n  ${'an answer without work (/api/health)'.padEnd(42)} ${ms(floor.p50)} ${ms(floor.p95)} ${ms(floor.p99)}`);
  console.log(
    `  ${'all scenarios'.padEnd(42)} ${ms(h.p50)} ${ms(h.p95)} ${ms(h.p99)} |  ${ms(l.p50)} ${ms(l.p95)} |     ${ms(r.p50)} ${ms(r.p95)}`,
  );
  const cpu = allCpu.reduce((sum, value) => sum + value, 0) / allCpu.length;
  console.log(`  HTTP p95 / request SQL p95 = ${(h.p95 / r.p95).toFixed(2)}×, HTTP p95 / list SQL p95 = ${(h.p95 / l.p95).toFixed(2)}×`);
  // On an idle machine a request takes its SQL plus the server's own CPU time; on a busy one the
  // wall-clock ratio above mostly measures the wait for a core.
  console.log(
    `  server CPU ${cpu.toFixed(2)} ms a request on average; (request SQL p95 + CPU) / request SQL p95 = ${((r.p95 + cpu) / r.p95).toFixed(2)}×`,
  );
  console.log('  (budget: p95 < 50 ms and ≤ 1.2× of the same SQL run directly, on PostgreSQL at 1,000,000)');
}

async function measureStatistics(base: string, inject: Inject, actors: Actor[]) {
  // The counts above the list load beside it; they are measured, outside the list budget.
  console.log(`\n  ${'statistics above the list'.padEnd(42)}     HTTP p50      p95      p99 | server CPU`);
  for (const actor of actors) {
    const headers = { authorization: `Bearer ${actor.token}`, 'x-site-ids': actor.siteIds.join(',') };
    const samples: number[] = [];
    for (let i = 0; i < iterations; i += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/consignments/filtered-statistics`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`statistics: ${response.status}`);
      samples.push(performance.now() - started);
    }
    const t = stats(samples);
    const cpu = await serverCpuMs(inject, '/api/consignments/filtered-statistics', headers);
    console.log(`  ${`${actor.name}: default filter`.padEnd(42)} ${ms(t.p50)} ${ms(t.p95)} ${ms(t.p99)} | ${ms(cpu)}`);
  }
  console.log('  (budget: p95 < 50 ms on PostgreSQL at 1,000,000)');
}

await main();
