/**
 * Quote benchmark (npm run bench:quotes). Fills a fresh database with 30 carriers × 5 services,
 * each with a price list of 1,000 postcode zones, 1,000 lanes of eight weight breaks and a
 * lead-time table, then measures over HTTP the price and lead time of one consignment across all
 * of them (p50/p95/p99), and how many lines per second a 10,000-line quote file
 * (`POST /api/price-calculation/file`) prices.
 *
 *   npm run bench:quotes                      PostgreSQL (BENCH_DATABASE_URL or local)
 *   npm run bench:quotes -- --db pglite       embedded database
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { TPriceCalculationRequestInput, TPriceListDocument } from '@freight/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openBenchDatabase } from './bench-database';
import type { DatabaseHandle } from '../src/db/client';
import {
  carrierServiceRatings,
  carrierServices,
  carriers,
  leadTimeTables,
  organizations,
  priceLists,
  sites,
  userRoles,
  users,
  userSites,
} from '../src/db/schema';
import { randomSource } from '../src/db/seed/consignments';
import { seedRoles } from '../src/db/seed/demo';
import { seedCountries, seedPermissions } from '../src/db/seed/reference';
import { createFileStore } from '../src/platform/files';
import { hashPassword } from '../src/platform/secrets';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    carriers: { type: 'string', default: '30' },
    services: { type: 'string', default: '5' },
    zones: { type: 'string', default: '1000' },
    iterations: { type: 'string', default: '100' },
    lines: { type: 'string', default: '10000' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const carrierCount = Number(args.carriers);
const servicesPerCarrier = Number(args.services);
const zoneCount = Number(args.zones);
const iterations = Number(args.iterations);
const fileLines = Number(args.lines);
const PASSWORD = 'Bench-password-1';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * A carrier's zone map: 900 Swedish zones of 100 postcodes each and 100 Norwegian ones, as a
 * parcel carrier's postcode tables look. Lanes run from ten west-Swedish origin zones to a
 * hundred destinations, eight weight breaks each; lead times follow the same lanes.
 */
function tariff(serviceId: number, random: ReturnType<typeof randomSource>): Omit<TPriceListDocument, 'carrier_service_id'> {
  const swedish = Math.round(zoneCount * 0.9);
  const zones = [
    ...Array.from({ length: swedish }, (_, i) => ({
      code: `SE${i}`,
      country: 'SE',
      postcode_ranges: [[pad(10_000 + i * 100, 5), pad(10_000 + i * 100 + 99, 5)]] as [string, string][],
    })),
    ...Array.from({ length: zoneCount - swedish }, (_, j) => ({
      code: `NO${j}`,
      country: 'NO',
      postcode_ranges: [[pad(j * 100, 4), pad(j * 100 + 99, 4)]] as [string, string][],
    })),
  ];
  const origins = Array.from({ length: 10 }, (_, i) => `SE${305 + i}`);
  const destinations = [
    ...Array.from({ length: 90 }, (_, i) => `SE${i * 10}`),
    ...Array.from({ length: Math.min(10, zoneCount - swedish) }, (_, j) => `NO${j}`),
  ];
  const level = 0.8 + random.next() * 0.5;
  const lanes = origins.flatMap((origin) =>
    destinations.map((destination, index) => ({
      origin_zone: origin,
      destination_zone: destination,
      minimum_charge: 25_000,
      weight_breaks: [50, 100, 250, 500, 1000, 2500, 5000, 25_000].map((upTo, step) => ({
        up_to_kg: upTo,
        price_per_kg: Math.round((900 - step * 90 + index) * level),
        price_per_consignment: 15_000,
      })),
    })),
  );
  const lead_times = origins.flatMap((origin) =>
    destinations.map((destination, index) => ({
      origin_zone: origin,
      destination_zone: destination,
      working_days: 1 + ((index + serviceId) % 4),
    })),
  );
  return {
    currency: 'SEK',
    valid_from: null,
    valid_to: null,
    fuel_surcharge_percent: 18.5,
    minimum_charge: 25_000,
    rounding_step_kg: 1,
    cut_off: '16:00',
    time_zone: 'Europe/Stockholm',
    zones,
    lanes,
    surcharges: [
      {
        type: 'Other',
        label: 'Tail lift',
        amount: 35_000,
        per: 'consignment',
        when: { kind: 'service', service: 'tail_lift' },
        subject_to_fuel: true,
      },
    ],
    lead_times,
  };
}

async function fill(handle: DatabaseHandle) {
  const db = handle.db;
  await seedCountries(db);
  const roleIds = await seedRoles(db, await seedPermissions(db));
  const random = randomSource(7);
  let services = 0;
  for (let c = 0; c < carrierCount; c += 1) {
    const [carrier] = await db
      .insert(carriers)
      .values({ name: `Carrier ${c + 1}` })
      .returning({ id: carriers.id });
    for (let s = 0; s < servicesPerCarrier; s += 1) {
      const [service] = await db
        .insert(carrierServices)
        .values({ carrier_id: carrier!.id, name: `Service ${s + 1}`, code: `C${c + 1}S${s + 1}`, transport_mode: 'ROAD' })
        .returning({ id: carrierServices.id });
      const { lead_times, cut_off, time_zone, ...list } = tariff(service!.id, random);
      await db
        .insert(carrierServiceRatings)
        .values({ carrier_service_id: service!.id, kg_per_m3: 333, kg_per_ldm: 1850, kg_per_pallet_place: 740 });
      await db.insert(priceLists).values({
        carrier_service_id: service!.id,
        currency: list.currency,
        fuel_surcharge_percent: list.fuel_surcharge_percent,
        minimum_charge: list.minimum_charge,
        rounding_step_kg: list.rounding_step_kg,
        tariff: { zones: list.zones, lanes: list.lanes, surcharges: list.surcharges },
      });
      await db.insert(leadTimeTables).values({ carrier_service_id: service!.id, cut_off, time_zone, entries: lead_times });
      services += 1;
    }
  }
  const [organization] = await db.insert(organizations).values({ name: 'Bench Shipper' }).returning({ id: organizations.id });
  const [site] = await db
    .insert(sites)
    .values({
      organization_id: organization!.id,
      key: 'Bench_Site',
      name: 'Bench Site',
      email: 'site@bench.example',
      phone: '+46000',
      address: 'Street 1',
      post_code: '41105',
      city: 'Göteborg',
      vat_number: 'SE-1',
      country_code: 'SE',
    })
    .returning({ id: sites.id });
  const [user] = await db
    .insert(users)
    .values({
      organization_id: organization!.id,
      name: 'Bench User',
      email: 'user@bench.example',
      password_hash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ user_id: user!.id, role_id: roleIds.get('User')! });
  await db.insert(userSites).values({ organization_id: organization!.id, user_id: user!.id, site_id: site!.id });
  return { services, siteId: site!.id };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => value.toFixed(2).padStart(8);
const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
/** The machine's load over the last minute: on a shared machine it says how far the clock figures mean anything. */
const load = () => `load average ${loadavg()[0]!.toFixed(1)}`;

/** A consignment from western Sweden to one of the lanes' destinations. */
function consignment(random: ReturnType<typeof randomSource>): TPriceCalculationRequestInput {
  const norway = random.next() < 0.1;
  return {
    pickup: { country: 'SE', zip: pad(10_000 + (305 + Math.floor(random.next() * 10)) * 100 + Math.floor(random.next() * 100), 5) },
    delivery: norway
      ? { country: 'NO', zip: pad(Math.floor(random.next() * 1000), 4) }
      : { country: 'SE', zip: pad(10_000 + Math.floor(random.next() * 90) * 1000 + Math.floor(random.next() * 100), 5) },
    goods: [
      { package_type: 'eur_pallet', units: 1 + Math.floor(random.next() * 3), weight: 50 + Math.round(random.next() * 600), height: 120 },
    ],
  };
}

async function main() {
  console.log(`Quote benchmark: ${carrierCount} carriers × ${servicesPerCarrier} services, ${zoneCount}-zone price lists, ${kind}`);
  const { handle, cleanup } = await openBenchDatabase(kind, 'freight_bench_quotes');
  await handle.migrate();
  const started = performance.now();
  const { services, siteId } = await fill(handle);
  console.log(`  ${services} price lists and lead-time tables stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'freight-bench-files-')) });
  const { app } = await buildApp({ config, db: handle.db, logger: false, files: createFileStore(config.dataDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@bench.example', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'x-site-ids': String(siteId), 'content-type': 'application/json' };
  const quote = async (body: TPriceCalculationRequestInput) => {
    const response = await fetch(`${base}/api/price-calculation/multiple`, { method: 'POST', headers, body: JSON.stringify(body) });
    const payload = (await response.json()) as { data?: { quotes: unknown[] } };
    if (!response.ok || !payload.data) throw new Error(`price calculation: ${response.status} ${JSON.stringify(payload)}`);
    return payload.data.quotes.length;
  };

  const gothenburgToOslo: TPriceCalculationRequestInput = {
    pickup: { country: 'SE', zip: '41105', city: 'Göteborg' },
    delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
    goods: [{ package_type: 'eur_pallet', units: 1, weight: 300, height: 120 }],
  };
  const offered = await quote(gothenburgToOslo);
  const samples: number[] = [];
  // On a shared machine the clock also counts other processes' turns; this process's CPU time does not.
  const quotesCpu = process.cpuUsage();
  for (let i = 0; i < iterations; i += 1) {
    const begun = performance.now();
    await quote(gothenburgToOslo);
    samples.push(performance.now() - begun);
  }
  const quoteCpuMs = cpuMs(process.cpuUsage(quotesCpu)) / iterations;
  samples.sort((a, b) => a - b);
  console.log(`\n  one pallet Göteborg → Oslo, ${offered} of ${services} services quoted (ms, ${iterations} runs, ${load()})`);
  console.log(
    `  ${'HTTP'.padEnd(8)} p50 ${ms(percentile(samples, 50))}   p95 ${ms(percentile(samples, 95))}   p99 ${ms(percentile(samples, 99))}   (budget: p95 < 100 ms)`,
  );
  console.log(`  ${'CPU'.padEnd(8)} ${ms(quoteCpuMs)} ms per quote`);

  // A quote file is uploaded whole and answered as a workbook with each line's best offers.
  const random = randomSource(11);
  const csv = [
    'Reference;Pickup country;Pickup postcode;Delivery country;Delivery postcode;Package type;Units;Weight kg;Height cm',
    ...Array.from({ length: fileLines }, (_, index) => {
      const line = consignment(random);
      const item = line.goods[0]!;
      return [
        `L${index + 1}`,
        line.pickup.country,
        line.pickup.zip,
        line.delivery.country,
        line.delivery.zip,
        item.package_type,
        item.units,
        item.weight,
        item.height,
      ].join(';');
    }),
  ].join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const priceFile = async () => {
    const started = performance.now();
    const response = await fetch(`${base}/api/price-calculation/file`, {
      method: 'POST',
      headers: { authorization: headers.authorization, 'x-site-ids': headers['x-site-ids'] },
      body: form,
    });
    if (!response.ok) throw new Error(`quote file: ${response.status} ${await response.text()}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    return { bytes, seconds: (performance.now() - started) / 1000 };
  };
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

  const memoryBefore = process.memoryUsage();
  let memoryPeak = memoryBefore.rss;
  let heapPeak = memoryBefore.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    memoryPeak = Math.max(memoryPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const sampler = setInterval(sample, 100);
  const fileCpu = process.cpuUsage();
  const { bytes, seconds } = await priceFile();
  const fileCpuSeconds = cpuMs(process.cpuUsage(fileCpu)) / 1000;
  clearInterval(sampler);
  sample();
  console.log(
    `\n  ${fileLines.toLocaleString('en')}-line quote file: ${seconds.toFixed(1)} s, ${(fileLines / seconds).toFixed(0)} lines per second, ${(bytes / 1024).toFixed(0)} kB answer, peak RSS +${mb(memoryPeak - memoryBefore.rss)} MB, peak heap +${mb(heapPeak - memoryBefore.heapUsed)} MB (heap ${mb(memoryBefore.heapUsed)} MB before)`,
  );
  console.log(`  CPU ${fileCpuSeconds.toFixed(1)} s: ${(fileLines / fileCpuSeconds).toFixed(0)} lines per CPU second (${load()})`);

  // The peak heap above counts garbage V8 has not yet collected: with a large live heap it lets
  // garbage grow to a multiple of it before a full collection. What the file itself holds is the
  // heap left after a full collection, sampled through a second run (slower for the collections).
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect) {
    collect();
    const liveBefore = process.memoryUsage().heapUsed;
    let livePeak = liveBefore;
    const liveSampler = setInterval(() => {
      collect();
      livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
    }, 1000);
    await priceFile();
    clearInterval(liveSampler);
    console.log(`  live heap while it is priced (after a full collection, each second): peak +${mb(livePeak - liveBefore)} MB`);
  }
  await app.close();
  await handle.close();
  await cleanup();
}

await main();
