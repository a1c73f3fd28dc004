// Lighthouse benchmark (npm run bench:lighthouse, after npm run build). Starts the built portal on
// a fresh embedded database with the demo data, signs the demo user in, and audits the login page,
// the shipment list and a shipment's page on Lighthouse's default mobile profile (simulated slow
// 4G and a 4× slower CPU), each several times. Prints the median performance and accessibility
// scores with the metrics that drive them, and exits non-zero when a page misses its goal.
//
//   npm run bench:lighthouse
//   npm run bench:lighthouse -- --runs 1 --port 3700 --pages login,shipments --reports /tmp/lh
//
// --reports keeps each run's full Lighthouse report (JSON) in that folder for a closer look.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3700' },
    pages: { type: 'string', default: 'login,shipments,shipment' },
    reports: { type: 'string' },
    chrome: { type: 'string', default: CHROMIUM_PATH },
  },
});
const runs = Number(args.runs);
const base = `http://127.0.0.1:${args.port}`;
const GOALS = { performance: 90, accessibility: 100 };
const DEMO_USER = { email: 'user@demo.example', password: 'Freight-demo-1' };
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const SERVER = join(REPO_ROOT, 'apps/server/dist/main.js');

async function startServer(dataDir) {
  // Without DATABASE_URL the server opens the embedded database in dataDir and seeds the demo data.
  const { DATABASE_URL: _unused, ...env } = process.env;
  // The young generation `npm start` gives the server (scripts/start.mjs).
  const child = spawn(process.execPath, ['--max-semi-space-size=32', SERVER], {
    env: { ...env, PORT: args.port, HOST: '127.0.0.1', SFTP_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`The server stopped (exit ${code})`))));
  const ready = (async () => {
    for (;;) {
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((done) => setTimeout(done, 250));
    }
  })();
  await Promise.race([ready, exited]);
  return child;
}

/** Signs in inside the browser, so the page's cookie jar holds the session as after a real sign-in. */
async function signIn(browser) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  const uuid = await page.evaluate(async (user) => {
    const login = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...user, cookie: true }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
    const list = await fetch('/api/consignments?per_page=1');
    if (!list.ok) throw new Error(`The shipment list failed: ${list.status}`);
    return (await list.json()).data[0].uuid;
  }, DEMO_USER);
  await page.close();
  return uuid;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One audit's figures; script figures count what the page itself fetched as JavaScript. */
function figures(lhr) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    scriptRequests: scripts.length,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    failedA11y: Object.values(lhr.audits)
      .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
      .map((audit) => audit.id),
  };
}

async function audit(browser, url, reportName) {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    if (args.reports) {
      mkdirSync(args.reports, { recursive: true });
      writeFileSync(join(args.reports, `${reportName}.json`), result.report);
    }
    return figures(result.lhr);
  } finally {
    await page.close();
  }
}

/** On a busy machine Chromium now and then loses a trace (NO_NAVSTART); such a run is repeated. */
async function auditWithRetries(browser, url, reportName, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, url, reportName);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}; trying again\n`);
    }
  }
}

function row(name, all) {
  const pick = (key) => median(all.map((run) => run[key]));
  const ms = (value) => `${Math.round(value)} ms`;
  return {
    page: name,
    performance: `${pick('performance')} (${all.map((run) => run.performance).join(', ')})`,
    accessibility: pick('accessibility'),
    FCP: ms(pick('fcp')),
    LCP: ms(pick('lcp')),
    TBT: ms(pick('tbt')),
    CLS: pick('cls').toFixed(3),
    'script requests': pick('scriptRequests'),
    'script kB': (pick('scriptBytes') / 1024).toFixed(1),
  };
}

async function main() {
  if (!existsSync(SERVER)) throw new Error('No built server: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-lighthouse-'));
  let server;
  let browser;
  try {
    server = await startServer(dataDir);
    browser = await puppeteer.launch({ executablePath: args.chrome, args: CHROMIUM_FLAGS, userDataDir: join(dataDir, 'chrome') });
    const uuid = await signIn(browser);
    // The login page is audited signed out: the session cookies stay out of that browser context.
    const pages = {
      login: { url: `${base}/login`, signedIn: false },
      shipments: { url: `${base}/transport/shipments`, signedIn: true },
      shipment: { url: `${base}/transport/shipments/${uuid}`, signedIn: true },
    };
    const wanted = args.pages.split(',');
    const rows = [];
    let missed = false;
    for (const name of wanted) {
      const target = pages[name];
      if (!target) throw new Error(`Unknown page ${name}; choose from ${Object.keys(pages).join(', ')}`);
      const context = target.signedIn ? browser.defaultBrowserContext() : await browser.createBrowserContext();
      const all = [];
      for (let run = 0; run < runs; run += 1) {
        all.push(await auditWithRetries(context, target.url, `${name}-${run + 1}`));
        process.stderr.write(`${name} run ${run + 1}/${runs}: performance ${all.at(-1).performance}\n`);
      }
      if (!target.signedIn) await context.close();
      const failed = [...new Set(all.flatMap((run) => run.failedA11y))];
      if (failed.length > 0) console.log(`${name}: failed accessibility audits: ${failed.join(', ')}`);
      const result = row(name, all);
      rows.push(result);
      missed ||= median(all.map((run) => run.performance)) < GOALS.performance || result.accessibility < GOALS.accessibility;
    }
    console.table(rows);
    console.log(`Goal: performance >= ${GOALS.performance} and accessibility ${GOALS.accessibility} on every page (median of ${runs}).`);
    if (missed) process.exitCode = 1;
  } finally {
    await browser?.close();
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
