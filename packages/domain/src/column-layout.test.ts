import { describe, expect, it } from 'vitest';
import {
  canMoveColumn,
  canToggleColumn,
  canTogglePin,
  type ColumnLayoutEntry,
  defaultColumnLayout,
  moveColumn,
  normalizeColumnLayout,
  restoreColumnLayout,
  toggleColumn,
  togglePin,
} from './column-layout';

const layout = (spec: string): ColumnLayoutEntry[] =>
  // 'a+ b- c* ': + visible, - hidden, * pinned (and visible)
  spec.split(' ').map((item) => ({
    key: item.slice(0, -1),
    visible: item.endsWith('+') || item.endsWith('*'),
    pinned: item.endsWith('*'),
  }));

const describeLayout = (entries: readonly ColumnLayoutEntry[]) =>
  entries.map((entry) => `${entry.key}${entry.pinned ? '*' : entry.visible ? '+' : '-'}`).join(' ');

describe('defaultColumnLayout', () => {
  it('takes visibility and pins from the column definitions, pinned columns first', () => {
    const result = defaultColumnLayout([{ key: 'id' }, { key: 'name', pin: true }, { key: 'city', toggled: false }, { key: 'email' }]);
    expect(describeLayout(result)).toBe('name* id+ city- email+');
  });
});

describe('normalizeColumnLayout', () => {
  it('keeps only the first three pins', () => {
    expect(describeLayout(normalizeColumnLayout(layout('a* b* c* d* e+')))).toBe('a* b* c* d+ e+');
  });

  it('shows hidden columns again until three are visible', () => {
    expect(describeLayout(normalizeColumnLayout(layout('a- b- c+ d-')))).toBe('a+ b+ c+ d-');
  });

  it('never asks for more visible columns than the table has', () => {
    expect(describeLayout(normalizeColumnLayout(layout('a- b+')))).toBe('a+ b+');
  });
});

describe('showing and hiding columns', () => {
  it('hides and shows a column', () => {
    const start = layout('a+ b+ c+ d+');
    const hidden = toggleColumn(start, 'd');
    expect(describeLayout(hidden)).toBe('a+ b+ c+ d-');
    expect(describeLayout(toggleColumn(hidden, 'd'))).toBe('a+ b+ c+ d+');
  });

  it('keeps at least three columns visible', () => {
    const start = layout('a+ b+ c+ d-');
    expect(canToggleColumn(start, 'a')).toBe(false);
    expect(toggleColumn(start, 'a')).toEqual(start);
    expect(canToggleColumn(start, 'd')).toBe(true);
  });

  it('does not let a pinned column be unchecked', () => {
    const start = layout('a* b+ c+ d+ e+');
    expect(canToggleColumn(start, 'a')).toBe(false);
    expect(toggleColumn(start, 'a')).toEqual(start);
    expect(canToggleColumn(start, 'b')).toBe(true);
  });

  it('refuses unknown columns', () => {
    expect(canToggleColumn(layout('a+ b+ c+ d+'), 'zz')).toBe(false);
  });
});

describe('pinning columns', () => {
  it('pins a hidden column: it becomes visible and joins the pinned ones', () => {
    const result = togglePin(layout('a* b+ c+ d-'), 'd');
    expect(describeLayout(result)).toBe('a* d* b+ c+');
  });

  it('allows at most three pinned columns', () => {
    const start = layout('a* b* c* d+');
    expect(canTogglePin(start, 'd')).toBe(false);
    expect(togglePin(start, 'd')).toEqual(start);
    expect(canTogglePin(start, 'a')).toBe(true);
  });

  it('unpins a column to the front of the unpinned ones, still visible', () => {
    const result = togglePin(layout('a* b* c+ d+'), 'a');
    expect(describeLayout(result)).toBe('b* a+ c+ d+');
    expect(canToggleColumn(result, 'a')).toBe(true);
  });
});

describe('moving columns', () => {
  it('moves a column within its group', () => {
    expect(describeLayout(moveColumn(layout('a* b+ c+ d+'), 'c', -1))).toBe('a* c+ b+ d+');
    expect(describeLayout(moveColumn(layout('a* b+ c+ d+'), 'c', 1))).toBe('a* b+ d+ c+');
  });

  it('does not move an unpinned column in front of a pinned one or past the end', () => {
    const start = layout('a* b+ c+');
    expect(canMoveColumn(start, 'b', -1)).toBe(false);
    expect(moveColumn(start, 'b', -1)).toEqual(start);
    expect(canMoveColumn(start, 'c', 1)).toBe(false);
  });
});

describe('restoreColumnLayout', () => {
  const defaults = layout('id+ name+ city+ email-');

  it('keeps the saved order and settings of known columns and adds new ones', () => {
    const saved = layout('city* email+ name-');
    expect(describeLayout(restoreColumnLayout(saved, defaults))).toBe('city* email+ name- id+');
  });

  it('drops columns the table no longer has and duplicates', () => {
    const saved = [...layout('gone+ city+ city- name+'), { key: 'id', visible: true }];
    expect(describeLayout(restoreColumnLayout(saved, defaults))).toBe('city+ name+ id+ email-');
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(describeLayout(restoreColumnLayout('garbage', defaults))).toBe('id+ name+ city+ email-');
    expect(describeLayout(restoreColumnLayout(null, defaults))).toBe('id+ name+ city+ email-');
  });
});
