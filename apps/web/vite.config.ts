import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    // The server module of the sign-in page (src/prerender.tsx) needs none of the app's public files.
    copyPublicDir: !isSsrBuild,
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/route-preloads.ts, which names each route's files for the server.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // A schema is built as its module loads, and the contracts hold every route's, most of them
      // the server's alone: calls of `z.` are taken as free of side effects, so those never built
      // by the app are left out of it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // On a phone every request costs a round trip, so the code every page needs comes in one
        // file rather than some thirty small ones; each page's own code stays lazily loaded. What
        // ten or more pages share (form parts, dialogs, the table) comes in one more file rather
        // than in as many small ones as there are combinations of pages using it.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Icons are tiny modules that many pages share in ever other combinations: one file of
            // them all, not a request each.
            { name: 'icons', test: /@tabler[\\/]icons-react/, priority: 2 },
            // Building the schemas of a form is the largest part of starting the code pages share:
            // the contracts come in files by the pages that use them, so a page builds only its own.
            { name: 'contracts', test: /packages[\\/]contracts[\\/]|node_modules[\\/]zod[\\/]/, priority: 2, entriesAware: true },
            { name: 'shared', minShareCount: 10, priority: 1 },
          ],
        },
      },
    },
  },
  // The server-rendered sign-in page (src/prerender.tsx) is one self-contained module for the server.
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
}));
