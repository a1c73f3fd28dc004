/**
 * Outside shipments import benchmark (npm run bench:emissions-import). Builds a workbook of
 * shipments booked elsewhere, streamed to disk, and imports it through
 * `POST /api/emissions/import/process` into a freshly seeded database, then imports it again
 * (every row then updates). Prints rows per second and the server process's peak resident memory
 * while each import runs, beside its memory before: the workbook is streamed, so the peak should
 * not grow with the row count.
 *
 *   npm run bench:emissions-import                        PostgreSQL (BENCH_DATABASE_URL or local), 100,000 rows
 *   npm run bench:emissions-import -- --rows 2000         fewer rows
 *   npm run bench:emissions-import -- --db pglite         embedded database
 *
 * The resident peak includes garbage V8 has not yet collected, so the live heap is also sampled
 * after a full collection every ten seconds of a longer import: that is what the import keeps.
 * Capping the heap (NODE_OPTIONS=--max-old-space-size=192) shows the same from outside.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDatabase } from '../src/db/seed';
import { randomSource } from '../src/db/seed/consignments';
import { createFileStore } from '../src/platform/files';
import { openBenchDatabase } from './bench-database';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '100000' },
  },
});
const kind = args.db === 'pglite' ? 'pglite' : 'postgres';
const rowCount = Number(args.rows);
const USER = { email: 'siteadmin@demo.example', password: 'Freight-demo-1' };
const SITE = 'Gothenburg_Warehouse';
// Each sample is a full collection, which costs the import time: a few over a long import.
const LIVE_HEAP_SAMPLE_MS = 10_000;

// A full collection on demand, without asking for --expose-gc on the command line.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const LANES = [
  ['road', 'SE', 'Goteborg', '', 'DE', 'Hamburg', ''],
  ['road', 'SE', 'Malmo', '', 'NO', 'Oslo', ''],
  ['road', 'SE', 'Stockholm', '', 'FI', 'Helsinki', ''],
  ['rail', 'SE', 'Goteborg', '', 'DE', 'Duisburg', ''],
  ['sea', '', '', 'SEGOT', '', '', 'CNSHA'],
  ['sea', '', '', 'SEGOT', '', '', 'NLRTM'],
  ['air', '', '', 'ARN', '', '', 'ORD'],
  ['air', '', '', 'GOT', '', '', 'PVG'],
] as const;

/** The workbook, written a row at a time so building it holds no more in memory than importing it. */
async function buildWorkbook(path: string) {
  const random = randomSource(11);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Shipments');
  sheet
    .addRow(
      ['Reference', 'Date', 'Carrier', 'Mode', 'Origin country', 'Origin city or postcode', 'Origin code'].concat([
        'Destination country',
        'Destination city or postcode',
        'Destination code',
        'Weight (kg)',
      ]),
    )
    .commit();
  for (let index = 0; index < rowCount; index += 1) {
    const [mode, ...places] = random.pick(LANES);
    const date = new Date(Date.UTC(2026, index % 12, 1 + (index % 28)));
    sheet
      .addRow([`BENCH-${String(index + 1).padStart(7, '0')}`, date, 'Bench Forwarding', mode, ...places, random.int(50, 24_000)])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function main() {
  console.log(`Outside shipments import benchmark: ${rowCount.toLocaleString('en')}-row workbook, ${kind}`);
  const folder = mkdtempSync(join(tmpdir(), 'freight-bench-emissions-'));
  const path = join(folder, 'outside-shipments.xlsx');
  const built = performance.now();
  await buildWorkbook(path);
  console.log(
    `  workbook: ${(statSync(path).size / 1024 / 1024).toFixed(1)} MB, built in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  );

  const { handle, cleanup } = await openBenchDatabase(kind, 'freight_bench_emissions_import');
  await handle.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: join(folder, 'files') });
  const files = createFileStore(config.dataDir);
  await seedDatabase(handle.db, files, { demo: true });
  const { app } = await buildApp({ config, db: handle.db, logger: false, files });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER),
  });
  const { data } = (await login.json()) as { data: { token: string; user: { sites: { id: number; key: string }[] } } };
  const site = data.user.sites.find((candidate) => candidate.key === SITE)!;
  const headers = { authorization: `Bearer ${data.token}`, 'x-site-ids': String(site.id) };
  const content = readFileSync(path);

  for (const label of ['new shipments', 'the same workbook again']) {
    collectGarbage();
    const before = process.memoryUsage().rss;
    const liveBefore = process.memoryUsage().heapUsed;
    let peak = before;
    let livePeak = liveBefore;
    let liveSamples = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const sampleLiveHeap = () => {
      collectGarbage();
      livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
      liveSamples += 1;
    };
    const liveSampler = setInterval(sampleLiveHeap, LIVE_HEAP_SAMPLE_MS);
    const form = new FormData();
    form.append('file', new Blob([content]), 'outside-shipments.xlsx');
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await fetch(`${base}/api/emissions/import/process`, { method: 'POST', headers, body: form });
    const body = await response.text();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    clearInterval(sampler);
    clearInterval(liveSampler);
    if (!response.ok) throw new Error(`import: ${response.status} ${body.slice(0, 500)}`);
    const result = (JSON.parse(body) as { data: { created: number; updated: number } }).data;
    const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.log(
      `\n  import of ${label}: ${seconds.toFixed(1)} s, ${Math.round(rowCount / seconds).toLocaleString('en')} rows/s (created ${result.created}, updated ${result.updated})`,
    );
    // On a shared machine the wall clock also measures the neighbours; the server's own CPU time does not.
    console.log(`  server CPU: ${cpuSeconds.toFixed(1)} s, ${Math.round(rowCount / cpuSeconds).toLocaleString('en')} rows per CPU-second`);
    console.log(`  resident memory: ${megabytes(before)} before, peak ${megabytes(peak)} (+${megabytes(peak - before)})`);
    if (liveSamples > 0)
      console.log(
        `  live heap: ${megabytes(liveBefore)} before, at most ${megabytes(livePeak)} (+${megabytes(livePeak - liveBefore)}) in ${liveSamples} samples`,
      );
  }
  console.log('\n  (aim: at least 2,000 rows/s, and a peak that does not grow with the row count)');
  await app.close();
  await handle.close();
  await cleanup();
  rmSync(folder, { recursive: true, force: true });
}

await main();
