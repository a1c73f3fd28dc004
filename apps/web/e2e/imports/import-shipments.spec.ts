import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ImportShipmentsDialog } from '../pages/ImportShipmentsDialog';
import { ShipmentPage } from '../pages/ShipmentPage';
import { ShipmentsPage } from '../pages/ShipmentsPage';

// Imported into the Malmö terminal, which no other browser test lists, so their counts stay put.
const SITE_KEY = 'Malmo_Terminal';
const UNKNOWN_CARRIER = 'Nordlys Linjetransport AS';

/** Shipment numbers of this run, so a second run on the same data starts from new shipments. */
const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;

test('an organization admin imports a carrier file, imports it again as duplicates and finds the shipment', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const run = runId();
  const first = `IMP-${run}-1`;
  const second = `IMP-${run}-2`;
  const file = csv([
    [
      'shipment_number',
      'site_key',
      'carrier',
      'status_code',
      'event_time',
      'event_description',
      'event_city',
      'event_countrycode',
      'consignee_name',
      'consignee_city',
      'consignee_countrycode',
    ],
    [
      first,
      SITE_KEY,
      'DHL Freight Sverige AB',
      'EDI',
      '2026-11-02 08:00',
      'Shipment information received',
      'Malmö',
      'SE',
      'Fjord Seafood AS',
      'Bergen',
      'NO',
    ],
    [first, SITE_KEY, '', 'PU', '2026-11-02 14:30', `Picked up at the Malmö terminal ${run}`, 'Malmö', 'SE', '', '', ''],
    [
      second,
      SITE_KEY,
      UNKNOWN_CARRIER,
      'BKD',
      '2026-11-03 09:00',
      'Booked with the carrier',
      'Oslo',
      'NO',
      'Nordkapp Fisk AS',
      'Tromsø',
      'NO',
    ],
  ]);

  const shipments = new ShipmentsPage(page);
  await shipments.goto();
  const importer = new ImportShipmentsDialog(page);
  await importer.open();
  await importer.importCsv(`carrier-${run}.csv`, file);
  await importer.expectFigures({ rows: 3, created: 2, updated: 0, events_added: 3, events_duplicate: 0 });
  await expect(importer.unmatchedCarriers).toHaveText([UNKNOWN_CARRIER]);
  await expect(importer.dialog.getByText(/These carrier names were not recognised/)).toBeVisible();

  // The same file again: the shipments are updated and every event is known already.
  await importer.importAnother();
  await importer.importCsv(`carrier-${run}.csv`, file);
  await importer.expectFigures({ rows: 3, created: 0, updated: 2, events_added: 0, events_duplicate: 3 });
  await importer.close();

  await shipments.search.fill(first);
  await expect(shipments.total).toHaveText('1');
  await shipments.expectLoaded();
  await expect(shipments.shipmentLinks()).toHaveText(first);
  await shipments.shipmentLinks().click();

  const detail = new ShipmentPage(page);
  await expect(detail.timeline).toBeVisible();
  await expect(detail.timeline).toContainText(`Picked up at the Malmö terminal ${run}`);
  await expect(detail.timeline).toContainText('Shipment information received');
});

test('a file with a wrong row shows the row and its reason, and nothing lands', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const run = runId();
  const good = `IMP-${run}-OK`;
  const file = csv([
    ['shipment_number', 'site_key', 'eta_at', 'consignee_city'],
    [good, SITE_KEY, '2026-11-20', 'Bergen'],
    [`IMP-${run}-LATE`, SITE_KEY, 'next tuesday', 'Bergen'],
  ]);

  const shipments = new ShipmentsPage(page);
  await shipments.goto();
  const importer = new ImportShipmentsDialog(page);
  await importer.open();
  await importer.importCsv(`wrong-${run}.csv`, file);

  await expect(importer.nothingImported).toBeVisible();
  await expect(importer.rejectedRows).toHaveCount(1);
  // The header is line 1, so the second shipment is line 3 of the file.
  await expect(importer.rejectedRow(3)).toContainText('eta_at');
  await expect(importer.rejectedRow(3)).toContainText('Enter a date as YYYY-MM-DD or YYYY-MM-DD HH:mm.');
  await expect(importer.finished).toBeHidden();
  await importer.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(importer.dialog).toBeHidden();

  // The good row of the refused file did not land either.
  await shipments.search.fill(good);
  await shipments.expectLoaded();
  await expect(shipments.total).toHaveText('0');
  await expect(shipments.rows.first()).toContainText('No shipments match these filters');
});
