import { describe, expect, it } from 'vitest';
import { cellProblems } from './workbook-errors';

describe('cellProblems', () => {
  it('lists wrong cells by row, with messages about the file first', () => {
    expect(
      cellProblems({
        'rows.10.quantity': ['Enter a number.'],
        'rows.2.description': ['This field is required.', 'Too long.'],
        file: ['The workbook lacks these columns: Description.'],
      }),
    ).toEqual([
      { row: null, column: null, message: 'The workbook lacks these columns: Description.' },
      { row: 2, column: 'description', message: 'This field is required.' },
      { row: 2, column: 'description', message: 'Too long.' },
      { row: 10, column: 'quantity', message: 'Enter a number.' },
    ]);
  });
});
