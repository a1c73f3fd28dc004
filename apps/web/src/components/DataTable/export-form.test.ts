import { describe, expect, it } from 'vitest';
import { exportForm } from './export-form';

describe('export form', () => {
  it('sends the table’s sort, so the file lists rows in the order on screen', () => {
    const form = exportForm({ model: 'consignments', ids: [], columns: [], filters: {}, search: '', sortKey: 'eta_at', sortOrder: 'desc' });
    expect(form.get('sortKey')).toBe('eta_at');
    expect(form.get('sortOrder')).toBe('desc');
  });

  it('sends no sort when the table has none', () => {
    const form = exportForm({ model: 'consignments', ids: [], columns: [], filters: {}, search: '', sortKey: null, sortOrder: null });
    expect(form.has('sortKey')).toBe(false);
  });
});
