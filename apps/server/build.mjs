// Bundles the server with the workspace packages into dist/main.js (and the spreadsheet worker
// into dist/spreadsheet-worker.js). Every npm package stays
// external and loads from node_modules, so libraries shared with the contracts (zod) exist
// once; the interface texts come in with the locales package, the SQL migrations and the emissions
// gazetteer's place tables are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@freight/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  // The spreadsheet reader's worker thread is a file of its own, found beside main.js.
  entryPoints: { main: 'src/main.ts', 'spreadsheet-worker': 'src/platform/spreadsheet-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/modules/emissions/places', 'dist/places', { recursive: true });
