import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { ProfilePage } from '../pages/ProfilePage';

test('a god user’s announcement reaches the users of the organization chosen, in Spanish for a Spanish reader, and no one else', async ({
  page,
  browser,
  signIn,
}) => {
  const stamp = Date.now().toString(36);
  const english = `Customs office closed on Friday ${stamp}`;
  const spanish = `Aduana cerrada el viernes ${stamp}`;

  await signIn(demoUsers.god.email);
  await page.goto('/admin/notifications');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(english);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Declarations filed on Friday are handled on Monday.');
  await dialog.getByRole('tab', { name: /Español/ }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(spanish);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Las declaraciones presentadas el viernes se tramitan el lunes.');
  await dialog.getByRole('combobox', { name: 'Organizations' }).click();
  await page.getByRole('option', { name: 'Nordic Freight AB' }).click();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/The announcement was sent to \d+ people\./)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(english) });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText('Nordic Freight AB');

  // The transport planner reads the portal in Spanish.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  expect((await readerPage.request.post('/api/login', { data: { email: demoUsers.user.email, password: DEMO_PASSWORD } })).ok()).toBe(true);
  const profile = new ProfilePage(readerPage);
  await profile.goto();
  await profile.language.selectOption('es');
  expect(await profile.submit()).toBe(200);
  await readerPage.goto('/notifications');
  const notice = readerPage.getByRole('button', { name: new RegExp(spanish) });
  await expect(notice).toContainText('Las declaraciones presentadas el viernes se tramitan el lunes.');
  await notice.click();
  await readerPage.goto('/settings/profile');
  await readerPage.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  const saved = readerPage.waitForResponse((response) => response.url().endsWith('/api/settings/profile'));
  await readerPage.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await saved).status()).toBe(200);
  await reader.close();

  // A user of another organization never gets it.
  const outsider = await browser.newContext();
  const outsiderPage = await outsider.newPage();
  expect((await outsiderPage.request.post('/api/login', { data: { email: demoUsers.agent.email, password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );
  await outsiderPage.goto('/notifications');
  // The list has loaded: the outsider's own notices are there.
  await expect(outsiderPage.getByRole('button', { name: /Your sites are ready|Welcome to Freight Portal/ }).first()).toBeVisible();
  await expect(outsiderPage.getByText(english)).toHaveCount(0);
  await outsider.close();

  // The god user sees that one of them has read it.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(english) })).toContainText(/1 of \d+/);
});
