// `npm test`: unit and API suites (API on the embedded database, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the built app end to end in Chromium. Ends with one line
// that counts every test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'freight-reports-'));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
const firstLine = (messages) =>
  String(messages?.find(Boolean) ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
const failures = [];

const vitestReport = join(reports, 'vitest.json');
if (run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]) !== 0)
  failures.push('vitest');
// Vitest's own summary scrolls far up before the browser suite ends; its failures are named again last.
const vitestFailures = [];
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      vitestFailures.push(`${file.name.replace(root, '')} › ${test.fullName}\n    ${firstLine(test.failureMessages)}`);
    // A file that fails outside any test (its set-up, an import) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed')
      vitestFailures.push(`${file.name.replace(root, '')}\n    ${firstLine([file.message])}`);
  }
} catch {
  totals.failed += 1;
}

if (run('npm', ['run', 'build']) !== 0) failures.push('build');
else {
  const playwrightReport = join(reports, 'playwright.json');
  if (run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }) !== 0)
    failures.push('playwright');
  try {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}
rmSync(reports, { recursive: true, force: true });

if (vitestFailures.length > 0) console.log(`\nVitest failed:\n${vitestFailures.map((failure) => `  ${failure}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
