import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale, type TLocaleTexts } from '@freight/contracts';

/**
 * The interface texts the web app is built with (one JSON file per language and namespace). The
 * server bundle carries a copy beside it; run from the sources it reads the web app's own files.
 */
function localesFolder(): string {
  const candidates = [
    join(import.meta.dirname, 'locales'),
    join(import.meta.dirname, '..', '..', '..', '..', '..', 'packages', 'locales', 'src'),
    join(import.meta.dirname, '..', '..', '..', 'packages', 'locales', 'src'),
  ];
  const found = candidates.find((candidate) => existsSync(join(candidate, 'en')));
  if (!found) throw new Error(`The interface texts were not found in ${candidates.join(', ')}`);
  return found;
}

export interface BundledNamespace {
  texts: TLocaleTexts;
  /** Every leaf as dotted key → text. */
  flat: Map<string, string>;
  /** A hash of the file, part of every version of the namespace. */
  hash: string;
}

export type BundledTexts = Map<Locale, Map<string, BundledNamespace>>;

export function flatten(texts: TLocaleTexts, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

let cached: BundledTexts | null = null;

/** Read once per process: the files only change with a new build. */
export function bundledTexts(): BundledTexts {
  if (cached) return cached;
  const folder = localesFolder();
  const all: BundledTexts = new Map();
  for (const locale of LOCALES) {
    const namespaces = new Map<string, BundledNamespace>();
    const directory = join(folder, locale);
    for (const file of existsSync(directory) ? readdirSync(directory) : []) {
      if (!file.endsWith('.json')) continue;
      const raw = readFileSync(join(directory, file), 'utf8');
      const texts = JSON.parse(raw) as TLocaleTexts;
      namespaces.set(file.slice(0, -'.json'.length), { texts, flat: flatten(texts), hash: createHash('sha1').update(raw).digest('hex') });
    }
    all.set(locale, namespaces);
  }
  cached = all;
  return all;
}

/** The namespaces of the interface: those of the English texts, the source of every key. */
export function namespacesOf(texts: BundledTexts): string[] {
  return [...(texts.get('en')?.keys() ?? [])].sort();
}

/** Placeholders such as `{{count}}`, sorted, to compare a translation with the English text. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => `{{${match[1]}}}`).sort();
}

/** The bundled texts of a namespace with the overrides written over them, as a new tree. */
export function mergeOverrides(texts: TLocaleTexts, overrides: { key: string; value: string }[]): TLocaleTexts {
  const merged = structuredClone(texts);
  for (const { key, value } of overrides) {
    const parts = key.split('.');
    let node: TLocaleTexts = merged;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object') {
        node = {};
        break;
      }
      node = next;
    }
    const leaf = parts.at(-1)!;
    // Only texts the bundle has are replaced; an override of a key that was removed is ignored.
    if (typeof node[leaf] === 'string') node[leaf] = value;
  }
  return merged;
}
