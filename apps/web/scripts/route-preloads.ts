// Writes dist/route-preloads.json after `vite build`: for each route of the table, the built
// files of its layout and its page (scripts and style sheets, with what they import) and the
// text namespaces they need. The server names them in the page it sends for that address, so a
// browser fetches them beside the app's main script instead of after it has run: one round trip
// less before the first paint.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_ROUTE_NAMES, WEB_ROUTES, type WebRouteDefinition } from '@freight/contracts';
import { LAYOUTS, layoutGroup, PLACEHOLDER_SCREEN, SCREENS, type LazyView } from '../src/app/screens';

// A feature's lazy screens import their pages relative to the feature's folder.
const features = join(import.meta.dirname, '..', 'src', 'features');
const folderOf = new Map<unknown, string>();
for (const feature of readdirSync(features)) {
  if (!existsSync(join(features, feature, 'screens.ts'))) continue;
  const exports = (await import(join(features, feature, 'screens.ts'))) as Record<string, unknown>;
  for (const [name, screens] of Object.entries(exports)) {
    if (!name.endsWith('Screens') || typeof screens !== 'object' || screens === null) continue;
    for (const load of Object.values(screens)) folderOf.set(load, `src/features/${feature}`);
  }
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = join(import.meta.dirname, '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
// The main script and what it imports are named in index.html already.
const initial = new Set<string>();
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, initial);

function collect(key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

/** The source file a lazy view imports, as the manifest names it (`src/…`). */
function sourceOf(view: LazyView): string {
  const specifier = /import\(["']([^"']+)["']\)/.exec(String(view.load))?.[1];
  if (!specifier) throw new Error(`No import() in ${String(view.load)}`);
  const base = join(folderOf.get(view.load) ?? 'src/app', specifier).replaceAll('\\', '/');
  const key = ['.tsx', '.ts'].map((extension) => base + extension).find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`The build has no chunk for ${specifier}`);
  return key;
}

const preloads: Record<string, { files: string[]; namespaces: string[] }> = {};
for (const name of WEB_ROUTE_NAMES) {
  const definition: WebRouteDefinition = WEB_ROUTES[name];
  if (definition.redirectTo) continue;
  const views = [LAYOUTS[layoutGroup(definition.layout)], SCREENS[name] ?? PLACEHOLDER_SCREEN];
  const files = new Set<string>();
  for (const view of views) collect(sourceOf(view), files);
  preloads[name] = {
    files: [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`),
    // The app always loads its common texts first.
    namespaces: [...new Set(['common', ...views.flatMap((view) => view.namespaces)])],
  };
}
writeFileSync(join(dist, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
// The manifest is only this script's input; the server has no use for it.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
