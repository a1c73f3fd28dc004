import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('a shared price result opens without signing in, shows the prices read-only, and stops working once revoked', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  const { token } = await signIn(demoUsers.user.email);
  const calculated = await page.request.post('/api/price-calculation/smart', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pickup: { country: 'SE', zip: '41101', city: 'Göteborg' },
      delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
      goods: [{ package_type: 'eur_pallet', units: 1, weight: 300 }],
    },
  });
  expect(calculated.ok()).toBe(true);
  const { data: calculation } = (await calculated.json()) as { data: { id: string; quotes: unknown[] } };
  expect(calculation.quotes.length).toBeGreaterThan(0);

  await page.goto(`/transport/price-leadtime/form?calculation=${calculation.id}`);
  await expect(page.getByTestId('quote').first()).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this result' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/shared/price-leadtime/[A-Za-z0-9_-]{43}$`));
  await expect(dialog.getByTestId('share-link')).toHaveCount(1);
  await expect(dialog.getByTestId('share-link')).toContainText('Active');

  // Someone without an account, in a browser of their own.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1, name: 'Prices from Nordic Freight AB' })).toBeVisible();
  await expect(shared.getByTestId('route-summary')).toContainText('SE 41101 Göteborg');
  await expect(shared.getByTestId('route-summary')).toContainText('NO 0150 Oslo');
  await expect(shared.getByTestId('quote')).toHaveCount(calculation.quotes.length);
  await expect(shared.getByRole('button', { name: /^Choose / })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(shared.getByText('Markup')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByTestId('share-link')).toContainText('Revoked');

  await shared.reload();
  await expect(shared.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(shared.getByTestId('quote')).toHaveCount(0);
  await visitor.close();
});
