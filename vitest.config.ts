import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The web and API suites' test files share their worker's loaded modules (`isolate: false`):
// loading the app's module graph again for every file took more time than most files' tests.
// Files therefore keep no state in a module beyond their own, and give back what they change in
// the process (its environment).
const apiSuite = (name: string, globalSetup: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    globalSetup: [globalSetup],
    setupFiles: ['apps/server/test/setup/busy-connection.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});

// Every API suite runs on the embedded database, and again on PostgreSQL when CI names one.
const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'unit',
      include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
      // Some start an embedded database, which takes seconds on a busy machine; the bounds are for a hang.
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: 'web',
      include: ['apps/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['apps/web/vitest.setup.ts'],
      // A screen typed into key by key takes seconds on a busy machine; the bound is for a hang.
      testTimeout: 30_000,
      isolate: false,
    },
  },
  apiSuite('api-pglite', 'apps/server/test/setup/global-pglite.ts'),
];
if (process.env.TEST_DATABASE_URL) projects.push(apiSuite('api-postgres', 'apps/server/test/setup/global-postgres.ts'));

// Vitest keeps a core for itself by default, which on a 2-core CI machine runs one test file at a
// time; its main process does little, so every core runs a file.
export default defineConfig({ test: { projects, maxWorkers: availableParallelism() } });
