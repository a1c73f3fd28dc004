/**
 * Load benchmark (npm run bench:load). Starts the portal as `npm start` runs it on PostgreSQL (one
 * API process per core unless --processes says otherwise) on a fresh database with the demo data
 * and extra shipments for the demo site user, then drives the shipment list, a shipment's page and
 * a quote with many connections at once and prints requests per second, p50/p99 and errors; then
 * the same while a large CSV import runs. Beside each figure it prints the CPU time one request
 * costs in the API processes, in PostgreSQL's processes serving them and in the load client (run in
 * a process of its own): on a shared, busy machine those stay true when latencies do not.
 *
 *   npm run bench:load                                 200 connections for 60 s, 20,000-row import
 *   npm run bench:load -- --connections 50 --seconds 20 --rows 5000 --shipments 20000 --processes 1
 *   npm run bench:load -- --cpu-prof DIR               and a CPU profile of each API process in DIR
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { carrierServices, carriers, consignments, sites, users, userSites } from '../src/db/schema';
import { generateShipment, randomSource, type CarrierChoice } from '../src/db/seed/consignments';
import { benchDatabaseUrl, recreateBenchDatabase } from './bench-database';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    rows: { type: 'string', default: '20000' },
    shipments: { type: 'string', default: '100000' },
    processes: { type: 'string' },
    port: { type: 'string', default: '3400' },
    /** Which requests to drive, of list, detail and quote. */
    mix: { type: 'string', default: 'list,detail,quote' },
    /** Also drive each request of the mix alone, for its own CPU time. */
    each: { type: 'boolean', default: false },
    /** Leave out the run during an import. */
    'no-import': { type: 'boolean', default: false },
    /** A directory for a CPU profile of each API process, written when the server stops (Chrome DevTools opens them). */
    'cpu-prof': { type: 'string' },
  },
});
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const importRows = Number(args.rows);
const extraShipments = Number(args.shipments);
const processes = Number(args.processes ?? availableParallelism());
const port = Number(args.port);
const mix = args.mix.split(',').filter((kind) => ['list', 'detail', 'quote'].includes(kind));
const base = `http://127.0.0.1:${port}`;
const databaseName = `freight_bench_load_${process.pid}`;
const databaseUrl = benchDatabaseUrl(databaseName);
const DEMO_USER = 'user@demo.example';
/** Imports are a site admin's work. */
const DEMO_IMPORTER = 'siteadmin@demo.example';
const DEMO_PASSWORD = 'Freight-demo-1';

function startServer(dataDir: string, profileDir?: string): ChildProcess {
  // Cluster workers take the primary's options, so each API process writes its own profile.
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // The young generation `npm start` gives the server (scripts/start.mjs).
  const child = spawn(
    process.execPath,
    [...profile, '--max-semi-space-size=32', '--import', 'tsx', join(import.meta.dirname, '..', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SFTP_PORT: '0',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        API_PROCESSES: String(processes),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return child;
}

async function waitForHealth() {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Adds generated shipments to the demo site user's sites, so the list pages through real volume. */
async function addShipments() {
  const handle = openPostgres(databaseUrl, 4);
  const db = handle.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER));
  const memberSites = await db
    .select({ organizationId: sites.organization_id, siteId: sites.id, city: sites.city, postCode: sites.post_code })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.site_id))
    .where(eq(userSites.user_id, user!.id));
  const services = (await db
    .select({ carrierId: carriers.id, carrierName: carriers.name, serviceId: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .innerJoin(carriers, eq(carriers.id, carrierServices.carrier_id))) as CarrierChoice[];
  const random = randomSource(7);
  const now = Date.now();
  for (let start = 0; start < extraShipments; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, extraShipments - start) }, (_, index) => {
      const site = memberSites[(start + index) % memberSites.length]!;
      return generateShipment(
        random,
        { organizationId: site.organizationId, siteId: site.siteId, home: ['SE', site.city, site.postCode] },
        random.pick(services),
        900_000 + start + index,
        now,
      ).consignment;
    });
    await db.insert(consignments).values(rows);
  }
  await db.execute(sql`vacuum analyze consignments`);
  const siteIds = memberSites.map((site) => site.siteId);
  const inScope = await db.$count(consignments, inArray(consignments.site_id, siteIds));
  await handle.close();
  return { siteIds, inScope };
}

async function signIn(email: string) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, remember: false }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function importFile(rows: number, siteKey: string) {
  const lines = [
    'shipment_number;site_key;direction;carrier;status;consignor_name;consignor_zip;consignor_city;consignor_countrycode;consignee_name;consignee_zip;consignee_city;consignee_countrycode;total_weight;packages;consignor_reference',
  ];
  for (let index = 0; index < rows; index += 1) {
    lines.push(
      `LOAD${String(index).padStart(7, '0')};${siteKey};outbound;DHL Freight;IN_TRANSIT;Nordic Freight AB;41755;Göteborg;SE;Kunde ${index};0150;Oslo;NO;${(100 + (index % 900)).toFixed(1)};${1 + (index % 5)};PO-${String(index).padStart(8, '0')}`,
    );
  }
  return lines.join('\n');
}

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** CPU milliseconds per request in the API processes, PostgreSQL's and the load client's. */
  apiMs: number;
  databaseMs: number;
  clientMs: number;
}

/** Linux counts a process's CPU in clock ticks of 10 ms (USER_HZ). */
const TICK_MS = 10;

/** Every process's parent, from /proc. */
function parentsOfProcesses() {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The name in parentheses may hold spaces; the fields after it are fixed.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // ended meanwhile
    }
  }
  return parents;
}

/** CPU milliseconds (user and system, every thread) each process has used so far. */
function cpuOfProcesses(pids: number[]) {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      used.set(pid, 0);
    }
  }
  return used;
}

/** A process and all its descendants. */
function processTree(root: number) {
  const parents = parentsOfProcesses();
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/** PostgreSQL's server processes connected to the benchmark's database. */
async function databaseBackends() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((row) => row.pid);
}

/** CPU milliseconds the processes used between `start` and the answer's `stop`. */
function cpuMeter(pids: number[]) {
  const before = cpuOfProcesses(pids);
  return () => {
    const after = cpuOfProcesses(pids);
    return pids.reduce((sum, pid) => sum + Math.max(0, after.get(pid)! - before.get(pid)!), 0);
  };
}

/**
 * Waits until the API processes are close to idle: the background worker's start-up work
 * (delivery predictions over every shipment) would otherwise count as the requests' CPU.
 */
async function settle(server: ChildProcess) {
  for (let waited = 0; waited < 120; waited += 1) {
    const cpu = cpuMeter(processTree(server.pid!));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpu() < 100) return;
  }
}

function runClient(options: autocannon.Options): Promise<{ result: autocannon.Result; cpuMs: number }> {
  const client = fork(join(import.meta.dirname, 'load-driver.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  client.send(options);
  return new Promise((resolve, reject) => {
    client.once('message', (message) => resolve(message as { result: autocannon.Result; cpuMs: number }));
    client.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load client ended with ${code}`))));
  });
}

async function drive(server: ChildProcess, token: string, siteIds: number[], shipmentUuid: string, kinds = mix): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}`, 'x-site-ids': siteIds.join(','), 'content-type': 'application/json' };
  const quote = JSON.stringify({
    pickup: { country: 'SE', zip: '411 05', city: 'Göteborg' },
    delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
    goods: [{ package_type: 'eur_pallet', units: 1, weight: 300 }],
  });
  const requests: Record<string, autocannon.Request> = {
    list: { method: 'GET', path: '/api/consignments?page=1&pageSize=50&sortKey=updated_at&sortOrder=desc' },
    detail: { method: 'GET', path: `/api/consignments/${shipmentUuid}` },
    quote: { method: 'POST', path: '/api/price-calculation/multiple', body: quote },
  };
  // Pools open their connections on demand: a short warm-up lets every one of them exist before
  // the processes to measure are listed.
  await runClient({ url: base, connections, duration: 2, headers, requests: kinds.map((kind) => requests[kind]!) });
  const apiCpu = cpuMeter(processTree(server.pid!));
  const databaseCpu = cpuMeter(await databaseBackends());
  const { result, cpuMs } = await runClient({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: kinds.map((kind) => requests[kind]!),
  });
  const answered = Math.max(1, result.requests.total);
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    apiMs: apiCpu() / answered,
    databaseMs: databaseCpu() / answered,
    clientMs: cpuMs / answered,
  };
}

const describe = (label: string, figures: Figures) =>
  console.log(
    `  ${label.padEnd(22)} ${figures.perSecond.toFixed(0).padStart(6)} req/s  p50 ${figures.p50.toFixed(0).padStart(5)} ms  p90 ${figures.p90.toFixed(0).padStart(5)} ms  ` +
      `p99 ${figures.p99.toFixed(0).padStart(5)} ms  max ${figures.max.toFixed(0).padStart(5)} ms  ` +
      `${figures.requests} requests, ${figures.errors} errors, ${figures.non2xx} not 2xx; ` +
      `CPU a request: API ${figures.apiMs.toFixed(2)} ms, PostgreSQL ${figures.databaseMs.toFixed(2)} ms, client ${figures.clientMs.toFixed(2)} ms; ` +
      // On a shared machine the other processes' load explains much of p99.
      `load average ${loadavg()[0]!.toFixed(2)}`,
  );

async function main() {
  console.log(
    `Load benchmark: ${mix.join(', ')} with ${connections} connections for ${seconds} s, ${processes} API process(es), PostgreSQL`,
  );
  const dropDatabase = await recreateBenchDatabase(databaseName);
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-load-'));
  // The first start migrates and seeds the demo data; the shipments are added to it, then measured.
  let server = startServer(dataDir);
  await waitForHealth();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  const { siteIds, inScope } = await addShipments();
  console.log(`  ${inScope} shipments on the demo user's ${siteIds.length} sites`);
  server = startServer(dataDir, args['cpu-prof']);
  try {
    await waitForHealth();
    const token = await signIn(DEMO_USER);
    const importer = await signIn(DEMO_IMPORTER);
    const list = await fetch(`${base}/api/consignments?pageSize=1`, {
      headers: { authorization: `Bearer ${token}`, 'x-site-ids': siteIds.join(',') },
    });
    const shipmentUuid = ((await list.json()) as { data: { uuid: string }[] }).data[0]!.uuid;
    await settle(server);

    describe('idle portal', await drive(server, token, siteIds, shipmentUuid));
    if (args.each && mix.length > 1) {
      for (const kind of mix) describe(`${kind} alone`, await drive(server, token, siteIds, shipmentUuid, [kind]));
    }
    if (args['no-import']) return;

    const form = new FormData();
    form.append('file', new Blob([importFile(importRows, 'Gothenburg_Warehouse')], { type: 'text/csv' }), 'load.csv');
    const importStarted = performance.now();
    const importing = fetch(`${base}/api/consignment-imports/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${importer}` },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      seconds: (performance.now() - importStarted) / 1000,
      body: response.ok ? '' : (await response.text()).slice(0, 300),
    }));
    describe(`during ${importRows}-row import`, await drive(server, token, siteIds, shipmentUuid));
    const imported = await importing;
    console.log(
      `  import of ${importRows} rows answered ${imported.status} in ${imported.seconds.toFixed(1)} s (${(importRows / imported.seconds).toFixed(0)} rows/s)${imported.body ? `: ${imported.body}` : ''}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

await main();
