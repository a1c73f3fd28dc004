import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';

const SHIPMENT_UUID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

test.describe('a plain user', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn(demoUsers.user.email);
  });

  for (const [area, path] of [
    ['an admin route', '/admin/organizations'],
    ['an organization-admin route', '/settings/organization/edit/1'],
    ['a site-admin route', '/settings/sites'],
  ] as const) {
    test(`opening ${area} sees a no-access page in place, with the menu still there`, async ({ page }) => {
      const shell = new Shell(page);
      await page.goto(path);
      await expect(shell.forbidden).toBeVisible();
      await expect(page).toHaveURL(path);
      await expect(shell.menuLink('Dashboard')).toBeVisible();

      await page.getByRole('link', { name: 'Go to home' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  }

  test('opening the admin shipment detail lands on the shipment detail with the same query', async ({ page }) => {
    await page.goto(`/admin/shipments/${SHIPMENT_UUID}?tab=events&page=2`);
    await expect(page).toHaveURL(`/transport/shipments/${SHIPMENT_UUID}?tab=events&page=2`);
    await expect(page.getByRole('heading', { name: 'Shipment not found' })).toBeVisible();
  });
});

test('a site admin opens site settings but not organization settings', async ({ page, signIn }) => {
  await signIn(demoUsers.siteAdmin.email);
  const shell = new Shell(page);
  await page.goto('/settings/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(shell.forbidden).toBeHidden();
  await page.goto('/settings/sites/applications');
  await expect(shell.forbidden).toBeVisible();
});

test('an organization admin opens organization settings but not the admin area', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const shell = new Shell(page);
  await page.goto('/settings/organization/edit/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nordic Freight AB' })).toBeVisible();
  await expect(shell.forbidden).toBeHidden();
  await page.goto('/admin/users');
  await expect(shell.forbidden).toBeVisible();
});

test('a god user opens the admin area and the admin shipment detail', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  const shell = new Shell(page);
  await page.goto(`/admin/shipments/${SHIPMENT_UUID}`);
  await expect(page).toHaveURL(`/admin/shipments/${SHIPMENT_UUID}`);
  await expect(page.getByRole('heading', { name: 'Shipment not found' })).toBeVisible();
  await expect(shell.forbidden).toBeHidden();
});

test('/settings opens the profile and an unknown signed-in path shows the 404 page', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  await page.goto('/settings?from=menu');
  await expect(page).toHaveURL('/settings/profile?from=menu');
  await page.goto('/transport/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
