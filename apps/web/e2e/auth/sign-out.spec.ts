import { expect, test } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

test('signing out returns to sign-in and home is closed afterwards', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(demoUsers.user.email, undefined, { remember: true });
  const home = new HomePage(page);
  await home.expectWelcome(demoUsers.user.name);

  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await home.logout.click();
  const response = await signedOut;
  expect(response.status()).toBe(204);
  const headers = response.request().headers();
  // The session travels in its HttpOnly cookie, the write carries the CSRF proof beside it.
  expect(headers.authorization).toBeUndefined();
  expect(headers['x-csrf-token']).toMatch(/^[\w-]{40,}$/);
  expect(headers['x-site-ids']).toMatch(/^\d+(,\d+)*$/);
  expect(headers['x-session-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(headers['x-page-name']).toBe('/home');
  expect(headers['accept-language']).toBe('en');
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.email).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(login.email).toBeVisible();
});
