import { demoUsers } from '../demo-users';
import { expect, searchList, test } from '../fixtures';
import { PriceLeadTimePage } from '../pages/PriceLeadTimePage';

test('a quote saved as a template with its pickup locked opens from the templates list, keeps the pickup and still prices', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  const plt = new PriceLeadTimePage(page);
  const name = `Gothenburg pallets ${Date.now()}`;

  await page.goto('/transport/price-leadtime/form');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote & Booking' })).toBeVisible();
  await plt.fillPlace('Pickup', { country: 'Sweden', zip: '41101', city: 'Gothenburg' });
  await plt.fillPlace('Delivery', { country: 'Norway', zip: '0150', city: 'Oslo' });
  await plt.fillGoods({ packageType: 'EUR pallet', units: 2, weightKg: 300 });

  // Save as template, locking the consignor's side: the pickup place.
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByRole('textbox', { name: 'Template name' }).fill(name);
  await dialog.getByRole('checkbox', { name: 'Pickup', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Template “${name}” saved`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A fresh start: the draft of this browser must not be what fills the form later.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/transport/price-leadtime/templates');
  const table = page.getByRole('table', { name: 'Quote templates' });
  await searchList(page, name);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('SE 41101 Gothenburg → NO 0150 Oslo');
  await row.getByRole('link', { name: `Open ${name} in the form` }).click();

  await expect(page).toHaveURL(/\/transport\/price-leadtime\/form\?template=\d+/);
  await expect(page.getByRole('status', { name: 'Template in use' })).toContainText(name);
  const pickup = page.getByRole('group', { name: 'Pickup' });
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await expect(pickup.getByRole('textbox', { name: 'Postcode' })).toHaveValue('41101');
  await expect(pickup.getByRole('textbox', { name: 'Postcode' })).toBeDisabled();
  await expect(pickup.getByRole('textbox', { name: 'City' })).toBeDisabled();
  await expect(pickup.getByRole('img', { name: 'Locked by the template' }).first()).toBeVisible();
  // What the template did not lock stays open to change.
  await expect(delivery.getByRole('textbox', { name: 'Postcode' })).toBeEnabled();
  await expect(page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Weight per unit' })).toHaveValue('300');

  await plt.getPrices();
  await expect(page.getByTestId('route-summary')).toContainText('SE 41101 Gothenburg');
  await expect(page.getByTestId('route-summary')).toContainText('NO 0150 Oslo');
  await expect(plt.quotes.first()).toBeVisible();
});
