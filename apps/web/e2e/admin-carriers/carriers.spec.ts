import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('a god user creates a carrier with a service and a detector through the screens', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  const name = `Fjord Haulage ${Date.now().toString(36)}`;

  await page.goto('/admin/carriers');
  await expect(page.getByRole('heading', { name: 'Carriers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'DHL Freight' })).toBeVisible();

  await page.getByRole('link', { name: 'Add carrier' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Schenker');
  await page.getByRole('button', { name: 'Add carrier' }).click();
  await expect(page.getByText('A carrier with this name already exists.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Add carrier' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add service' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nordic Groupage');
  await dialog.getByRole('textbox', { name: 'Code' }).fill('has space');
  await dialog.getByRole('textbox', { name: 'kg per m³' }).fill('280');
  await dialog.getByRole('textbox', { name: 'kg per loading metre' }).fill('1750');
  await dialog.getByRole('textbox', { name: 'Max. shipment weight (kg)' }).fill('24000');
  await dialog.getByRole('checkbox', { name: 'Takes dangerous goods' }).check();
  await dialog.getByRole('textbox', { name: 'Booking e-mail' }).fill('bookings@fjordhaulage.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Use letters, digits, dots, dashes and underscores only.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('NGR');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const services = page.getByRole('table', { name: 'Services of the carrier' });
  const service = services.getByRole('row').filter({ hasText: 'Nordic Groupage' });
  await expect(service).toContainText('NGR');
  await expect(service).toContainText('280 kg/m³');
  await expect(service).toContainText('Dangerous goods');
  await expect(service).toContainText('bookings@fjordhaulage.example');

  await page.getByRole('tab', { name: 'Detectors' }).click();
  await page.getByRole('textbox', { name: 'Name in imports' }).fill('DHL Freight');
  await page.getByRole('button', { name: 'Add detector' }).click();
  await expect(page.getByText('This name already recognises DHL Freight.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name in imports' }).fill(`${name} AB`);
  await page.getByRole('button', { name: 'Add detector' }).click();
  await expect(page.getByText('Detector saved. 0 shipments matched.')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${name} AB`, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(name).last()).toBeVisible();

  await page.goto('/admin/carriers');
  await page.getByLabel('Search', { exact: true }).fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  // One service and one detector.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
});
