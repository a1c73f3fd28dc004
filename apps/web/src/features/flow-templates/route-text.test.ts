import { describe, expect, it } from 'vitest';
import { routeText } from './route-text';

const none = { country: null, zip: null, city: null };

describe('template route', () => {
  it('names both ends as far as the template fills them in', () => {
    expect(routeText({ from: { country: 'SE', zip: '41101', city: null }, to: { country: 'NO', zip: '0150', city: 'Oslo' } })).toBe(
      'SE 41101 → NO 0150 Oslo',
    );
    expect(routeText({ from: { country: 'SE', zip: null, city: null }, to: none })).toBe('SE → …');
    expect(routeText({ from: none, to: none })).toBe('-');
  });
});
