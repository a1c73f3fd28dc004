import { demoUsers } from '../demo-users';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';

// Both tests change a demo user's saved sites and put them back, so they run one after another.
test.describe.configure({ mode: 'serial' });

/** Holds the answer of the site filter back, so the pending state can be seen. */
async function slowDownSiteFilter(page: Page) {
  await page.route('**/api/users/sites-filter', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
}

test('a plain user acts as several sites, keeps at least one, and the menu follows', async ({ page, signIn }) => {
  const { siteIds } = await signIn(demoUsers.user.email);
  const [gothenburg] = siteIds;
  const shell = new Shell(page);
  await page.goto('/customs');
  await expect(page.getByRole('heading', { level: 1, name: 'Customs declarations' })).toBeVisible();
  await expect(shell.menuGroup('Customs')).toBeVisible();
  await slowDownSiteFilter(page);

  await shell.openSitePicker();
  const stockholm = shell.siteOption('Stockholm Office');
  const gothenburgOption = shell.siteOption('Gothenburg Warehouse');
  await expect(gothenburgOption).toBeChecked();
  await expect(stockholm).toBeChecked();

  const saved = page.waitForRequest((request) => request.url().endsWith('/api/users/sites-filter'));
  const reloaded = page.waitForRequest((request) => request.url().includes('/api/embedded-report'));
  await stockholm.uncheck();
  expect((await saved).postDataJSON()).toEqual({ site_ids: [gothenburg] });
  await expect(page.getByRole('dialog').getByText('Removing…')).toBeVisible();

  // Confirmed: the mark goes, the data reloads for the new sites, and Customs is gone, so the
  // customs page is left for home.
  await expect(page.getByRole('dialog').getByText('Removing…')).toBeHidden();
  expect((await reloaded).headers()['x-site-ids']).toBe(String(gothenburg));
  await expect(page).toHaveURL('/home');
  await expect(shell.menuGroup('Customs')).toHaveCount(0);
  await expect(gothenburgOption).toBeDisabled();

  await stockholm.check();
  await expect(page.getByRole('dialog').getByText('Adding…')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Adding…')).toBeHidden();
  await expect(shell.menuGroup('Customs')).toBeVisible();
  await expect(gothenburgOption).toBeEnabled();
});

test('a super user acts as exactly one site, chosen among organizations', async ({ page, signIn }) => {
  const { siteIds } = await signIn(demoUsers.god.email);
  const shell = new Shell(page);
  await page.goto('/home');
  await shell.openSitePicker();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('group', { name: 'Nordic Freight AB' })).toBeVisible();
  await expect(picker.getByRole('group', { name: 'Demo Organization' })).toBeVisible();
  await expect(picker.getByRole('radio', { checked: true })).toHaveCount(1);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/sites-filter'));
  await shell.siteOption('Demo Main Site').check();
  const answer = await saved;
  const { data } = (await answer.json()) as { data: { sitesFilter: number[] } };
  expect(data.sitesFilter).toHaveLength(1);
  expect(answer.request().postDataJSON()).toEqual({ site_ids: data.sitesFilter });
  await expect(picker.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(shell.siteOption('Demo Main Site')).toBeChecked();
  await expect(shell.sitePicker).toContainText('Demo Main Site');
  // The demo site has customs, which Gothenburg does not.
  await expect(shell.menuGroup('Customs')).toBeVisible();

  const next = page.waitForRequest((request) => request.url().includes('/api/') && request.headers()['x-site-ids'] !== undefined);
  await page.keyboard.press('Escape');
  await page.reload();
  expect((await next).headers()['x-site-ids']).toBe(String(data.sitesFilter[0]));

  const restored = await page.request.post('/api/users/sites-filter', {
    data: { site_ids: siteIds },
    headers: { Authorization: `Bearer ${(await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value}` },
  });
  expect(restored.ok()).toBe(true);
});
