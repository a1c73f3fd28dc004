import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { importRejection } from './import-rejection';

const refused = (errors: Record<string, string[]>, message = 'The import was not saved: 3 fields are wrong.') =>
  new ApiError(422, { message, errors }, message);

describe('importRejection', () => {
  it('groups the messages by row in file order, keeping each column', () => {
    const rejection = importRejection(
      refused({
        'rows.12.eta_at': ['Enter a date as YYYY-MM-DD or YYYY-MM-DD HH:mm.'],
        'rows.3.shipment_number': ['This field is required.'],
        'rows.12.total_weight': ['This value is not valid.'],
      }),
    );
    expect(rejection).toEqual({
      message: 'The import was not saved: 3 fields are wrong.',
      general: [],
      rows: [
        { line: 3, fields: [{ column: 'shipment_number', messages: ['This field is required.'] }] },
        {
          line: 12,
          fields: [
            { column: 'eta_at', messages: ['Enter a date as YYYY-MM-DD or YYYY-MM-DD HH:mm.'] },
            { column: 'total_weight', messages: ['This value is not valid.'] },
          ],
        },
      ],
    });
  });

  it('keeps messages about the whole file apart, and a whole-row message without a column', () => {
    const rejection = importRejection(refused({ file: ['The file could not be read.'], 'rows.4.row': ['This value is not valid.'] }));
    expect(rejection?.general).toEqual(['The file could not be read.']);
    expect(rejection?.rows).toEqual([{ line: 4, fields: [{ column: null, messages: ['This value is not valid.'] }] }]);
  });

  it('leaves other failures alone', () => {
    expect(importRejection(new ApiError(413, { message: 'Too large' }, 'Too large'))).toBeNull();
    expect(importRejection(new Error('offline'))).toBeNull();
    expect(importRejection(null)).toBeNull();
  });
});
