import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, loadLocaleTexts } from './index';

describe('locales', () => {
  it('lists every namespace that has a file, and only those', () => {
    for (const locale of ['en', 'es', 'zh-CN']) {
      const files = readdirSync(join(import.meta.dirname, locale)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it('loads a namespace of a language', async () => {
    expect(typeof (await loadLocaleTexts('es', 'shell'))).toBe('object');
  });
});
