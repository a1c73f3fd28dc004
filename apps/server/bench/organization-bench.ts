/**
 * The frame of the benchmarks that measure one organization's screens at scale: a fresh database
 * with N shipments over the last year and their emission records, a fifth of them in one
 * organization of ten sites, its admin and a site user of two sites, and each endpoint asked over
 * HTTP, p50 and p95 printed. Every site has the emissions application, as the footprint counts only
 * those. With `--keep` (PostgreSQL) the filled database stays, and the next run with `--keep` and
 * the same N measures on it again without filling, whichever of these benchmarks filled it, so
 * that two versions of the code, or two screens, compare on the same data.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { ApplicationKey } from '@freight/contracts';
import {
  carrierServices,
  carriers,
  consignmentExceptions,
  consignments,
  organizations,
  siteApplications,
  sites,
  userRoles,
  users,
  userSites,
} from '../src/db/schema';
import { generateShipment, randomSource, type CarrierChoice, type RandomSource, type ShipmentSite } from '../src/db/seed/consignments';
import { seedRoles } from '../src/db/seed/demo';
import { seedEmissionFactors } from '../src/db/seed/emissions';
import { seedCarriers, seedCountries, seedPermissions } from '../src/db/seed/reference';
import { recordMissingShipmentEmissions } from '../src/modules/emissions';
import { createFileStore } from '../src/platform/files';
import { hashPassword } from '../src/platform/secrets';
import { openBenchDatabase, openKeptBenchDatabase } from './bench-database';

type ShipmentRow = typeof consignments.$inferInsert;
type GeneratedShipment = ReturnType<typeof generateShipment>['consignment'];

export interface OrganizationBench {
  /** Printed first, such as 'Analytics benchmark'. */
  title: string;
  /** What is asked, by label and path. */
  scenarios: [label: string, path: string][];
  /** The budget line printed after the figures. */
  budget: string;
}

const PASSWORD = 'Bench-password-1';
const DATABASE_PREFIX = 'freight_bench_organization';
const DAY_MS = 86_400_000;
const APPLICATIONS: ApplicationKey[] = ['emissions'];
const BATCH = 1000;
const WARM_REQUESTS = 3;
const CITIES = ['Göteborg', 'Stockholm', 'Malmö', 'Jönköping', 'Borås', 'Uppsala', 'Helsingborg'];

function options() {
  const { values: args } = parseArgs({
    options: {
      db: { type: 'string', default: 'postgres' },
      n: { type: 'string' },
      organizations: { type: 'string', default: '20' },
      sites: { type: 'string', default: '10' },
      iterations: { type: 'string', default: '40' },
      keep: { type: 'boolean', default: false },
      // The measured organization's share of all shipments: 200,000 of 1,000,000; a larger share
      // gives it as many shipments in a smaller, quicker to fill database.
      share: { type: 'string', default: '0.2' },
    },
  });
  const kind = args.db === 'pglite' ? ('pglite' as const) : ('postgres' as const);
  return {
    kind,
    total: Number(args.n ?? (kind === 'pglite' ? 20_000 : 1_000_000)),
    organizationCount: Math.max(2, Number(args.organizations)),
    sitesPerOrganization: Math.max(2, Number(args.sites)),
    iterations: Number(args.iterations),
    keep: args.keep && kind === 'postgres',
    share: Math.min(1, Math.max(0, Number(args.share))),
  };
}
type Options = ReturnType<typeof options>;

/** A generated shipment moved back up to 240 days, with the day the carrier promised and the quote it was booked from. */
function overTheYear(shipment: GeneratedShipment, random: RandomSource): ShipmentRow {
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
}

async function fill(handle: DatabaseHandle, { total, organizationCount, sitesPerOrganization, share }: Options) {
  const db = handle.db;
  await seedCountries(db);
  const roleIds = await seedRoles(db, await seedPermissions(db));
  await seedCarriers(db);
  await seedEmissionFactors(db);
  const services = (await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))) as CarrierChoice[];

  const byOrganization: ShipmentSite[][] = [];
  for (let o = 0; o < organizationCount; o += 1) {
    const [organization] = await db
      .insert(organizations)
      .values({ name: `Shipper ${o + 1}` })
      .returning({ id: organizations.id });
    const own: ShipmentSite[] = [];
    for (let s = 0; s < sitesPerOrganization; s += 1) {
      const city = CITIES[(o + s) % CITIES.length]!;
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
      await db
        .insert(siteApplications)
        .values(APPLICATIONS.map((application) => ({ organization_id: organization!.id, site_id: site!.id, application })));
    }
    byOrganization.push(own);
  }

  const random = randomSource(14083);
  const now = Date.now();
  const measured = Math.round(total * share);
  const started = performance.now();
  for (let start = 0; start < total; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, index) => {
      const serial = start + index;
      const organization = serial < measured ? byOrganization[0]! : byOrganization[1 + (serial % (organizationCount - 1))]!;
      const generated = generateShipment(random, random.pick(organization), random.pick(services), serial + 1, now).consignment;
      return overTheYear(generated, random);
    });
    await db.insert(consignments).values(rows);
    if ((start / BATCH) % 50 === 0) process.stdout.write(`\r  inserted ${start + rows.length} of ${total} shipments`);
  }
  process.stdout.write(`\r  inserted ${total} shipments in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  const recording = performance.now();
  await recordMissingShipmentEmissions(db);
  console.log(`  recorded their emissions in ${((performance.now() - recording) / 1000).toFixed(1)} s`);
  // An exception for every shipment left in exception, as the demo seed opens them.
  await db.execute(
    sql`insert into ${consignmentExceptions} (organization_id, consignment_id, type, opened_at)
      select ${consignments.organization_id}, ${consignments.id}, 'DAMAGE', coalesce(${consignments.pickup_at}, ${consignments.created_at})
      from ${consignments} where ${consignments.has_open_exception}`,
  );
  for (const table of ['consignments', 'shipment_emissions', 'consignment_exceptions', 'shipment_rollups', 'emission_sums']) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }

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

export async function runOrganizationBench(bench: OrganizationBench) {
  const settings = options();
  const { kind, total, organizationCount, iterations } = settings;
  console.log(`${bench.title}: ${total.toLocaleString('en')} shipments, ${organizationCount} organizations, ${kind}`);
  const name = `${DATABASE_PREFIX}_${total}_${Math.round(settings.share * 100)}`;
  let { handle, cleanup } = settings.keep ? await openKeptBenchDatabase(name) : await openBenchDatabase(kind, name);
  await handle.migrate();
  let done = settings.keep ? await filled(handle) : null;
  if (!done) {
    if (settings.keep) {
      // A database an interrupted run left half filled starts again empty.
      await handle.close();
      ({ handle, cleanup } = await openBenchDatabase(kind, name));
      await handle.migrate();
    }
    done = await fill(handle, settings);
  }
  const { measured, siteIds } = done;
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
  const databaseCpu = () => (kind === 'postgres' ? backendCpu(handle) : Promise.resolve(null));
  console.log(
    `\n  load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log(`  ${'scenario'.padEnd(48)}     p50      p95   API cpu  DB cpu   (ms, ${iterations} runs each; cpu per request)`);
  for (const actor of actors) {
    const headers = { authorization: `Bearer ${actor.token}`, 'x-site-ids': actor.siteIds.join(',') };
    for (const [label, path] of bench.scenarios) {
      // The pool closes connections idle for 10 s, and a new connection's first statements are
      // slower; the figures are of a dashboard in use, so a few requests open them first.
      for (let i = 0; i < WARM_REQUESTS; i += 1) {
        const warm = await fetch(`${base}${path}`, { headers });
        if (!warm.ok) throw new Error(`${label}: ${warm.status} ${await warm.text()}`);
        await warm.arrayBuffer();
      }
      const samples: number[] = [];
      const apiBefore = process.cpuUsage();
      const databaseBefore = await databaseCpu();
      for (let i = 0; i < iterations; i += 1) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers });
        await response.arrayBuffer();
        samples.push(performance.now() - started);
      }
      const api = process.cpuUsage(apiBefore);
      const databaseAfter = await databaseCpu();
      // Connections the pool opened meanwhile count from their start; those it closed are missed.
      const database =
        databaseBefore === null || databaseAfter === null
          ? null
          : [...databaseAfter].reduce((sum, [pid, spent]) => sum + spent - (databaseBefore.get(pid) ?? 0), 0);
      samples.sort((a, b) => a - b);
      console.log(
        `  ${`${actor.name}: ${label}`.padEnd(48)} ${ms(percentile(samples, 50))} ${ms(percentile(samples, 95))}` +
          ` ${ms((api.user + api.system) / 1000 / iterations)} ${database === null ? '     n/a' : ms(database / iterations)}`,
      );
    }
  }
  console.log(
    `  load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} after measuring`,
  );
  console.log(
    "  (API cpu: the bench process, which also sends the requests; DB cpu: the bench database's connections, not parallel workers)",
  );
  console.log(`  (budget: ${bench.budget})`);
  await app.close();
  await handle.close();
  if (settings.keep) console.log(`  (database ${name} kept)`);
  else await cleanup();
}

/** What an earlier run filled: the measured organization's shipments and sites; null when it did not finish. */
async function filled(handle: DatabaseHandle): Promise<{ measured: number; siteIds: number[] } | null> {
  const [admin] = await handle.db
    .select({ organizationId: users.organization_id })
    .from(users)
    .where(eq(users.email, 'admin@bench.example'));
  if (!admin?.organizationId) return null;
  const own = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.organization_id, admin.organizationId)).orderBy(sites.id);
  const [shipments] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(consignments)
    .where(eq(consignments.organization_id, admin.organizationId));
  console.log('  measuring on the kept database');
  return { measured: shipments!.n, siteIds: own.map((site) => site.id) };
}

/**
 * CPU time the PostgreSQL server has spent for each of the bench database's connections, in ms,
 * read from /proc (clock ticks of 10 ms); null when the server runs elsewhere.
 */
async function backendCpu(handle: DatabaseHandle): Promise<Map<number, number> | null> {
  const result = await handle.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  const spent = new Map<number, number>();
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      spent.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      return null;
    }
  }
  return spent;
}
