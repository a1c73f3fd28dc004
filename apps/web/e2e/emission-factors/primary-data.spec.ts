import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentPage } from '../pages/ShipmentPage';

interface ShipmentRow {
  uuid: string;
  shipment_number: string;
  transport_mode: string | null;
  carrier_id: number | null;
}

test('an organization admin’s primary data for a carrier becomes the figure and the set of that carrier’s shipment', async ({
  page,
  signIn,
}) => {
  const session = await signIn(demoUsers.organizationAdmin.email);
  const headers = { Authorization: `Bearer ${session.token}`, 'x-site-ids': session.siteIds.join(',') };
  const list = await page.request.get('/api/consignments?pageSize=100', { headers });
  const { data } = (await list.json()) as { data: ShipmentRow[] };
  const shipment = data.find((row) => row.transport_mode === 'ROAD' && row.carrier_id !== null);
  if (!shipment) throw new Error('The demo data holds no road shipment with a carrier for this user');
  const carriers = (await (await page.request.get('/api/carriers?pageSize=1000', { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const carrier = carriers.find((row) => row.id === shipment.carrier_id)!;
  // A version of its own each run, so the spec runs again on the same database.
  const version = `e2e-${Date.now()}`;

  await page.goto('/settings/emission-factors');
  await page.getByRole('button', { name: 'New set' }).click();
  const setDialog = page.getByRole('dialog', { name: 'New factor set' });
  await setDialog.getByLabel('Name').fill('Haulier primary data');
  await setDialog.getByLabel('Version').fill(version);
  await setDialog.getByLabel('Source').fill(carrier.name);
  await setDialog.getByLabel('Citation').fill(`${carrier.name}, fuel-based intensities, audited`);
  await setDialog.getByLabel('Licence').fill('Supplied to the shipper for its own reporting');
  await setDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Haulier primary data · ${version}` })).toBeVisible();
  const setPage = new URL(page.url()).pathname;
  await expect(page.getByText('Primary data').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add factor' }).click();
  const factorDialog = page.getByRole('dialog', { name: 'Add factor' });
  await factorDialog.getByLabel('Label').fill('Articulated truck, HVO');
  await factorDialog.getByRole('textbox', { name: 'WTW' }).fill('40');
  await factorDialog.getByRole('textbox', { name: 'TTW' }).fill('10');
  await factorDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Factors' }).getByText('Articulated truck, HVO')).toBeVisible();

  await page.getByRole('button', { name: 'Map to a carrier' }).click();
  const mappingDialog = page.getByRole('dialog', { name: 'Map the set to a carrier' });
  // The carrier field opens focused; typing narrows its list.
  await mappingDialog.getByRole('combobox', { name: 'Carrier', exact: true }).fill(carrier.name);
  await page.getByRole('option', { name: carrier.name, exact: true }).click();
  await mappingDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Carriers' }).getByText(carrier.name)).toBeVisible();

  // The shipment is recalculated in the background: wait until its record names the new set.
  const setVersionUsed = async () => {
    const answer = await page.request.get(`/api/emissions/shipment/${shipment.uuid}`, { headers });
    const record = (await answer.json()).data as { calculation: { legs: { factor: { set_version: string | null } }[] } | null };
    return record.calculation?.legs[0]?.factor.set_version ?? null;
  };
  await expect.poll(setVersionUsed).toBe(version);

  const detail = new ShipmentPage(page);
  await detail.goto(shipment.uuid);
  const panel = page.getByTestId('emissions-panel');
  await panel.getByRole('button', { name: 'Emission details' }).click();
  const dialog = page.getByRole('dialog', { name: `Emissions of ${shipment.shipment_number}` });
  await expect(dialog.getByText(`Haulier primary data, version ${version}`, { exact: false })).toBeVisible();
  await expect(dialog.getByText('Primary data', { exact: false }).first()).toBeVisible();

  // Other specs read this organization's shipments with the platform's factors: the mapping goes again.
  await page.goto(setPage);
  await page.getByRole('button', { name: `Remove the mapping to ${carrier.name}` }).click();
  await expect(page.getByText('The set is not mapped to any carrier.')).toBeVisible();
  await expect.poll(setVersionUsed).not.toBe(version);
});
