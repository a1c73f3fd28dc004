import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

/**
 * A buyer reads the purchase orders tab, sees its headline figures, and opens the supplier with
 * overdue lines: the order list shows exactly that supplier's late orders of the period.
 */
test('a buyer opens the purchase tab, sees the figures, and drills into a supplier’s overdue orders', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Purchase orders' }).click();

  const figures = page.getByRole('list', { name: 'Headline figures' });
  await expect(figures.getByTestId('tile-value-purchase_orders')).toHaveText(/^[1-9]/);
  await expect(figures.getByTestId('tile-value-purchase_overdue_lines')).toHaveText(/^[1-9]/);
  // Carriage filters mean nothing to orders.
  await expect(page.getByRole('combobox', { name: 'Carrier' })).toBeHidden();

  const chart = page.getByRole('region', { name: 'Overdue lines by supplier' });
  await chart.getByRole('button', { name: 'Chart actions: Overdue lines by supplier' }).click();
  await page.getByRole('menuitem', { name: 'Show figures' }).click();
  const overdue = chart.getByRole('button', { name: /^[1-9]\d* Overdue lines, .+: show these orders$/ }).first();
  await expect(overdue).toBeVisible();
  const supplier = /, (.+): show these orders$/.exec((await overdue.getAttribute('aria-label')) ?? '')![1]!;
  await overdue.click();

  await expect(page).toHaveURL(/\/purchase\/orders\?.*late=1/);
  await expect(page.getByTestId('orders-from-analytics')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Late only' })).toBeChecked();
  const rows = page.getByRole('table', { name: 'Purchase orders' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    await expect(row).toContainText(supplier);
    await expect(row).toContainText('Late');
  }
});
