import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

const HEADER = 'Reference;Pickup country;Pickup postcode;Delivery country;Delivery postcode;Package type;Units;Weight kg';

test('a user prices a quote file and downloads the cheapest and fastest offer of each line', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  await page.goto('/transport/price-leadtime');
  await page.getByRole('button', { name: 'Quote file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price a quote file' });
  await expect(dialog).toContainText('Pickup postcode');
  // One limit, the quote file's own, is stated.
  await expect(dialog).toContainText(/up to 10\D?000 rows/);
  await expect(dialog).toContainText(/at most 10\D?000 rows/);
  await expect(dialog).not.toContainText(/20\D?000/);

  // A wrong line prices nothing and is named with its column.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'week-47.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\nPO-1;SE;41105;NO;0150;eur_pallet;1;heavy\n`),
  });
  await dialog.getByRole('button', { name: 'Price the file' }).click();
  await expect(dialog.getByRole('table')).toContainText('weight_kg');

  const csv = [HEADER, 'PO-1;SE;41105;NO;0150;eur_pallet;1;300', 'PO-2;SE;41105;SE;11122;parcel;2;12'].join('\n');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'week-47.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Price the file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('week-47-quotes.xlsx');
  await expect(dialog).toContainText('The prices were downloaded as week-47-quotes.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Quotes')!;
  expect(sheet.getRow(2).getCell(2).value).toBe('PO-1');
  expect(Number(sheet.getRow(2).getCell(5).value)).toBeGreaterThan(0);
  expect(Number(sheet.getRow(2).getCell(8).value)).toBeGreaterThan(0);
  expect(sheet.getRow(3).getCell(2).value).toBe('PO-2');
});
