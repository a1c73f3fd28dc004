/**
 * Analytics benchmark (npm run bench:analytics). Fills a fresh database with N shipments over the
 * last year (promised and delivered dates, chargeable weights, booked and quoted prices) and their
 * emission records, a fifth of them in one organization, then measures each built-in dashboard
 * endpoint over HTTP for that organization's admin and a site user. The rollups are kept by the
 * triggers as the shipments are inserted, as in production.
 *
 *   npm run bench:analytics -- --n 1000000            PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:analytics -- --db pglite --n 5000   embedded database
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { carrierServices, carriers, consignments, organizations, sites, userRoles, users, userSites } from '../src/db/schema';
import { generateShipment, randomSource, type CarrierChoice, type ShipmentSite } from '../src/db/seed/consignments';
import { seedRoles } from '../src/db/seed/demo';
import { seedEmissionFactors } from '../src/db/seed/emissions';
import { seedCarriers, seedCountries, seedPermissions } from '../src/db/seed/reference';
import { recordMissingShipmentEmissions } from '../src/modules/emissions';
import { createFileStore } from '../src/platform/files';
import { hashPassword } from '../src/platform/secrets';
import { openBenchDatabase } from './bench-database';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    n: { type: 'string' },
    organizations: { type: 'string', default: '20' },
    sites: { type: 'string', default: '10' },
    iterations: { type: 'string', default: '40' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const total = Number(args.n ?? (kind === 'pglite' ? 20_000 : 1_000_000));
const organizationCount = Math.max(2, Number(args.organizations));
const sitesPerOrganization = Math.max(2, Number(args.sites));
const iterations = Number(args.iterations);
/** The measured organization's share of all shipments: 200,000 of 1,000,000. */
const MEASURED_SHARE = 0.2;
const PASSWORD = 'Bench-password-1';
const BATCH = 1000;
const DAY_MS = 86_400_000;

async function fill(handle: DatabaseHandle) {
  const db = handle.db;
  await seedCountries(db);
  const roleIds = await seedRoles(db, await seedPermissions(db));
  await seedCarriers(db);
  await seedEmissionFactors(db);
  const services = (await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))) as CarrierChoice[];

  const cities = ['Göteborg', 'Stockholm', 'Malmö', 'Jönköping', 'Borås', 'Uppsala', 'Helsingborg'];
  const byOrganization: ShipmentSite[][] = [];
  for (let o = 0; o < organizationCount; o += 1) {
    const [organization] = await db
      .insert(organizations)
      .values({ name: `Shipper ${o + 1}` })
      .returning({ id: organizations.id });
    const own: ShipmentSite[] = [];
    for (let s = 0; s < sitesPerOrganization; s += 1) {
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
      own.push({ organizationId: organization!.id, siteId: site!.id, home: ['SE', city, '10000'] });
    }
    byOrganization.push(own);
  }

  const random = randomSource(14083);
  const now = Date.now();
  const measured = Math.round(total * MEASURED_SHARE);
  const started = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, index) => {
      const serial = start + index;
      const organization = serial < measured ? byOrganization[0]! : byOrganization[1 + (serial % (organizationCount - 1))]!;
      const shipment = generateShipment(random, random.pick(organization), random.pick(services), serial + 1, now).consignment;
      // Spread over the year, each with the day the carrier promised and the quote it was booked from.
      const shift = random.int(0, 240) * DAY_MS;
      const at = (date: Date | null) => (date ? new Date(date.getTime() - shift) : null);
      const pickup = at(shipment.pickup_at) ?? at(shipment.booked_at)!;
      const promised = new Date(pickup.getTime() + random.int(1, 5) * DAY_MS).toISOString().slice(0, 10);
      return {
        ...shipment,
        booked_at: at(shipment.booked_at),
        pickup_at: at(shipment.pickup_at),
        eta_at: at(shipment.eta_at),
        delivered_at: at(shipment.delivered_at),
        created_at: at(shipment.created_at)!,
        updated_at: at(shipment.updated_at)!,
        promised_delivery_date: promised,
        chargeable_weight: Math.max(shipment.total_weight, Math.round(shipment.total_volume * 333)),
        quoted_price_amount: random.next() < 0.8 ? Math.round(shipment.price_amount * (0.9 + random.next() * 0.1)) : null,
      };
    });
    await db.insert(consignments).values(rows);
    if ((start / BATCH) % 50 === 0) process.stdout.write(`\r  inserted ${start + rows.length} of ${total} shipments`);
  }
  process.stdout.write(`\r  inserted ${total} shipments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  const recording = performance.now();
  await recordMissingShipmentEmissions(db);
  console.log(`  recorded their emissions in ${((performance.now() - recording) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze consignments`);
  await db.execute(sql`vacuum analyze shipment_emissions`);
  await db.execute(sql`vacuum analyze shipment_rollups`);

  const passwordHash = await hashPassword(PASSWORD);
  const ownSites = byOrganization[0]!;
  const organizationId = ownSites[0]!.organizationId;
  const [siteUser] = await db
    .insert(users)
    .values({ organization_id: organizationId, name: 'Bench User', email: 'user@bench.example', password_hash: passwordHash })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: siteUser!.id, role_id: roleIds.get('User')! });
  await db
    .insert(userSites)
    .values(ownSites.slice(0, 2).map((site) => ({ organization_id: organizationId, user_id: siteUser!.id, site_id: site.siteId })));
  const [admin] = await db
    .insert(users)
    .values({
      organization_id: organizationId,
      name: 'Bench Admin',
      email: 'admin@bench.example',
      password_hash: passwordHash,
      level: 'organization-admin',
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: admin!.id, role_id: roleIds.get('Organization Admin')! });
  return { measured, siteIds: ownSites.map((site) => site.siteId) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => value.toFixed(2).padStart(8);

async function main() {
  console.log(`Analytics benchmark: ${total.toLocaleString('en')} shipments, ${organizationCount} organizations, ${kind}`);
  const { handle, cleanup } = await openBenchDatabase(kind, `freight_bench_analytics_${total}`);
  await handle.migrate();
  const { measured, siteIds } = await fill(handle);
  console.log(`  the measured organization holds ${measured.toLocaleString('en')} shipments on ${siteIds.length} sites`);

  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-bench-files-')) });
  const { app } = await buildApp({ config, db: handle.db, logger: false, files: createFileStore(config.dataDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const tokenOf = async (email: string) => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const actors = [
    { name: `org admin, ${siteIds.length} sites`, token: await tokenOf('admin@bench.example'), siteIds },
    { name: 'site user, 2 sites', token: await tokenOf('user@bench.example'), siteIds: siteIds.slice(0, 2) },
  ];
  const scenarios: [string, string][] = [
    ['shipments, last 12 months', '/api/reports/consignments'],
    ['shipments, one carrier', `/api/reports/consignments?carrier=${encodeURIComponent('DHL Freight')}`],
    ['shipments, by week', '/api/reports/consignments?interval=week'],
    ['lead time, last 12 months', '/api/reports/leadtime'],
    ['cost, last 12 months', '/api/reports/cost'],
    ['emissions, last 12 months', '/api/reports/emissions'],
    ['query: on time by carrier and lane', '/api/reports/query?measures=on_time_share,shipments&dimensions=carrier,lane'],
    ['filter options', '/api/reports/filter-options'],
  ];
  console.log(`\n  ${'scenario'.padEnd(48)}     p50      p95   (ms, ${iterations} runs each)`);
  for (const actor of actors) {
    const headers = { authorization: `Bearer ${actor.token}`, 'x-site-ids': actor.siteIds.join(',') };
    for (const [label, path] of scenarios) {
      const warm = await fetch(`${base}${path}`, { headers });
      if (!warm.ok) throw new Error(`${label}: ${warm.status} ${await warm.text()}`);
      const samples: number[] = [];
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      console.log(`  ${`${actor.name}: ${label}`.padEnd(48)} ${ms(percentile(samples, 50))} ${ms(percentile(samples, 95))}`);
    }
  }
  console.log('  (budget: each dashboard endpoint p95 < 300 ms on PostgreSQL, 200,000 of 1,000,000 shipments)');
  await app.close();
  await handle.close();
  await cleanup();
}

await main();
