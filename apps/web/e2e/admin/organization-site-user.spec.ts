import { expect, test } from '../fixtures';
import { demoUsers } from '../demo-users';
import { latestMailTo } from '../mail-catcher';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';

/**
 * A god user sets up a new client: the organization, its first site (the masks of SPEC §5 catch
 * a bad phone number and postcode first) and a user of that site, who signs in through the link
 * of the welcome e-mail.
 */
test('a god user creates an organization, a site and a user of that site, who signs in from the welcome e-mail', async ({
  page,
  signIn,
  browser,
}) => {
  await signIn(demoUsers.god.email);
  const suffix = Date.now().toString(36);
  const organizationName = `Baltic Freight ${suffix}`;

  await page.goto('/admin/organization/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(organizationName);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByText('Organization created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: organizationName })).toBeVisible();

  await page.getByRole('link', { name: 'Add site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add site' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue(organizationName);
  await page.getByRole('textbox', { name: 'Name' }).fill(`Riga Port ${suffix}`);
  await expect(page.getByRole('textbox', { name: 'Identifier' })).toHaveValue(`Riga_Port_${suffix}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`riga-${suffix}@baltic.example`);
  await page.getByRole('combobox', { name: 'Country' }).fill('Latvia');
  await page.getByRole('option', { name: 'Latvia' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('6700');
  const postcode = page.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('LV-1050');
  await page.getByRole('textbox', { name: 'Address' }).fill('Eksporta iela 1');
  await page.getByRole('textbox', { name: 'City' }).fill('Riga');
  const vat = page.getByRole('textbox', { name: 'VAT number' });
  await vat.fill('lv40003000000');
  // What was typed stays as typed; a phone number that is no Latvian number is refused under its field.
  await expect(vat).toHaveValue('lv40003000000');
  await expect(postcode).toHaveValue('LV-1050');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByText('Enter a phone number of the country, with its area code, such as +46 31 700 12 00.')).toBeVisible();
  await expect(page.getByText('Site created')).toHaveCount(0);

  await phone.fill('+371 6700 0000');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByText('Site created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Riga Port ${suffix}` })).toBeVisible();
  // The site's history names who created it.
  const history = page.getByRole('region', { name: 'Change history' });
  await expect(history).toContainText('Created');
  await expect(history).toContainText(demoUsers.god.name);

  // The new site gets Price & LeadTime and nothing else.
  await page.getByRole('link', { name: 'Applications' }).click();
  // Mantine draws the track over the input, which stays the accessible switch.
  await page.getByRole('switch', { name: `Price & LeadTime at Riga Port ${suffix}` }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Applications saved')).toBeVisible();

  await page.goto('/admin/user/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Liga Planner');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`liga-${suffix}@baltic.example`);
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: organizationName }).click();
  // With no role chosen the sites cannot be picked yet.
  const sitesField = page.getByRole('button', { name: /^Sites/ });
  await expect(sitesField).toBeDisabled();
  await page.getByRole('button', { name: /^Roles/ }).click();
  await expect(page.getByRole('option', { name: 'GOD USERS' })).toBeVisible();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(sitesField).toBeEnabled();
  await sitesField.click();
  await page.getByRole('option', { name: `Riga Port ${suffix}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User added')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Liga Planner' })).toBeVisible();

  // The welcome e-mail's link lets the new user choose a password and sign in.
  const email = `liga-${suffix}@baltic.example`;
  await expect.poll(() => latestMailTo(email)).not.toBeNull();
  const link = /https?:\/\/[^\s"<>]+\/password\/welcome\/[\w-]+/.exec(latestMailTo(email)!)?.[0];
  expect(link, 'welcome link').toBeTruthy();
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(new URL(link!).pathname);
  await newcomer.getByLabel(/^New password/).fill('Baltic-harbour-2026');
  await newcomer.getByLabel(/^Repeat the new password/).fill('Baltic-harbour-2026');
  await newcomer.getByRole('button', { name: 'Activate account' }).click();
  await expect(newcomer).toHaveURL(/\/login/);
  await new LoginPage(newcomer).signIn(email, 'Baltic-harbour-2026');
  await new HomePage(newcomer).expectWelcome('Liga Planner');
  // They act for the one site they were given, and see exactly the application it was granted.
  await expect(newcomer.getByRole('button', { name: /^Act as/ })).toContainText(`Riga Port ${suffix}`);
  const menu = newcomer.getByRole('navigation', { name: 'Client menu' });
  await expect(menu.getByRole('link', { name: 'Price & LeadTime' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Transport booking' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Emissions' })).toHaveCount(0);
  await context.close();
});
