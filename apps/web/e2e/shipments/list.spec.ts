import type { APIRequestContext } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { expect, test, type SignedIn } from '../fixtures';
import { ShipmentsPage } from '../pages/ShipmentsPage';

// Cells by position: the selection box comes first.
const STATUS_CELL = 3;
const CARRIER_CELL = 4;

test('a site user narrows the list by status, carrier and exceptions, and the statistics follow', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const shipments = new ShipmentsPage(page);
  await shipments.goto();
  const everything = await shipments.totalCount();
  expect(everything).toBeGreaterThan(0);

  const inTransit = await shipments.statusChipCount('In transit');
  await shipments.statusChip('In transit').click();
  await expect(page).toHaveURL(/[?&]status=IN_TRANSIT(&|$)/);
  await expect(shipments.statusChip('In transit')).toHaveAttribute('aria-pressed', 'true');
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(inTransit));
  await expect.poll(async () => new Set(await shipments.columnTexts(STATUS_CELL))).toEqual(new Set(['In transit']));

  // A carrier with shipments in transit: the one of the first row.
  const carrier = (await shipments.rows.first().locator(`td:nth-child(${CARRIER_CELL}) p`).first().textContent())?.trim();
  expect(carrier).toBeTruthy();
  await shipments.chooseOption('Carrier', carrier!);
  await expect(page).toHaveURL(/carrier_from_source=/);
  await expect.poll(async () => (await shipments.columnTexts(CARRIER_CELL)).every((text) => text.startsWith(carrier!))).toBe(true);
  const byCarrier = await shipments.totalCount();
  expect(byCarrier).toBeGreaterThan(0);
  expect(byCarrier).toBeLessThanOrEqual(inTransit);
  await expect(shipments.rows).toHaveCount(byCarrier);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(everything));

  const exceptions = await shipments.exceptionCount();
  await shipments.toggle('Open exceptions only');
  await expect(shipments.filterSwitch('Open exceptions only')).toBeChecked();
  await expect(page).toHaveURL(/[?&]exceptions=1/);
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(exceptions));
  await shipments.expectLoaded();
  await expect(shipments.rows.getByRole('img', { name: 'Open exception' }).first()).toBeVisible();

  const first = shipments.shipmentLinks().first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/transport\/shipments\/[0-9a-f-]{36}$/);
  await first.click();
  await expect(page).toHaveURL(href!);
});

test('searching for a shipment number finds exactly that shipment', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const shipments = new ShipmentsPage(page);
  await shipments.goto();
  const number = (await shipments.shipmentLinks().first().textContent())!.trim();

  await shipments.search.fill(number);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(number)}`));
  await expect(shipments.total).toHaveText('1');
  await shipments.expectLoaded();
  await expect(shipments.rows).toHaveCount(1);
  await expect(shipments.shipmentLinks()).toHaveText(number);
});

test('the filters stay after a reload', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const shipments = new ShipmentsPage(page);
  await shipments.goto();
  const counted = page.waitForResponse(
    (response) =>
      response.url().includes('/filtered-statistics') && response.url().includes('DELIVERED') && response.url().includes('snoozed'),
  );
  await shipments.statusChip('Delivered').click();
  await shipments.toggle('Show snoozed');
  await expect(page).toHaveURL(/status=DELIVERED.*snoozed=all/);
  const { data } = (await (await counted).json()) as { data: { total: number } };
  const total = data.total;
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(total));
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await shipments.expectOpen();
  await expect(shipments.statusChip('Delivered')).toHaveAttribute('aria-pressed', 'true');
  await expect(shipments.filterSwitch('Show snoozed')).toBeChecked();
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(total));
});

/** The last 30 days as the expired reminders check reads them (SPEC §7). */
function reminderWindow(): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const today = new Date();
  return `${day(new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000))},${day(today)}`;
}

/** The demo data gives the god user reminders of their own that are past due on shipments booked in the window. */
async function expectExpiredReminder(request: APIRequestContext, { token, siteIds }: SignedIn): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'x-site-ids': siteIds.join(',') };
  const expired = await request.get(
    `/api/admin/consignments?filter[date_between]=${reminderWindow()}&filter[under_reminder_expired]=1&pageSize=1`,
    {
      headers,
    },
  );
  expect(expired.ok()).toBe(true);
  expect(((await expired.json()) as { meta: { total: number } }).meta.total).toBeGreaterThan(0);
}

test('a god user is told about expired reminders and opens them in the admin list', async ({ page, signIn }) => {
  const signedIn = await signIn(demoUsers.god.email);
  await expectExpiredReminder(page.request, signedIn);
  await page.goto('/home');

  const notice = page.locator('.mantine-Alert-root', { hasText: /You have \d+ expired reminders?/ });
  await expect(notice).toBeVisible();
  const count = ShipmentsPage.figure(await notice.getByText(/You have \d+/).textContent());

  await notice.getByRole('link', { name: 'Show these shipments' }).click();
  await expect(page).toHaveURL(
    /\/admin\/shipments\?filterParams=filter\[date_between\]=[\d-]+,[\d-]+__filter\[under_reminder_expired\]=1$/,
  );
  const shipments = new ShipmentsPage(page);
  await shipments.expectOpen();
  await expect(shipments.filterSwitch('Expired reminders')).toBeChecked();
  await expect(shipments.total).toHaveText(ShipmentsPage.shown(count));
  const href = await shipments.shipmentLinks().first().getAttribute('href');
  expect(href).toMatch(/^\/admin\/shipments\/[0-9a-f-]{36}$/);
});

test('a closed expired reminders notice stays away while the count is the same', async ({ page, signIn }) => {
  const signedIn = await signIn(demoUsers.god.email);
  await expectExpiredReminder(page.request, signedIn);
  await page.goto('/home');
  const notice = page.locator('.mantine-Alert-root', { hasText: /expired reminders?/ });
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();

  const checked = page.waitForResponse((response) => response.url().includes('under_reminder_expired'));
  await page.reload();
  await checked;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
