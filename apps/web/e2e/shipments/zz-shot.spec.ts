import { BookingFlowPage } from '../booking/BookingFlowPage';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentPage } from '../pages/ShipmentPage';

test.use({ timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 240_000 });

test('shots', async ({ page, signIn, baseURL }) => {
  await signIn(demoUsers.user.email);
  const booking = new BookingFlowPage(page);
  await booking.goto('/transport/transport-booking/ad-hoc');
  await booking.fillParty('Consignor', {
    name: 'Nordic Freight AB', address: 'Lundbyvägen 12', zip: '41101', city: 'Gothenburg', country: 'Sweden',
    contact: 'Ulla Usersson', email: 'ulla@nordic.example', phone: '031-700 12 00',
  });
  await booking.fillParty('Consignee', {
    name: 'Stockholm Retail AB', address: 'Drottninggatan 5', zip: '11151', city: 'Stockholm', country: 'Sweden',
    contact: 'Sven Svensson', phone: '+46812345678',
  });
  await booking.next.click();
  await booking.expectStep('Goods');
  await booking.fillGoods(1, { packageType: 'EUR pallet', units: 1, weightKg: 250, heightCm: 100 });
  await booking.next.click();
  await booking.expectStep('Finalize form & create booking');
  const service = booking.section('Carrier service and pickup').getByRole('combobox', { name: 'Carrier service' });
  await service.click();
  await service.fill('DHL');
  await page.getByRole('option').first().click();
  await page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Description' }).fill('Shop fittings');
  await booking.section('Documents to print').getByRole('checkbox', { name: 'Transport labels' }).check();
  await booking.bookForSite('Gothenburg Warehouse');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/fix19a-confirmation-en.png', fullPage: true });
  const uuid = (await page.getByRole('link', { name: /^BK\d{10}$/ }).getAttribute('href'))!.split('/').pop()!;
  const shipment = new ShipmentPage(page);
  await shipment.goto(uuid);
  const { path } = await shipment.createShareLink();
  for (const locale of ['en', 'es', 'zh-CN']) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    await shipment.goto(uuid);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/fix19a-shipment-${locale}.png`, fullPage: true });
    await page.goto(path);
    await expect(page.getByTestId('tracking-status')).toBeVisible();
    await page.screenshot({ path: `/tmp/fix19a-share-${locale}.png`, fullPage: true });
  }
});
