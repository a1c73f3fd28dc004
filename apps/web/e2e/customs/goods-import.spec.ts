import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page, TestInfo } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

/** The template the page hands out, filled with the given rows by their headers, saved for upload. */
async function filledTemplate(page: Page, testInfo: TestInfo, name: string, rows: Record<string, string | number>[]) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Goods items' }).getByRole('button', { name: 'Template' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await (await downloading).path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  rows.forEach((values, index) => {
    const row = sheet.getRow(2 + index);
    for (const [title, value] of Object.entries(values)) {
      expect(headers.indexOf(title), title).toBeGreaterThan(0);
      row.getCell(headers.indexOf(title)).value = value;
    }
    row.commit();
  });
  const path = testInfo.outputPath(name);
  await workbook.xlsx.writeFile(path);
  return path;
}

test('a shipper fills the goods lines template, is shown the wrong cell, corrects it and sees the lines on the declaration', async ({
  page,
  signIn,
}, testInfo) => {
  const shipper = await signIn(demoUsers.user.email);
  const created = await page.request.post('/api/customs/declarations', {
    headers: { authorization: `Bearer ${shipper.token}`, 'x-site-ids': shipper.siteIds.join(',') },
    data: { declaration_type: 'H1' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()).data as { id: number };

  await page.goto(`/customs/${id}`);
  const items = page.getByRole('region', { name: 'Goods items' });
  await expect(items.getByText('No goods lines yet.')).toBeVisible();

  const lines: Record<string, string | number>[] = [
    {
      'Commodity code': '8471 30 00',
      Description: 'E2E tablets',
      Origin: 'CN',
      Procedure: '4000',
      'Net mass (kg)': 12.5,
      'Gross mass (kg)': 15,
      'Statistical value': 1250.5,
      Packages: 2,
    },
    { 'Commodity code': '940520', Description: 'E2E desk lamps', 'Net mass (kg)': 4, 'Gross mass (kg)': 3 },
  ];
  const wrong = await filledTemplate(page, testInfo, 'goods-wrong.xlsx', lines);
  await items.locator('input[type="file"]').setInputFiles(wrong);
  const refusal = page.getByRole('dialog', { name: 'The workbook was not imported' });
  await expect(refusal.getByTestId('workbook-import-problems')).toContainText('Row 3, Net mass (kg):');
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(refusal).toBeHidden();
  await expect(items.getByTestId('customs-item')).toHaveCount(0);

  const corrected = await filledTemplate(page, testInfo, 'goods-corrected.xlsx', [lines[0]!, { ...lines[1]!, 'Gross mass (kg)': 5 }]);
  await items.locator('input[type="file"]').setInputFiles(corrected);
  await expect(page.getByText('2 goods lines added.')).toBeVisible();
  await expect(items.getByTestId('customs-item')).toHaveCount(2);
  await expect(items.getByTestId('customs-item').nth(0)).toContainText('84713000');
  await expect(items.getByTestId('customs-item').nth(0)).toContainText('E2E tablets');
  await expect(items.getByTestId('customs-item').nth(1)).toContainText('E2E desk lamps');
});
