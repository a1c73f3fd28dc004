import { readFile } from 'node:fs/promises';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('a sustainability manager reads the emissions, opens a shipment’s figures and downloads the GRI report', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  await page.goto('/transport/emissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Emissions' })).toBeVisible();

  // Every demo shipment has its emission record: the last twelve months are never empty.
  await expect(page.getByTestId('kpi-shipments')).toHaveText(/^[1-9][\d,.\s]*$/);
  await expect(page.getByTestId('kpi-co2e_wtw_kg')).toHaveText(/ t$/);
  await expect(page.getByRole('region', { name: 'CO₂e by month (t, well to wheel)' }).locator('canvas')).toBeVisible();

  const table = page.getByRole('table', { name: 'Shipments' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const details = table.getByRole('button', { name: /^Emission details of / }).first();
  const number = (await details.getAttribute('aria-label'))!.replace('Emission details of ', '');
  await details.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(number) });
  await expect(dialog.getByTestId('emissions-details')).toContainText('UK DESNZ GHG conversion factors');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'GRI report' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download as PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gri-305_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
