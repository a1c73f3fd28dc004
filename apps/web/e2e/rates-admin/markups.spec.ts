import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { AgreementsPage } from '../pages/AgreementsPage';
import { MarkupsPage } from '../pages/MarkupsPage';
import { Shell } from '../pages/Shell';

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

// No demo markup covers this service, and no price is calculated for it, so other specs are unaffected.
const SERVICE = 'Agility Groupage';

test('an organization admin adds, changes and deletes a markup', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const markups = new MarkupsPage(page);
  await page.goto('/home');
  const shell = new Shell(page);
  await shell.openSubmenuEntry('Settings', 'Markups', /\/settings\/markups$/);
  await expect(markups.heading).toBeVisible();
  await expect(markups.row('DHL Freight Pall')).toBeVisible();

  await markups.openNew();
  // Nothing filled in: the services field is marked and the grid asks for a box (SPEC §5).
  await markups.save();
  await expect(markups.dialog.getByText('Choose at least one carrier service.')).toBeVisible();
  await expect(markups.servicesField).toHaveAttribute('aria-invalid', 'true');
  await expect(markups.dialog.getByText(/Fill in at least one of the nine boxes/)).toBeVisible();

  await markups.chooseService(SERVICE);
  await markups.box('rate', 'domestic', 'domestic').fill('6,5');
  await markups.box('fixed', 'domestic', 'regional').fill('120');
  await markups.save();
  await expect(markups.dialog).toBeHidden();
  const row = markups.row(SERVICE);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Enabled');
  await expect(row.getByRole('img', { name: 'domestic → domestic, domestic → regional' })).toBeAttached();

  await markups.openEdit(SERVICE);
  await expect(markups.box('rate', 'domestic', 'domestic')).toHaveValue('6.5');
  await expect(markups.box('fixed', 'domestic', 'regional')).toHaveValue('120');
  await markups.generalField('rate').fill('4');
  await markups.generalField('fixed').fill('49,50');
  // The domestic rate the admin set stays; its empty fixed amount takes the general one.
  await expect(markups.box('rate', 'domestic', 'domestic')).toHaveValue('6.5');
  await expect(markups.box('fixed', 'domestic', 'domestic')).toHaveValue('49.50');
  await markups.setBookingEnabled(false);
  await markups.save();
  await expect(markups.dialog).toBeHidden();
  await expect(row).toContainText('4 %');
  await expect(row).toContainText('49,50 kr');
  await expect(row).toContainText('Disabled');

  await markups.delete(SERVICE);
  await expect(markups.row(SERVICE)).toHaveCount(0);
});

test('a god user adds a booking agreement, extends it and deletes it in a batch', async ({ page, signIn }) => {
  await signIn(demoUsers.god.email);
  const agreements = new AgreementsPage(page);
  await agreements.goto();
  const customerNumber = `E2E-${runId()}`;

  await agreements.add({
    organization: 'Nordic Freight AB',
    service: 'Bring Business Parcel',
    customerNumber,
    validFrom: '2031-01-01',
    validTo: '2031-06-30',
  });
  const row = agreements.row(customerNumber);
  await expect(row).toContainText('Nordic Freight AB');
  await expect(row).toContainText('Whole organization');
  await expect(row).toContainText('Bring Parcels');
  await expect(row).toContainText('Upcoming');

  await agreements.filterByOrganization('Nordic Freight AB');
  await agreements.select(customerNumber);
  await agreements.extendSelected('2032-12-31');
  await expect(row).toContainText('2032-12-31');

  await agreements.select(customerNumber);
  await agreements.deleteSelected();
  await expect(agreements.row(customerNumber)).toHaveCount(0);
});
