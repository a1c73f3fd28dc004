import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

const shipmentsOf = async (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('shipments booked elsewhere come in from the template workbook and count on the emissions screen and in the GRI report', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(demoUsers.user.email);
  await page.goto('/transport/emissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Emissions' })).toBeVisible();
  const shipmentsKpi = page.getByTestId('kpi-shipments');
  await expect(shipmentsKpi).toHaveText(/^[1-9][\d,.\s]*$/);
  const before = await shipmentsOf(await shipmentsKpi.textContent());

  // The template in the user's language, filled in as a sustainability manager would.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await (await templateDownload).path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const column = (title: string) => headers.indexOf(title);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const suffix = testInfo.workerIndex + '-' + Date.now();
  const rows: Record<string, string | number>[] = [
    {
      Reference: `E2E-ROAD-${suffix}`,
      Date: yesterday,
      Carrier: 'Kattegat Freight Forwarding',
      Mode: 'Road',
      'Origin country': 'SE',
      'Origin city or postcode': 'Göteborg',
      'Destination country': 'SE',
      'Destination city or postcode': 'Stockholm',
      'Weight (kg)': 1200,
    },
    {
      Reference: `E2E-AIR-${suffix}`,
      Date: yesterday,
      Carrier: 'Kattegat Freight Forwarding',
      Mode: 'Air',
      'Origin code': 'ARN',
      'Destination code': 'FRA',
      'Weight (kg)': 150,
    },
  ];
  rows.forEach((values, index) => {
    const row = sheet.getRow(2 + index);
    for (const [title, value] of Object.entries(values)) {
      expect(column(title), title).toBeGreaterThan(0);
      row.getCell(column(title)).value = value;
    }
    row.commit();
  });
  const path = testInfo.outputPath('outside-shipments.xlsx');
  await workbook.xlsx.writeFile(path);

  await page.getByRole('button', { name: 'Upload and import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload and import' });
  await dialog.locator('input[type="file"]').setInputFiles(path);
  const site = dialog.getByRole('textbox', { name: 'Site' });
  if (await site.isVisible()) {
    await site.click();
    await page.getByRole('option', { name: 'Gothenburg Warehouse' }).click();
  }
  await dialog.getByRole('button', { name: 'Check workbook' }).click();
  await expect(dialog).toContainText('2 of 2 rows can be imported');
  await dialog.getByRole('button', { name: 'Import 2 shipments' }).click();
  await expect(dialog.getByText('Import finished')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The screen counts them at once, beside the shipments booked in the portal.
  await expect.poll(async () => shipmentsOf(await shipmentsKpi.textContent())).toBe(before + 2);

  await page.getByRole('button', { name: 'GRI report' }).click();
  const griDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download as Excel' }).click();
  const gri = new ExcelJS.Workbook();
  await gri.xlsx.load((await readFile((await (await griDownload).path())!)) as unknown as ArrayBuffer);
  const cells = gri.worksheets.flatMap((worksheet) =>
    worksheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map((value) => String(value ?? '')) : [])),
  );
  expect(cells).toContain('Booked elsewhere');
  expect(cells).toContain('Booked in the portal');
});
