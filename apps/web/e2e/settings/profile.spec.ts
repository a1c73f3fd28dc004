import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ProfilePage } from '../pages/ProfilePage';

// The tests edit the same account and put it back, so they run one after another.
test.describe.configure({ mode: 'serial' });

test('a profile edit is saved, survives a reload and is put back', async ({ page, signIn }) => {
  await signIn(demoUsers.siteAdmin.email);
  const profile = new ProfilePage(page);
  await profile.goto();
  const original = await profile.description.inputValue();

  await profile.description.fill('Warehouse lead, Gothenburg and Malmö');
  expect(await profile.submit()).toBe(200);
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  await page.reload();
  await expect(profile.description).toHaveValue('Warehouse lead, Gothenburg and Malmö');
  await profile.description.fill(original);
  expect(await profile.submit()).toBe(200);
});

test('a refused change shows the server message under its field', async ({ page, signIn }) => {
  await signIn(demoUsers.siteAdmin.email);
  const profile = new ProfilePage(page);
  await profile.goto();

  await profile.email.fill(demoUsers.organizationAdmin.email);
  expect(await profile.submit()).toBe(422);
  await expect(profile.email).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.email).toHaveAccessibleDescription('This e-mail address is already used by another account.');
});

test('the language chosen in the profile applies at once and after a reload', async ({ page, signIn }) => {
  await signIn(demoUsers.siteAdmin.email);
  const profile = new ProfilePage(page);
  await profile.goto();

  await profile.language.selectOption('es');
  expect(await profile.submit()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Panel' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/settings/profile'));
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});
