import { demoUsers } from '../demo-users';
import type { Page, Route } from '@playwright/test';
import { expect, test as signedInTest, type SignedIn } from '../fixtures';
import { Shell } from '../pages/Shell';

/** Signs in and puts the user's saved sites back after the test, even when it fails midway. */
const test = signedInTest.extend<{ signInKeepingSites: (email: string) => Promise<SignedIn> }>({
  signInKeepingSites: async ({ page, signIn }, provide) => {
    let session: SignedIn | undefined;
    await provide(async (email) => (session = await signIn(email)));
    if (!session) return;
    const restored = await page.request.post('/api/users/sites-filter', {
      data: { site_ids: session.siteIds },
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(restored.ok()).toBe(true);
  },
});

// Both tests change a demo user's saved sites and put them back, so they run one after another.
test.describe.configure({ mode: 'serial' });

/** Holds each change of the site filter until the test lets it go, so its pending state shows on a machine of any speed. */
async function holdSiteFilter(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/users/sites-filter', (route) => {
    held.push(route);
  });
  return async function nextHeld(): Promise<Route> {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    return held.shift()!;
  };
}

test('a plain user acts as several sites, keeps at least one, and the menu follows', async ({ page, signInKeepingSites }) => {
  const { siteIds } = await signInKeepingSites(demoUsers.user.email);
  const [gothenburg] = siteIds;
  const shell = new Shell(page);
  await page.goto('/customs');
  await expect(page.getByRole('heading', { level: 1, name: 'Customs declarations' })).toBeVisible();
  await expect(shell.menuGroup('Customs')).toBeVisible();
  const nextHeld = await holdSiteFilter(page);

  await shell.openSitePicker();
  const stockholm = shell.siteOption('Stockholm Office');
  const gothenburgOption = shell.siteOption('Gothenburg Warehouse');
  await expect(gothenburgOption).toBeChecked();
  await expect(stockholm).toBeChecked();

  await stockholm.uncheck();
  const removal = await nextHeld();
  expect(removal.request().postDataJSON()).toEqual({ site_ids: [gothenburg] });
  await expect(page.getByRole('dialog').getByText('Removing…')).toBeVisible();
  const reloaded = page.waitForRequest((request) => request.url().includes('/api/embedded-report'));
  await removal.continue();

  // Confirmed: the mark goes, the data reloads for the new sites, and Customs is gone, so the
  // customs page is left for home.
  await expect(page.getByRole('dialog').getByText('Removing…')).toBeHidden();
  expect((await reloaded).headers()['x-site-ids']).toBe(String(gothenburg));
  await expect(page).toHaveURL('/home');
  await expect(shell.menuGroup('Customs')).toHaveCount(0);
  await expect(gothenburgOption).toBeDisabled();

  await stockholm.check();
  const addition = await nextHeld();
  await expect(page.getByRole('dialog').getByText('Adding…')).toBeVisible();
  await addition.continue();
  await expect(page.getByRole('dialog').getByText('Adding…')).toBeHidden();
  await expect(shell.menuGroup('Customs')).toBeVisible();
  await expect(gothenburgOption).toBeEnabled();
});

test('a super user acts as exactly one site, chosen among organizations', async ({ page, signInKeepingSites }) => {
  await signInKeepingSites(demoUsers.god.email);
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
});
