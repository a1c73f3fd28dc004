import { createHash } from 'node:crypto';
import { LOCALES, type Locale, type TLocaleTexts } from '@freight/contracts';
import { NAMESPACES, loadLocaleTexts } from '@freight/locales';
import { formatNumber } from '@freight/domain';

export interface BundledNamespace {
  texts: TLocaleTexts;
  /** Every leaf as dotted key → text. */
  flat: Map<string, string>;
  /** A hash of the texts, part of every version of the namespace. */
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

let cached: Promise<BundledTexts> | null = null;

/** The interface texts the web app is built with; they are part of the server bundle, so they are read once. */
export function bundledTexts(): Promise<BundledTexts> {
  cached ??= loadAll();
  return cached;
}

async function loadAll(): Promise<BundledTexts> {
  const all: BundledTexts = new Map();
  for (const locale of LOCALES) {
    const namespaces = new Map<string, BundledNamespace>();
    for (const namespace of NAMESPACES) {
      const texts: TLocaleTexts = await loadLocaleTexts(locale, namespace);
      namespaces.set(namespace, { texts, flat: flatten(texts), hash: createHash('sha1').update(JSON.stringify(texts)).digest('hex') });
    }
    all.set(locale, namespaces);
  }
  return all;
}

/** The namespaces of the interface: those of the English texts, the source of every key. */
export function namespacesOf(texts: BundledTexts): string[] {
  return [...(texts.get('en')?.keys() ?? [])].sort();
}

/** `{{name}}` or `{{name, format}}`, as i18next reads them. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * Placeholders with their format, such as `{{name}}` or `{{count, number}}`, sorted, to compare a
 * translation with the English text.
 */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name, format]) => (format ? `{{${name}, ${format}}}` : `{{${name}}}`)).sort();
}

/** An interface text with its placeholders filled as the web app fills them: `number` in the number notation. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (_match, name: string, format?: string) =>
    format === 'number' ? formatNumber(values[name]) : String(values[name] ?? ''),
  );
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
