import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('a text a god user changes in Spanish reaches another user after a reload', async ({ page, signIn, browser, baseURL }) => {
  const { token } = await signIn(demoUsers.god.email);
  const label = `Preguntas ${Date.now().toString(36)}`;

  await page.goto('/admin/translate');
  await expect(page.getByRole('heading', { name: 'Translations', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search keys and texts' }).fill('menu.faq');
  const cell = page.getByRole('button', { name: 'Spanish text of shell:menu.faq', exact: true });
  await expect(cell).toHaveText('Preguntas frecuentes');

  // A Spanish user already signed in, before the change.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  // Signing in through the API sets the session cookies of that browser.
  const login = await otherPage.request.post('/api/login', { data: { email: demoUsers.user.email, password: 'Freight-demo-1' } });
  expect(login.ok()).toBe(true);
  await other.addCookies([{ name: 'locale', value: 'es', url: baseURL ?? '' }]);
  await otherPage.goto('/home');
  await expect(otherPage.getByRole('link', { name: 'Preguntas frecuentes', exact: true })).toBeVisible();

  try {
    await cell.click();
    const editor = page.getByRole('textbox', { name: 'Spanish text of shell:menu.faq' });
    await editor.fill('Preguntas {{count}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Keep exactly the placeholders of the English text: —.')).toBeVisible();
    await editor.fill(label);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Text saved. Everyone sees it now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spanish text of shell:menu.faq', exact: true })).toContainText(label);

    await otherPage.reload();
    await expect(otherPage.getByRole('link', { name: label, exact: true })).toBeVisible();
  } finally {
    // Other specs read the Spanish menu; the original text comes back.
    await page.request.delete('/api/translations/es/shell/menu.faq', { headers: { authorization: `Bearer ${token}` } });
    await other.close();
  }
});
