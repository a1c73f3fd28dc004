import { describe, expect, it } from 'vitest';
import { canSelectMore, selectionSummary } from './selection';

describe('selectionSummary', () => {
  it('lists up to five names', () => {
    expect(selectionSummary([])).toEqual({ kind: 'none' });
    expect(selectionSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ kind: 'names', names: ['a', 'b', 'c', 'd', 'e'] });
  });

  it('counts from the sixth name, with the number of options when given', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(selectionSummary(six)).toEqual({ kind: 'count', count: 6, total: null });
    expect(selectionSummary(six, { total: 20 })).toEqual({ kind: 'count', count: 6, total: 20 });
  });

  it('honours another limit', () => {
    expect(selectionSummary(['a', 'b'], { limit: 1 })).toEqual({ kind: 'count', count: 2, total: null });
  });
});

describe('canSelectMore', () => {
  it('refuses a selection above the maximum', () => {
    expect(canSelectMore(2, 3)).toBe(true);
    expect(canSelectMore(3, 3)).toBe(false);
    expect(canSelectMore(300)).toBe(true);
  });
});
