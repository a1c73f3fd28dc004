import { IMPORT_COLUMNS } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { importColumnGroups, importTemplateHref, isImportFile } from './import-columns';

describe('import columns', () => {
  const groups = importColumnGroups();

  it('lists every column of the import contract once, shipment_number as the only required one', () => {
    const listed = groups.flatMap((group) => group.columns);
    expect(listed.map((column) => column.name).sort()).toEqual([...IMPORT_COLUMNS].sort());
    expect(listed.filter((column) => column.required).map((column) => column.name)).toEqual(['shipment_number']);
  });

  it('offers a template whose header row names every column', () => {
    const csv = decodeURIComponent(importTemplateHref().replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(csv.trim().split(',')).toEqual(IMPORT_COLUMNS);
  });

  it('takes .xlsx and .csv files only', () => {
    expect(isImportFile({ name: 'DHL november.XLSX' })).toBe(true);
    expect(isImportFile({ name: 'carrier.csv' })).toBe(true);
    expect(isImportFile({ name: 'carrier.xls' })).toBe(false);
    expect(isImportFile({ name: 'carrier.pdf' })).toBe(false);
  });
});
