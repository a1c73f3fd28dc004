import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MAIL_CATCHER_PORT } from './e2e/mail-catcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Two runs on one machine (two checkouts, say) each name their own ports.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const REPO_ROOT = resolve(import.meta.dirname, '../..');

// Every run starts on a fresh database holding only the demo data, removed when the run ends.
// Workers load this file again and inherit the environment, so they reuse the directory.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

// Specs that change what specs running beside them read: a demo user's sites (the menu, the
// screens reached) and the emission factor set of the demo organization's shipments.
const CHANGES_WHAT_OTHERS_READ = ['**/shell/site-picker.spec.ts', '**/emission-factors/primary-data.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/mail-catcher.ts',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // The json reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says, for the test summary.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  // Bounds for a hang, not for speed, and only here: on a shared machine one load of the app can
  // take most of a minute before its heading shows, and a flow of several screens some minutes.
  timeout: 600_000,
  expect: { timeout: 60_000, toPass: { timeout: 60_000 } },
  use: {
    baseURL: BASE_URL,
    actionTimeout: 60_000,
    navigationTimeout: 120_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: CHANGES_WHAT_OTHERS_READ, use: browser },
    // Runs once the rest has passed, so no other spec sees the state these pass through; a run of
    // one of them alone skips the rest with `--no-deps`.
    { name: 'chromium-after-the-rest', testMatch: CHANGES_WHAT_OTHERS_READ, dependencies: ['chromium'], use: browser },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    // Migrating and seeding a fresh database takes about half a minute of CPU, which on a
    // shared machine can stretch past a few minutes: a bound for a hang, like those above.
    timeout: 600_000,
    reuseExistingServer: false,
    // The server's warnings and errors belong in the run's output: a failure then says why.
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      // Sign-in providers send the browser back to this origin, the one the tests browse.
      APP_URL: BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_PORT}`,
      SFTP_PORT: process.env.E2E_SFTP_PORT ?? '2222',
      LOG_LEVEL: 'warn',
    },
  },
});
