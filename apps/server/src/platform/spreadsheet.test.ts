import ExcelJS from 'exceljs';
import JSZip from 'jszip';
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

  // exceljs stores the sheet before the shared strings and the workbook part it depends on; read
  // in the archive's order, parts went missing now and then and a sound file read as unreadable.
  it('reads a small workbook written by exceljs every time, not just most times', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Articles');
    sheet.addRow(['Article number', 'Description']);
    sheet.addRow(['A-1', 'Pump']);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const outcomes = await Promise.all(
      Array.from({ length: 320 }, () =>
        readSheet({ filename: 'articles.xlsx', data }).then(
          (read) => JSON.stringify(read),
          (error: unknown) => String(error),
        ),
      ),
    );
    expect(new Set(outcomes)).toEqual(
      new Set([
        JSON.stringify({
          headers: ['article_number', 'description'],
          rows: [{ line: 2, values: { article_number: 'A-1', description: 'Pump' } }],
        }),
      ]),
    );
  });

  it('reads the first tab of the workbook, not the sheet stored first in the file', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['Note']);
    const articles = book.addWorksheet('Articles');
    articles.addRow(['Article number']);
    articles.addRow(['A-1']);
    // exceljs orders the tabs by orderNo, which its types leave out.
    Object.assign(articles, { orderNo: -1 });
    // exceljs stores the sheets in tab order; another program may store them in any order.
    const written = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    const reordered = new JSZip();
    const paths = Object.keys(written.files)
      .filter((path) => !written.files[path]!.dir)
      .sort((a, b) => Number(b.endsWith('sheet1.xml')) - Number(a.endsWith('sheet1.xml')));
    for (const path of paths) reordered.file(path, await written.file(path)!.async('nodebuffer'));
    const data = await reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const sheet = await readSheet({ filename: 'tabs.xlsx', data });
    expect(sheet.headers).toEqual(['article_number']);
    expect(sheet.rows).toHaveLength(1);
  });
});
