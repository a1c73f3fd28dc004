import { describe, expect, it } from 'vitest';
import { cellDay, cellNumber, headerNames, importWorkbook, layoutOf, RowErrors, typedCells } from './workbook-import';
import { ValidationError } from './errors';

// Column titles of the customs goods workbook, which has them in every language.
const goods = importWorkbook({
  columns: ['commodity_code', 'description', 'gross_mass'] as const,
  required: ['description'],
  titleKey: (column) => `customs.goods.${column}`,
  sheetKey: 'customs.goods_sheet',
});

describe('workbook headers', () => {
  it('recognizes a column by its title in English, Spanish or Chinese, by its key, in any case and width', () => {
    const layout = goods.layout([undefined, 'DESCRIPCIÓN', '商品编码', 'gross mass', 'Something else']);
    expect([...layout.columns.entries()]).toEqual([
      [1, 'description'],
      [2, 'commodity_code'],
      [3, 'gross_mass'],
    ]);
    expect(layout.missing).toEqual([]);
    // Full-width brackets, as a Chinese keyboard types them, read as the template's.
    expect([...goods.layout(['毛重(千克)']).columns.values()]).toEqual(['gross_mass']);
    expect(goods.layout([' gross_mass ']).missing).toEqual(['description']);
  });

  it('takes the first of two columns with the same meaning and ignores the rest', () => {
    const names = headerNames(['reference'] as const, () => 'outside.column.reference');
    const layout = layoutOf(names, ['Reference', 'Referencia'], ['reference']);
    expect([...layout.columns.entries()]).toEqual([[0, 'reference']]);
  });
});

describe('typed cells', () => {
  it('reads numbers with a decimal point or comma and days as cells or YYYY-MM-DD, naming a cell that is neither', () => {
    expect(cellNumber('1 250,5')).toBe(1250.5);
    expect(cellNumber(3)).toBe(3);
    expect(cellNumber('3 boxes')).toBeNull();
    expect(cellDay(new Date(Date.UTC(2026, 6, 1)))).toBe('2026-07-01');
    expect(cellDay('2026-02-30')).toBeNull();
    const typed = typedCells({ quantity: 'many', day: '2026-02-30', note: 42 }, { quantity: 'number', day: 'day' });
    expect(typed.values).toEqual({ note: '42' });
    expect(typed.errors).toEqual([
      { column: 'quantity', message: 'validation.number' },
      { column: 'day', message: 'validation.date' },
    ]);
  });

  it('refuses the whole import with each wrong cell under rows.<line>.<column>, counting cells once', () => {
    const errors = new RowErrors();
    expect(() => errors.throwIfAny()).not.toThrow();
    errors.add(3, 'quantity', 'validation.number');
    errors.add(3, 'quantity', 'validation.positive');
    errors.add(7, 'description', 'validation.required');
    try {
      errors.throwIfAny();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({
        'rows.3.quantity': ['validation.number', 'validation.positive'],
        'rows.7.description': ['validation.required'],
      });
      expect((error as ValidationError).params).toEqual({ rows: 2 });
    }
  });
});
