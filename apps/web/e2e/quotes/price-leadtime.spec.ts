import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { PriceLeadTimePage } from '../pages/PriceLeadTimePage';

test('a user compares carriers for a pallet from Gothenburg to Oslo, picks the cheapest and keeps the result over a reload', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  const plt = new PriceLeadTimePage(page);
  await plt.goto();

  await plt.fillPlace('Pickup', { country: 'Sweden', zip: '41105', city: 'Gothenburg' });
  await plt.fillPlace('Delivery', { country: 'Norway', zip: '0150', city: 'Oslo' });
  await plt.fillGoods({ packageType: 'EUR pallet', units: 1, weightKg: 300 });
  await expect(page.getByTestId('total-weight')).toContainText('300 kg');
  await plt.getPrices();

  await expect(page.getByTestId('route-summary')).toContainText('SE 41105 Gothenburg');
  await expect(page.getByTestId('route-summary')).toContainText('NO 0150 Oslo');
  const services = await plt.services();
  const carriers = new Set(services.map((service) => service.split(' – ')[0]));
  expect(carriers.size, services.join('; ')).toBeGreaterThanOrEqual(3);
  for (const card of await plt.quotes.all()) {
    await expect(card.getByTestId('quote-price')).toHaveText(/\d{1,3}(\s\d{3})*,\d{2}\sSEK/);
    await expect(card.getByTestId('quote-delivery')).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/);
  }
  // Those that cannot carry a 300 kg pallet are listed apart, with the reason.
  await page.getByRole('button', { name: /services? (is|are) not available for this shipment/ }).click();
  await expect(page.getByRole('list', { name: 'Services not available' })).toContainText('A package is too heavy');

  await plt.sortBy('Price');
  await expect(page).toHaveURL(/[?&]sort=price/);
  // The cards re-order after the address changes; wait for the order rather than read it once.
  await expect
    .poll(async () => {
      const shown = await plt.amounts();
      return shown.join(',') === [...shown].sort((a, b) => a - b).join(',');
    })
    .toBe(true);
  const amounts = await plt.amounts();

  const [cheapest = ''] = await plt.services();
  await plt.chooseService(cheapest);
  await expect(page).toHaveURL(/[?&]service=\d+/);

  await page.reload();
  await expect(plt.quotes.first()).toBeVisible();
  expect((await plt.services())[0]).toBe(cheapest);
  expect(await plt.amounts()).toEqual(amounts);
  await expect(plt.quote(cheapest).getByRole('button', { name: `Chosen: ${cheapest}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(plt.chosen).toBeVisible();

  // Back on the form, the goods typed before the reload are still there.
  await page.getByRole('button', { name: 'Change search' }).click();
  await expect(page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Weight per unit' })).toHaveValue('300');
  await expect(page.getByRole('group', { name: 'Delivery' }).getByRole('textbox', { name: 'Postcode' })).toHaveValue('0150');
});

test('the form names what is missing before it asks for prices', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const plt = new PriceLeadTimePage(page);
  await plt.goto();
  await page.getByRole('button', { name: 'Get prices' }).click();
  await expect(page.getByRole('group', { name: 'Delivery' }).getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Goods line 1' }).getByText('This field is required.')).toBeVisible();
  await expect(page).not.toHaveURL(/calculation=/);
});
