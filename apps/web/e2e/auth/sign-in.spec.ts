import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

test('a user signs in and is welcomed by name on home', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(demoUsers.user.email);

  const home = new HomePage(page);
  await home.expectWelcome(demoUsers.user.name);
  await expect(page.getByTestId('profile-link')).toContainText(demoUsers.user.name);
});

test('a wrong password shows the server message under the e-mail field', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  await login.signIn(demoUsers.agent.email, 'not-the-password-1');
  const response = await answer;
  expect(response.status()).toBe(422);
  const { errors } = (await response.json()) as { errors: { email: string[] } };

  await expect(login.email).toHaveAccessibleDescription(errors.email[0]!);
  await expect(login.email).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening the sign-in page goes home', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(demoUsers.god.email);
  await new HomePage(page).expectWelcome(demoUsers.god.name);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await expect(login.email).toBeHidden();
});

test('remember me keeps the sign-in for a year, otherwise only for the browser session', async ({ page }) => {
  const login = new LoginPage(page);
  const tokenCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'token');

  await login.goto();
  await login.signIn(demoUsers.user.email);
  await new HomePage(page).expectWelcome(demoUsers.user.name);
  expect((await tokenCookie())?.expires).toBe(-1);

  await page.context().clearCookies();
  await login.goto();
  await login.signIn(demoUsers.user.email, undefined, { remember: true });
  await new HomePage(page).expectWelcome(demoUsers.user.name);
  const daysLeft = (((await tokenCookie())?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(364);
});

test('the sign-in page shows before the app’s scripts arrive, in the visitor’s language, and takes input once the app runs', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'locale', value: 'es', url: baseURL! }]);
  // On a slow phone the page is on screen long before its scripts; here they never arrive.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Iniciar sesión');
  await expect(page).toHaveTitle(/^Iniciar sesión · /);
  // Nothing can be typed that the app would then lose.
  const email = page.locator('input[type="email"]');
  await expect(email).toBeVisible();
  await expect(email).toBeDisabled();

  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(demoUsers.user.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});
