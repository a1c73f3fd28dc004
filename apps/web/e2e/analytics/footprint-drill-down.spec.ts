import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

/**
 * A sustainability lead reads road CO2e by carrier on the footprint tab and opens one carrier's
 * bar on the emissions screen, which keeps the dashboard's period and mode and adds the carrier.
 */
test('a user opens the footprint tab and drills a carrier’s bar into the emissions screen with the same filters', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  await page.goto('/analytics');
  await page.getByRole('tab', { name: 'Footprint' }).click();
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Road', exact: true }).click();
  await page.keyboard.press('Escape');

  const chart = page.getByRole('region', { name: 'CO2e by carrier' });
  await expect(chart).toBeVisible();
  await chart.getByRole('button', { name: 'Chart actions: CO2e by carrier' }).click();
  await page.getByRole('menuitem', { name: 'Show figures' }).click();
  const figure = chart.getByRole('button', { name: /^[\d\s,.k]+ CO2e well-to-wheel \(kg\), .+: show these shipments$/ }).first();
  await expect(figure).toBeVisible();
  const label = (await figure.getAttribute('aria-label')) ?? '';
  const carrier = /, (.+): show these shipments$/.exec(label)![1]!;
  await figure.click();

  await expect(page).toHaveURL(/\/transport\/emissions\?/);
  const address = new URL(page.url()).searchParams;
  // The dashboard's default period, this month and the eleven before it, in whole months.
  expect(address.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  expect(address.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(address.getAll('mode')).toEqual(['road']);
  expect(address.getAll('carrier')).toEqual([carrier]);
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters).toContainText(carrier);
  await expect(filters).toContainText('Road');
});
