import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test('a 401 while signed in shows the expired-session dialog, and confirming signs out', async ({ page, signIn }) => {
  const { token } = await signIn(demoUsers.user.email);
  const home = new HomePage(page);
  await home.goto();
  await home.expectWelcome(demoUsers.user.name);

  // The session ends on the server, as when it expires or is revoked elsewhere.
  const revoked = await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(204);

  await new Shell(page).sitePicker.click();
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('For your security you were signed out.');

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(new LoginPage(page).email).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
});

test('a stored sign-in the server no longer accepts leads to the expired-login page and back', async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'token', value: 'no-longer-valid', url: baseURL ?? '', httpOnly: true },
    { name: 'csrf_token', value: 'of-that-session', url: baseURL ?? '' },
  ]);
  await page.goto('/transport/shipments?page=2');
  await expect(page).toHaveURL('/login/expired?redirect=%2Ftransport%2Fshipments%3Fpage%3D2');
  await expect(page.getByRole('heading', { name: 'Your session has expired' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in again' }).click();
  const login = new LoginPage(page);
  await login.signIn(demoUsers.user.email);
  await expect(page).toHaveURL('/transport/shipments?page=2');
});

test('logging out keeps only table settings and sends both menus home', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  const shell = new Shell(page);
  await page.goto('/admin/carriers');
  await expect(shell.modeTab('Admin')).toBeChecked();
  await page.evaluate(() => localStorage.setItem('table_carriers_v4', '{"columns":[]}'));

  await shell.logout.click();
  await expect(page).toHaveURL(/\/login$/);
  // The sign-in page may arrive before the logout has finished tidying the storage.
  await expect
    .poll(() => page.evaluate(() => ({ ...localStorage })))
    .toMatchObject({ table_carriers_v4: '{"columns":[]}', last_admin_path: '/home', last_client_path: '/home' });
  expect(await page.evaluate(() => ({ ...localStorage }))).not.toHaveProperty('role');
});

test('requests carry the page name with ids masked and the selected sites', async ({ page, signIn }) => {
  const { siteIds } = await signIn(demoUsers.siteAdmin.email);

  const fromShipment = page.waitForRequest((request) => request.url().includes('/api/front-notifications'));
  await page.goto('/transport/shipments/3f2c1a9e-8b7d-4c6e-9f01-23456789abcd');
  const shipmentHeaders = (await fromShipment).headers();
  expect(shipmentHeaders['x-page-name']).toBe('/transport/shipments/uuid');
  expect(shipmentHeaders['x-site-ids']).toBe(siteIds.join(','));
  expect(shipmentHeaders['x-session-id']).toMatch(/^[0-9a-f]{32}$/);

  const fromReport = page.waitForRequest((request) => request.url().includes('/api/front-notifications'));
  await page.goto('/reports/3');
  expect((await fromReport).headers()['x-page-name']).toBe('/reports/id');
});
