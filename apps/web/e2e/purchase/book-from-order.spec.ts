import { BookingFlowPage } from '../booking/BookingFlowPage';
import { demoUsers } from '../demo-users';
import { expect, searchList, test } from '../fixtures';
import { PurchaseOrderPages } from './PurchaseOrderPages';

test('a buyer enters an order of three articles, splits it into two deliveries, books the first from the order and tracks it', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  const orders = new PurchaseOrderPages(page);
  await page.goto('/purchase/orders');
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(orders.heading).toHaveText('New purchase order');

  const number = `PO-E2E-${Date.now()}`;
  const header = page.getByRole('region', { name: 'Order' });
  await header.getByRole('textbox', { name: 'Order number' }).fill(number);
  await orders.choose(header, 'Supplier', 'Porto', 'Porto Têxteis Lda');
  await orders.choose(header, 'Incoterm', 'FCA', 'FCA');
  await orders.fillLine(1, { article: 'TXT-310', quantity: 10, unitPrice: '12.5' });
  await orders.fillLine(2, { article: 'TXT-320', quantity: 6, unitPrice: '20' });
  await orders.fillLine(3, { article: 'LMP-100', quantity: 4, unitPrice: '9.99' });
  // 125.00 + 120.00 + 39.96, computed as the server will store it.
  await expect(orders.lines.getByText('Total: 284,96 EUR')).toBeVisible();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(orders.heading).toHaveText(`Purchase order ${number}`);

  // The lamps come later: line 3 goes to a delivery of its own.
  await orders.lines.getByRole('textbox', { name: 'Quantity of line 3' }).fill('4');
  await orders.lines.getByRole('button', { name: 'Split into a new delivery' }).click();
  await orders.expectLedger('LMP-100', { delivery: 2, booked: 0, open: 4 });
  await page.getByRole('button', { name: 'Mark as sent' }).click();

  await orders.lines.getByRole('button', { name: 'Book delivery 1' }).click();
  const booking = new BookingFlowPage(page);
  await expect(booking.heading).toHaveText('Ad-hoc booking');
  await expect(page.getByText(`This booking carries 2 lines of purchase order ${number}`)).toBeVisible();
  await expect(booking.section('Consignor').getByRole('textbox', { name: 'Company name' })).toHaveValue('Porto Têxteis Lda');
  await expect(booking.section('Consignee').getByRole('textbox', { name: 'City' })).toHaveValue('Stockholm');
  await booking.next.click();
  await booking.expectStep('Goods');
  await expect(page.getByRole('group', { name: 'Goods line 2' }).getByRole('textbox', { name: 'Units' })).toHaveValue('6');
  await booking.next.click();
  await booking.expectStep('Finalize form & create booking');
  const service = booking.section('Carrier service and pickup').getByRole('combobox', { name: 'Carrier service' });
  await service.click();
  await service.fill('DHL');
  await page.getByRole('option').first().click();
  await booking.section('Documents to print').getByRole('checkbox', { name: 'Transport labels' }).check();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
  const bookingNumber = (await page.getByTestId('booking-number').textContent())!.trim();

  await page.goto('/purchase/orders');
  await searchList(page, number);
  await page.getByRole('table', { name: 'Purchase orders' }).getByRole('link', { name: number }).click();
  await expect(orders.heading).toHaveText(`Purchase order ${number}`);
  await orders.expectLedger('TXT-310', { delivery: 1, booked: 10, open: 0 });
  await orders.expectLedger('TXT-320', { delivery: 1, booked: 6, open: 0 });
  await orders.expectLedger('LMP-100', { delivery: 2, booked: 0, open: 4 });
  await expect(page.getByText('16 booked, 0 shipped, 0 received of 20')).toBeVisible();
  await expect(orders.shipments.getByRole('row').filter({ hasText: bookingNumber })).toContainText('Maia, PT');

  await orders.shipments.getByRole('link', { name: `Track ${bookingNumber}` }).click();
  await expect(page).toHaveURL(/\/transport\/shipments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Purchase order lines' }).getByRole('link', { name: `${number} line 1` })).toBeVisible();
});
