import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentsPage } from '../pages/ShipmentsPage';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the shipment list shows cards that fit the screen, and a tap opens the shipment', async ({ page, signIn }) => {
    await signIn(demoUsers.user.email);
    await page.goto('/transport/shipments');
    const cards = page.getByRole('list', { name: 'Shipments' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Shipments' })).toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);

    const total = ShipmentsPage.figure(await page.getByTestId('shipments-total').textContent());
    await expect(cards).toHaveCount(Math.min(total, 50));

    const first = cards.first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/transport\/shipments\/[0-9a-f-]{36}$/);
    const number = (await first.locator('strong').textContent())?.trim();
    await first.tap();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a click on a row of the shipment list opens the shipment', async ({ page, signIn }) => {
    await signIn(demoUsers.user.email);
    const shipments = new ShipmentsPage(page);
    await shipments.goto();
    const row = shipments.rows.first();
    const href = await row.getByRole('link').first().getAttribute('href');
    await expect(row).toHaveCSS('cursor', 'pointer');
    // The route's cell, away from the row's link and checkbox.
    await row.locator('td').nth(5).click();
    await expect(page).toHaveURL(href!);
  });

  test('ticking a row’s checkbox selects it and stays on the list', async ({ page, signIn }) => {
    await signIn(demoUsers.user.email);
    const shipments = new ShipmentsPage(page);
    await shipments.goto();
    await shipments.rows.first().getByRole('checkbox').check();
    await expect(page.getByText('Selected: 1')).toBeVisible();
    await expect(page).toHaveURL(/\/transport\/shipments$/);
  });
});
