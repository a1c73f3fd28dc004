import { expect, test } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { latestMailTo } from '../mail-catcher';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

/** The path of the first link in the newest e-mail to an address that matches `pattern`, once it has arrived. */
async function linkInMailTo(address: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => pattern.test(latestMailTo(address) ?? '')).toBe(true);
  return new URL(pattern.exec(latestMailTo(address)!)![0]).pathname;
}

test('a new shipper registers, confirms the address, is approved by a god user and signs in', async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const company = `Harbour Logistics ${suffix}`;
  const email = `hanna-${suffix}@harbour.example`;
  const password = 'Harbour-start-2026';

  // The applicant finds the registration on the sign-in page.
  await new LoginPage(page).goto();
  await page.getByRole('link', { name: 'Register your company' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Company name').fill(company);
  await page.getByRole('combobox', { name: 'Country' }).fill('Norw');
  await page.getByRole('option', { name: 'Norway' }).click();
  await page.getByLabel('Your name').fill('Hanna Harbour');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toContainText('Check your e-mail');

  await page.goto(await linkInMailTo(email, /https?:\/\/\S+\/register\/confirm\/[\w-]+/));
  await expect(page.getByRole('status')).toContainText('E-mail address confirmed');

  // A god user approves it under Admin › Registrations.
  const godContext = await browser.newContext();
  const god = await godContext.newPage();
  await new LoginPage(god).goto();
  await new LoginPage(god).signIn(demoUsers.god.email);
  await expect(god).toHaveURL(/\/(home|admin)/);
  await god.goto('/admin/registrations');
  await god.getByRole('button', { name: `Approve ${company}` }).click();
  await expect(god.getByText(`${company} is approved`)).toBeVisible();
  await expect(god.getByRole('button', { name: `Approve ${company}` })).toHaveCount(0);
  await godContext.close();

  // Told by e-mail, the new organization admin signs in with the password chosen at registration.
  await page.goto(await linkInMailTo(email, /https?:\/\/\S+\/login\b/));
  const login = new LoginPage(page);
  await expect(login.email).toBeVisible();
  await login.signIn(email, password);
  await new HomePage(page).expectWelcome('Hanna Harbour');
});
