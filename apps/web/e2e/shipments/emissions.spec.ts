import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentPage } from '../pages/ShipmentPage';

test('a demo shipment shows its CO2e and explains it in the emission details', async ({ page, signIn }) => {
  const session = await signIn(demoUsers.user.email);
  const headers = { Authorization: `Bearer ${session.token}`, 'x-site-ids': session.siteIds.join(',') };
  const list = await page.request.get('/api/consignments?pageSize=50', { headers });
  const { data } = (await list.json()) as { data: { uuid: string; shipment_number: string; transport_mode: string | null }[] };
  const shipment = data.find((row) => row.transport_mode === 'ROAD');
  if (!shipment) throw new Error('The demo data holds no road shipment for this user');
  const record = (await (await page.request.get(`/api/emissions/shipment/${shipment.uuid}`, { headers })).json()).data as {
    calculation: { totals: { co2e_wtw_kg: number } } | null;
  };
  expect(record.calculation, 'the demo shipment has its emissions').not.toBeNull();

  const detail = new ShipmentPage(page);
  await detail.goto(shipment.uuid);
  const panel = page.getByTestId('emissions-panel');
  await expect(panel.getByTestId('shipment-co2e')).toContainText('kg CO2e');

  await panel.getByRole('button', { name: 'Emission details' }).click();
  const dialog = page.getByRole('dialog', { name: `Emissions of ${shipment.shipment_number}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Well to wheel (WTW)').first()).toBeVisible();
  await expect(dialog.getByText('UK DESNZ GHG conversion factors, version 2025', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Licence')).toHaveText('Open Government Licence v3.0');
  await expect(dialog.getByText(/km, shortest feasible distance/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
