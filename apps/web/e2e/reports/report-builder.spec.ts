import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';

/**
 * A user composes a report from the analytics figures, saves it as their own, finds it in the
 * Custom reports submenu and opens it to the same table.
 */
test('a user builds a report of shipments by mode and direction, saves it and opens it from the Custom reports submenu', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  const shell = new Shell(page);
  const name = `Modes and directions ${Date.now().toString(36)}`;
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Build a report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New report' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Rows' }).click();
  await page.getByRole('option', { name: 'Mode', exact: true }).click();
  await page.getByRole('combobox', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'Direction', exact: true }).click();
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Mode' }) });
  await expect(table.getByRole('columnheader', { name: 'Outbound' })).toBeVisible();
  const firstRow = table.getByRole('row').nth(2);
  const rowText = (await firstRow.textContent()) ?? '';
  expect(rowText).toMatch(/\d/);

  await page.getByRole('button', { name: 'Save report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save report' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Report ${name} saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/reports\/saved\/\d+$/);

  await page.goto('/home');
  await shell.openSubmenuEntry('Custom reports', name, /\/reports\/saved\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Your own report: only you see it.')).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toHaveText(rowText);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete report' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Report ${name} deleted.`)).toBeVisible();
});
