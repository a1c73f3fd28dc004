import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';
import { ShipmentsPage } from '../pages/ShipmentsPage';

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    // A phone's browser names itself one; the server then sends the list drawn.
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });

  test('the shipment list shows the user’s frame before the app’s scripts arrive, and the app takes it over', async ({ page, signIn }) => {
    await signIn(demoUsers.user.email);
    const { data: user } = (await (await page.request.get('/api/whoami')).json()) as { data: { organization: { name: string } } };
    // On a slow phone the page is on screen long before its scripts; here they never arrive.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/transport/shipments');
    await expect(page.locator('h1')).toHaveText('Shipments');
    await expect(page.getByText(user.organization.name, { exact: true })).toBeVisible();
    await expect(page.getByText('Find what is late, what has an exception and what needs an answer.')).toBeVisible();
    await expect(page).toHaveTitle(/^Shipments · /);
    // Nothing in it answers a tap before the app runs.
    await expect(page.locator('#root > [inert]')).toHaveCount(1);

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Shipments' }).getByRole('link').first()).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(new Shell(page).menuLink('Shipments')).toBeVisible();
  });

  test('a shipment’s page shows the shipment before the app’s scripts arrive, and the app takes it over', async ({ page, signIn }) => {
    await signIn(demoUsers.user.email);
    const { data } = (await (await page.request.get('/api/consignments?pageSize=1')).json()) as {
      data: { uuid: string; shipment_number: string; waybill_number: string }[];
    };
    const shipment = data[0]!;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`/transport/shipments/${shipment.uuid}`);
    await expect(page.locator('h1')).toContainText(shipment.shipment_number);
    await expect(page.getByText(shipment.waybill_number, { exact: true })).toBeVisible();
    await expect(page.locator('#root > [inert]')).toHaveCount(1);

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shipment.shipment_number);
    await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
  });

  test.describe('on another clock than the server’s', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('a shipment’s page drawn by the server shows the phone’s own times as the app does', async ({ page, signIn }) => {
      await signIn(demoUsers.user.email);
      const { data } = (await (await page.request.get('/api/consignments?pageSize=1')).json()) as { data: { uuid: string }[] };
      const booked = page.locator('p:text-is("Booked") + p');
      // The app notes the phone's clock as it runs; the server draws the next visit on it.
      await page.goto(`/transport/shipments/${data[0]!.uuid}`);
      await expect(page.locator('#root > [inert]')).toHaveCount(0);
      await expect(booked).toContainText('America/New_York');
      const shown = await booked.textContent();

      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      await expect(page.locator('#root > [inert]')).toHaveCount(1);
      await expect(booked).toHaveText(shown!);
    });
  });

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
