import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf } from './bundled-texts';

describe('interface text placeholders', () => {
  it('fills values as the web app does, counts marked number in the number notation', () => {
    expect(fillPlaceholders('{{count, number}} shipments of {{site}}', { count: 12500, site: 'Malmö' })).toBe(
      '12\u00a0500 shipments of Malmö',
    );
  });

  it('names each placeholder with its format, so a translation must keep both', () => {
    expect(placeholdersOf('{{site}}: {{ count , number }}')).toEqual(['{{count, number}}', '{{site}}']);
  });
});
