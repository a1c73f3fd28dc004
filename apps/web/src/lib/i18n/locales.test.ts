import { LOCALES } from '@freight/contracts';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

const bundles = import.meta.glob<Texts>('../../../../../packages/locales/src/*/*.json', { eager: true, import: 'default' });

function bundle(locale: string, namespace: string): Texts {
  const texts = bundles[`../../../../../packages/locales/src/${locale}/${namespace}.json`];
  if (!texts) throw new Error(`Missing ${locale}/${namespace}.json`);
  return texts;
}

/** Every leaf as `path → text`, so languages can be compared key by key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** Each placeholder with its format, such as `count, number`. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)].map(([, name, format]) => (format ? `${name}, ${format}` : name)).sort();

const namespaces = Object.keys(bundles)
  .filter((path) => path.includes('/en/'))
  .map((path) => path.replace(/^.*\/en\/(.+)\.json$/, '$1'));

describe('locale files', () => {
  it('exist for every namespace', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'home']));
  });

  it('writes every count in the number notation, as the rest of the screen writes figures', () => {
    for (const [path, texts] of Object.entries(bundles)) {
      for (const [key, text] of flatten(texts)) expect(text, `${path}:${key}`).not.toMatch(/\{\{\s*count\s*\}\}/);
    }
  });

  for (const namespace of namespaces) {
    const english = flatten(bundle('en', namespace));

    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      describe(`${locale}/${namespace}`, () => {
        const translated = flatten(bundle(locale, namespace));

        it('has exactly the English keys', () => {
          expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        });

        it('keeps every placeholder and leaves no text empty', () => {
          for (const [key, text] of english) {
            const other = translated.get(key) ?? '';
            expect(other, `${locale}/${namespace}:${key}`).not.toBe('');
            expect(placeholders(other), `${locale}/${namespace}:${key}`).toEqual(placeholders(text));
          }
        });
      });
    }
  }
});
