import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { PriceLeadTimePage } from '../pages/PriceLeadTimePage';
import { ShipmentPage } from '../pages/ShipmentPage';
import { ShipmentsPage } from '../pages/ShipmentsPage';

/** Collects every Content Security Policy violation the page reports, from its console and its events. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

async function expectTokenHidden(page: Page): Promise<void> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
  expect(session?.httpOnly, 'the session cookie is HttpOnly').toBe(true);
  const readable = await page.evaluate(() =>
    [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n'),
  );
  expect(readable).not.toContain(session!.value);
}

test('the main screens run under the Content Security Policy and no script can read the session token', async ({ page, request }) => {
  const violations = await watchPolicyViolations(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(demoUsers.user.email);
  await new HomePage(page).expectWelcome(demoUsers.user.name);
  await expectTokenHidden(page);

  await new ShipmentsPage(page).goto();
  // A shipment of the user's own sites, found with a bearer token of a separate API sign-in.
  const apiLogin = await request.post('/api/login', { data: { email: demoUsers.user.email, password: DEMO_PASSWORD } });
  const { data } = (await apiLogin.json()) as { data: { token: string; user: { sitesFilter: number[] } } };
  const { uuid } = await ShipmentPage.pickUnderWay(request, { token: data.token, siteIds: data.user.sitesFilter });
  await new ShipmentPage(page).goto(uuid);
  await new PriceLeadTimePage(page).goto();
  await expectTokenHidden(page);

  // A write of the cookie session goes through with its CSRF proof: signing out.
  await new HomePage(page).goto();
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await new HomePage(page).logout.click();
  expect((await signedOut).status()).toBe(204);
  await expect(login.email).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');

  await login.signIn(demoUsers.god.email);
  await new HomePage(page).expectWelcome(demoUsers.god.name);
  await page.goto('/admin/carriers');
  await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectTokenHidden(page);

  expect(violations).toEqual([]);
});

test('the pages cannot be framed by another site', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
});
