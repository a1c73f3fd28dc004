import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

test('switching to Español translates the sign-in page and survives a reload', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage('Español');

  const spanishEmail = page.getByRole('textbox', { name: 'Correo electrónico', exact: true });
  await expect(spanishEmail).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(spanishEmail).toBeVisible();
  await expect(page.getByRole('link', { name: '¿Ha olvidado su contraseña?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('requests carry the chosen language, so server messages match it', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage('Español');

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
  const email = page.getByRole('textbox', { name: 'Correo electrónico', exact: true });
  await email.fill('nobody@demo.example');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('whatever-1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const response = await answer;

  expect(response.request().headers()['accept-language']).toBe('es');
  const { errors } = (await response.json()) as { errors: { email: string[] } };
  await expect(email).toHaveAccessibleDescription(errors.email[0]!);
});
