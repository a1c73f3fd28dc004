import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ShipmentPage } from '../pages/ShipmentPage';

test('a site user works a shipment and shares it with a customer who has no account', async ({ page, signIn, browser, baseURL }) => {
  const session = await signIn(demoUsers.user.email);
  const { uuid, shipment_number } = await ShipmentPage.pickUnderWay(page.request, session);
  const shipment = new ShipmentPage(page);
  const stamp = Date.now();
  const internalNote = `Called the terminal ${stamp}`;
  const publicNote = `Your goods are on their way ${stamp}`;

  await shipment.goto(uuid);
  await expect(shipment.heading).toHaveText(shipment_number);
  await expect(shipment.timeline.locator('.mantine-Timeline-item').first()).toBeVisible();

  await shipment.addComment(internalNote, { internal: true });
  await shipment.addComment(publicNote, { internal: false });
  await expect(shipment.comments.getByText(internalNote)).toBeVisible();
  await expect(shipment.comments.getByText(publicNote)).toBeVisible();
  // A long unbroken reference wraps inside its card rather than running out of it.
  const reference = `REF${'0123456789'.repeat(20)}${stamp}`;
  await shipment.addComment(reference, { internal: true });
  const card = shipment.comments.getByRole('listitem').filter({ hasText: reference });
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  await shipment.addEvent(`Driver reports a short stop ${stamp}`);
  await expect(shipment.timeline.getByText(`Driver reports a short stop ${stamp}`)).toBeVisible();

  const damage = `Pallet corner crushed ${stamp}`;
  await shipment.raiseException(damage);
  await expect(shipment.exception(damage).getByText('Open', { exact: true })).toBeVisible();
  await shipment.resolveException(damage, 'Repacked at the terminal');
  await expect(shipment.exception(damage).getByText('Resolved', { exact: true })).toBeVisible();
  await expect(shipment.exception(damage).getByText('Repacked at the terminal')).toBeVisible();

  await shipment.chooseOwner('Oskar Orgström');
  await expect(page.getByTestId('shipment-owner')).toHaveText('Oskar Orgström');

  const { path, link } = await shipment.createShareLink();
  expect(path).toMatch(/^\/shared\/consignments\/[0-9a-f-]{36}$/);

  // A customer: a fresh browser without the signed-in user's cookies.
  const customer = await browser.newContext({ baseURL });
  const visitor = await customer.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: shipment_number })).toBeVisible();
  await expect(visitor.getByText(publicNote)).toBeVisible();
  await expect(visitor.getByText(internalNote)).toHaveCount(0);
  await expect(visitor.getByRole('navigation')).toHaveCount(0);

  await link.getByRole('button', { name: 'Revoke' }).click();
  await expect(link).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByText('This tracking link is not valid or was withdrawn.')).toBeVisible();
  await customer.close();
});

test('an unknown shipment shows a friendly not-found state', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  await page.goto('/transport/shipments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Shipment not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to shipments' })).toBeVisible();
});

test('the example shipment needs no account and is labelled as an example', async ({ page }) => {
  await page.goto('/shipments/example');
  await expect(page.getByRole('heading', { level: 1, name: 'EXAMPLE-0001' })).toBeVisible();
  await expect(page.getByText('Example shipment', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: "Map of the shipment's route" })).toBeVisible();
});
