import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('the admin dashboard charts the demo organizations’ activity', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const shipmentsChart = page.getByRole('region', { name: 'Shipments per week' });
  await expect(shipmentsChart.locator('canvas')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Share of shipments' }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active users', exact: true }).locator('canvas')).toBeVisible();
  // The demo data has shipments in the last twelve weeks; signing in made at least one user active.
  await expect(page.getByTestId('total-shipments')).not.toHaveText(/^(0|–)$/);
  await expect(page.getByTestId('total-active_users')).not.toHaveText(/^(0|–)$/);
  const byOrganization = page.getByRole('table', { name: 'By organization', exact: true });
  await expect(byOrganization.locator('tbody tr').filter({ hasText: 'Nordic Freight AB' })).toBeVisible();

  await page.getByText('Month', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Shipments per month' }).locator('canvas')).toBeVisible();

  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: 'Demo Organization', exact: true }).click();
  await expect(byOrganization.locator('tbody tr')).toHaveCount(1);
  await expect(byOrganization).toContainText('Demo Organization');
});

test('the dashboard leads to the agents, whose grants a god user sees', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  await page.goto('/admin/dashboard');
  // The page's own link, not the admin menu's entry of the same name.
  await page.getByRole('main').getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Companies' }).locator('tbody tr').filter({ hasText: 'Baltic Customs Agents' });
  await expect(row).toContainText('Anders Agentsson');
  // The demo agent declares Nordic Freight AB's goods.
  await expect(row).toContainText('Nordic Freight AB');
  await row.getByRole('button', { name: 'Edit Baltic Customs Agents' }).click();
  await expect(page.getByRole('dialog', { name: 'Baltic Customs Agents' })).toBeVisible();
});
