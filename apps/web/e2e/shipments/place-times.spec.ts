import type { Browser, Page } from '@playwright/test';
import { BookingFlowPage } from '../booking/BookingFlowPage';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentPage } from '../pages/ShipmentPage';

// The booking is made in a browser far east of the pickup place, where its window would shift most.
test.use({ timezoneId: 'Asia/Shanghai' });
/** The default window, 09:00–16:00 on the pickup place's clocks in Gothenburg, with the zone named. */
const GOTHENBURG_WINDOW = /^\d{4}-\d{2}-\d{2} 09:00–16:00 Europe\/Stockholm \(GMT\+[12]\)$/;

async function browserIn(browser: Browser, baseURL: string | undefined, timezoneId: string, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId });
  const page = await context.newPage();
  if (signedIn) {
    const response = await page.request.post('/api/login', { data: { email: demoUsers.user.email, password: DEMO_PASSWORD } });
    expect(response.ok()).toBe(true);
  }
  return page;
}

test('a pickup window reads on the pickup place clock in a UTC and a Shanghai browser alike', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  await signIn(demoUsers.user.email);
  const booking = new BookingFlowPage(page);
  await booking.bookAdHoc(
    {
      name: 'Nordic Freight AB',
      address: 'Lundbyvägen 12',
      zip: '41101',
      city: 'Gothenburg',
      country: 'Sweden',
      contact: 'Ulla Usersson',
      email: 'ulla@nordic.example',
      phone: '031-700 12 00',
    },
    1,
  );

  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
  const confirmed = page.getByTestId('booking-pickup');
  await expect(confirmed).toHaveText(GOTHENBURG_WINDOW);
  const window = (await confirmed.textContent())!;

  const shipmentLink = page.getByRole('link', { name: /^BK\d{10}$/ });
  const uuid = (await shipmentLink.getAttribute('href'))!.split('/').pop()!;
  const shipment = new ShipmentPage(page);
  await shipment.goto(uuid);
  await expect(page.getByText(window, { exact: true })).toBeVisible();
  const { path } = await shipment.createShareLink();

  for (const timezoneId of ['UTC', 'Asia/Shanghai']) {
    const signedIn = await browserIn(browser, baseURL, timezoneId, true);
    await new ShipmentPage(signedIn).goto(uuid);
    await expect(signedIn.getByText(window, { exact: true }), `shipment page in ${timezoneId}`).toBeVisible();
    const customer = await browserIn(browser, baseURL, timezoneId, false);
    await customer.goto(path);
    await expect(customer.getByText(window, { exact: true }), `share page in ${timezoneId}`).toBeVisible();
    await signedIn.context().close();
    await customer.context().close();
  }
});
