import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
import { readSheet } from './spreadsheet';

describe('spreadsheets read in a worker thread', { timeout: 60_000 }, () => {
  it('reads every CSV cell as the text written, in batches of rows', async () => {
    const lines = ['Shipment Number;Zip;Weight', ...Array.from({ length: 2500 }, (_, index) => `N${index};0150;1e5`)];
    const sheet = await readSheet({ filename: 'rows.csv', data: Buffer.from(lines.join('\n')) });
    expect(sheet.headers).toEqual(['shipment_number', 'zip', 'weight']);
    expect(sheet.rows).toHaveLength(2500);
    expect(sheet.rows[0]).toEqual({ line: 2, values: { shipment_number: 'N0', zip: '0150', weight: '1e5' } });
    expect(sheet.rows[2499]!.line).toBe(2501);
  });

  it('refuses a file that is no spreadsheet as a wrong field', async () => {
    await expect(readSheet({ filename: 'broken.xlsx', data: Buffer.from('not a zip file') })).rejects.toBeInstanceOf(ValidationError);
  });
});
