import { demoUsers } from '../demo-users';
import { expect, searchList, test } from '../fixtures';
import { Shell } from '../pages/Shell';

test('a buyer finds an order, splits part of a line into a second delivery and sees the quantities booked on its shipments', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  await page.goto('/home');
  await new Shell(page).openSubmenuEntry('Purchase', 'Purchase orders', /\/purchase\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase orders' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Purchase orders' });
  await expect(table.getByRole('link', { name: 'PO-24004' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('PO-24002');
  await expect(table.getByRole('link', { name: 'PO-24004' })).toBeHidden();
  await table.getByRole('link', { name: 'PO-24002' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Purchase order PO-24002' })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Lines' });
  await lines.getByRole('textbox', { name: 'Quantity of line 1' }).fill('100');
  await lines.getByRole('button', { name: 'Split into a new delivery' }).click();
  const moved = lines.getByRole('row').filter({ hasText: 'TXT-310' });
  await expect(moved).toHaveCount(2);
  await expect(moved.nth(0)).toContainText('200');
  await expect(moved.nth(1)).toContainText('100');

  // The rest of the second line goes to an order of its own, which remembers where it came from.
  await lines.getByRole('textbox', { name: 'Quantity of line 2' }).fill('200');
  await lines.getByRole('button', { name: 'Split into a new order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase order PO-24002-2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'split from PO-24002' })).toBeVisible();

  await page.goto('/purchase/orders');
  await searchList(page, 'PO-24004');
  await page.getByRole('table', { name: 'Purchase orders' }).getByRole('link', { name: 'PO-24004' }).click();
  const shipments = page.getByRole('region', { name: 'Bookings and shipments' });
  await expect(shipments.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lines' }).getByRole('row').filter({ hasText: 'LMP-100' })).toContainText('90');
});
