import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentsPage } from '../pages/ShipmentsPage';

interface Row {
  uuid: string;
  shipment_number: string;
  predicted_delivery: { date: string; probably_late: boolean } | null;
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

test('a shipment under way shows its predicted delivery and is flagged probably late when promised earlier', async ({ page, signIn }) => {
  const { token, siteIds } = await signIn(demoUsers.user.email);
  const headers = { Authorization: `Bearer ${token}`, 'x-site-ids': siteIds.join(',') };
  // The server learns from the demo's delivered shipments as it starts.
  let shipment: Row | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/consignments?pageSize=200&filter[status]=PICKED_UP,IN_TRANSIT,OUT_FOR_DELIVERY', {
        headers,
      });
      const { data } = (await response.json()) as { data: Row[] };
      shipment = data.find((row) => row.predicted_delivery);
      return shipment !== undefined;
    })
    .toBe(true);
  const predicted = shipment!.predicted_delivery!.date;

  // The carrier now promises the day before the predicted one (a predicted day already past counts as today).
  const promised = dayBefore(predicted);
  const changed = await page.request.patch(`/api/consignments/${shipment!.uuid}`, { headers, data: { eta_at: `${promised}T12:00:00Z` } });
  expect(changed.ok(), 'ETA change').toBe(true);

  await page.goto(`/transport/shipments/${shipment!.uuid}`);
  const panel = page.getByTestId('predicted-delivery');
  await expect(panel.getByTestId('predicted-date')).toHaveText(predicted);
  await expect(panel.getByText('Probably late', { exact: true })).toBeVisible();
  await expect(panel.getByText(`Later than the promised ${promised}`)).toBeVisible();
  await expect(panel.getByText(/^From \d+ delivered shipments with /)).toBeVisible();

  // The list's 'Probably late' filter finds it, its column flagged.
  const shipments = new ShipmentsPage(page);
  await page.goto('/transport/shipments?probably_late=1');
  await expect(shipments.heading).toBeVisible();
  // A generous bound: on a busy machine the table can take long to settle.
  const row = shipments.rows.filter({ hasText: shipment!.shipment_number });
  await expect(row.getByTestId('probably-late')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Probably late' })).toBeChecked();
});
