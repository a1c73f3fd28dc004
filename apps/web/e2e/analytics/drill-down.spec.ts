import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentsPage } from '../pages/ShipmentsPage';

/**
 * A logistics manager reads on-time delivery by carrier for the last year, narrows the dashboard
 * to the carrier with the most late deliveries, and opens exactly its late shipments.
 */
test('a user filters analytics by the carrier with the most late deliveries and opens exactly those shipments', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  await page.goto('/analytics');
  const chart = page.getByRole('region', { name: 'On-time delivery by carrier' });
  await expect(chart).toBeVisible();
  await chart.getByRole('button', { name: 'Chart actions: On-time delivery by carrier' }).click();
  await page.getByRole('menuitem', { name: 'Show figures' }).click();

  // The carrier whose Late figure is the largest.
  const lateFigures = chart.getByRole('button', { name: /^\d[\d\s]* Late, .+: show these shipments$/ });
  await expect(lateFigures.first()).toBeVisible();
  const names = await lateFigures.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const worst = names
    .map((label) => {
      const [, figure, carrier] = /^([\d\s]+) Late, (.+): show these shipments$/.exec(label)!;
      return { late: Number(figure!.replace(/\s/g, '')), carrier: carrier! };
    })
    .sort((a, b) => b.late - a.late)[0]!;
  expect(worst.late).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: worst.carrier, exact: true }).click();
  await page.keyboard.press('Escape');
  const only = chart.getByRole('button', { name: /: show these shipments$/ });
  await expect(only).toHaveCount(2);
  const late = chart.getByRole('button', { name: `${worst.late} Late, ${worst.carrier}: show these shipments` });
  await late.click();

  await expect(page).toHaveURL(/\/transport\/shipments\?.*late=1/);
  const shipments = new ShipmentsPage(page);
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(worst.late));
});
