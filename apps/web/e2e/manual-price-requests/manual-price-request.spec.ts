import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { PriceLeadTimePage } from '../pages/PriceLeadTimePage';

/** A second person in a browser of their own, signed in through the API, which sets its cookies. */
async function openAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return page;
}

test('a user asks for a manual price, the logistics team answers it, and the user sees the answer', async ({ page, signIn, browser }) => {
  await signIn(demoUsers.user.email);
  const plt = new PriceLeadTimePage(page);
  const note = `Machine parts for a trade fair ${Date.now()}`;

  await page.goto('/transport/manual-price-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Manual price requests' })).toBeVisible();
  await page.getByRole('button', { name: 'New request' }).click();
  const form = page.getByRole('form', { name: 'New price request' });
  await plt.fillPlace('Pickup', { country: 'Sweden', zip: '41101', city: 'Gothenburg' });
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await delivery.getByRole('combobox', { name: 'Country' }).fill('United States');
  await page.getByRole('option', { name: /^United States( of America)?$/ }).click();
  await delivery.getByRole('textbox', { name: 'Postcode' }).fill('10001');
  await delivery.getByRole('textbox', { name: 'City' }).fill('New York');
  await plt.fillGoods({ packageType: 'EUR pallet', units: 3, weightKg: 400 });
  await form.getByRole('combobox', { name: 'Transport mode' }).click();
  await page.getByRole('option', { name: 'Sea', exact: true }).click();
  await form.getByRole('textbox', { name: 'Notes for the logistics team' }).fill(note);
  await form.getByRole('button', { name: 'Send request' }).click();

  const details = page.getByRole('dialog', { name: /^Price request #\d+$/ });
  await expect(details).toBeVisible();
  const title = (await details.getByRole('heading', { name: /^Price request #\d+$/ }).textContent()) ?? '';
  const id = title.replace(/\D/g, '');
  await expect(details.getByTestId('request-status')).toHaveText('Open');
  await expect(details).toContainText('SE 41101 Gothenburg → US 10001 New York');
  await expect(details).toContainText(note);

  // The logistics team, a god user, answers it.
  const god = await openAs(browser, demoUsers.god.email);
  await god.goto(`/transport/manual-price-request?request=${id}`);
  const answerDrawer = god.getByRole('dialog', { name: `Price request #${id}` });
  await expect(answerDrawer).toBeVisible();
  const answer = answerDrawer.getByRole('form', { name: 'Answer the request' });
  await answer.getByRole('textbox', { name: 'Price' }).fill('18450');
  await answer.getByRole('textbox', { name: 'Carrier' }).fill('NTG Air & Ocean');
  await answer.getByRole('textbox', { name: 'Transit days' }).fill('21');
  const validUntil = `${new Date().getFullYear() + 1}-04-30`;
  await answer.getByRole('textbox', { name: 'Valid until' }).fill(validUntil);
  await answer.getByRole('textbox', { name: 'Valid until' }).press('Tab');
  await answer.getByRole('textbox', { name: 'Note' }).fill('Consolidated via Gothenburg port.');
  await answer.getByRole('button', { name: 'Send price' }).click();
  await expect(answerDrawer.getByTestId('request-status')).toHaveText('Answered');
  await god.context().close();

  // The requester sees the answer.
  await page.reload();
  await expect(details.getByTestId('request-status')).toHaveText('Answered');
  await expect(details.getByTestId('answer-price')).toHaveText(/18\s?450,00\sSEK/);
  await expect(details).toContainText('NTG Air & Ocean');
  await expect(details).toContainText('21 days');
  await expect(details).toContainText(validUntil);
  await expect(details).toContainText('Consolidated via Gothenburg port.');
  // No answer form for the requester.
  await expect(details.getByRole('form', { name: 'Answer the request' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  const row = page.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row.getByTestId('request-status')).toHaveText('Answered');
});
