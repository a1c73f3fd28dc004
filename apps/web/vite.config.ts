import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Mantine's useId swaps React's id for a random one in a layout effect, so every input that mounts
// sets state during React's commit, which then renders again and runs the effects of the whole page
// in the same task. React's own id is unique and stable (React 18 and later), so it is used as it is.
const reactIdForMantine: Plugin = {
  name: 'react-id-for-mantine',
  load(id) {
    if (!/@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id)) return null;
    return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}`;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), reactIdForMantine],
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
