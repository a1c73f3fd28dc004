import type { Page } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

function columnMenu(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Reset columns' }) });
}

async function openColumns(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(columnMenu(page)).toBeVisible();
  return columnMenu(page).getByRole('checkbox');
}

test('the column picker keeps three columns, pins at most three and its layout survives a reload', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  await page.goto('/transport/shipments');
  await expect(page.getByRole('table')).toBeVisible();
  const boxes = await openColumns(page);

  // Hide columns from the end until the rule stops it: three stay selected and locked.
  for (let index = (await boxes.count()) - 1; index >= 0; index -= 1) {
    const box = boxes.nth(index);
    if ((await box.isChecked()) && (await box.isEnabled())) await box.uncheck();
  }
  const checked = columnMenu(page).getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) await expect(checked.nth(index)).toBeDisabled();

  // Show one more and pin three: a fourth pin is refused and pinned columns cannot be hidden.
  const hidden = columnMenu(page).getByRole('checkbox', { checked: false }).first();
  await hidden.check();
  const unpins = columnMenu(page).getByRole('button', { name: /^Unpin / });
  while ((await unpins.count()) < 3) {
    await columnMenu(page).getByRole('button', { name: /^Pin / }).and(page.locator(':enabled')).first().click();
  }
  await expect(unpins).toHaveCount(3);
  await expect(columnMenu(page).getByRole('button', { name: /^Pin / }).first()).toBeDisabled();

  const headersBefore = await page.getByRole('columnheader').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(() => page.getByRole('columnheader').allInnerTexts()).toEqual(headersBefore);
  await openColumns(page);
  await expect(columnMenu(page).getByRole('checkbox', { checked: true })).toHaveCount(4);
  await expect(columnMenu(page).getByRole('button', { name: /^Unpin / })).toHaveCount(3);

  await columnMenu(page).getByRole('button', { name: 'Reset columns' }).click();
});
