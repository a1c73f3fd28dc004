import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';

/**
 * An organization admin adds an embedded report to the organization: the options are checked
 * as JSON on leaving the field, the report lands in the Custom reports submenu, and its page says
 * that the demo has no reporting service configured. The admin removes it again.
 */
test('an organization admin adds a custom report, finds it in the Custom reports submenu and removes it', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const shell = new Shell(page);
  const name = `Fleet scorecard ${Date.now().toString(36)}`;
  await page.goto('/home');
  await shell.openSubmenuEntry('Settings', 'Organization', /\/settings\/organization\/edit\/\d+$/);
  const organizationPage = page.url();

  const reports = page.getByRole('region', { name: 'Reports' });
  await reports.getByRole('button', { name: 'Add report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add report' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Workspace id/ }).fill('ws-fleet');
  await dialog.getByRole('textbox', { name: /^Report id/ }).fill('rpt-fleet');
  const options = dialog.getByRole('textbox', { name: 'Options (JSON)' });
  await options.fill('{"filterPaneEnabled": tru');
  await options.blur();
  await expect(dialog.getByText('Invalid JSON value')).toBeVisible();
  await options.fill('{"filterPaneEnabled": true}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report created')).toBeVisible();
  await expect(reports.getByText(name)).toBeVisible();

  await shell.openSubmenuEntry('Custom reports', name, /\/reports\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Embedded reports are not configured')).toBeVisible();

  await page.goto(organizationPage);
  await reports.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete report' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Report deleted')).toBeVisible();
  await expect(reports.getByText(name)).toHaveCount(0);
  await expect(shell.menuLink(name)).toHaveCount(0);
});

test('a user whose organization has an analytics report opens it from the Analytics entry', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const shell = new Shell(page);
  await page.goto('/home');
  await shell.menuLink('Analytics').click();
  await expect(page).toHaveURL('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('This report lives in Power BI')).toBeVisible();
});
