import { describe, expect, it } from 'vitest';
import { exportFileName, pageWindow, skeletonRowCount, tableLayoutStorageKey } from './table';

describe('pageWindow', () => {
  it('lists every page when there are at most seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the current page in the middle of seven links', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('shifts the window at either end so it stays full', () => {
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(19, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range and has nothing for an empty list', () => {
    expect(pageWindow(50, 9)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('table constants', () => {
  it('shows as many skeleton rows as the page holds, at most 50', () => {
    expect(skeletonRowCount(10)).toBe(10);
    expect(skeletonRowCount(500)).toBe(50);
  });

  it('stores layouts under a table_ key with the layout version', () => {
    expect(tableLayoutStorageKey('sites')).toBe('table_v4_sites');
  });

  it('names an export after the model and the moment', () => {
    expect(exportFileName('consignments', new Date(2024, 2, 5, 14, 7, 9))).toBe('consignments_2024-03-05_14-07-09.xlsx');
  });
});
