import type { Browser, Page } from '@playwright/test';
import { mrnCheckCharacter } from '@freight/domain';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

/** A second person in a browser of their own, signed in through the API, which sets its cookies. */
async function openAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return page;
}

const first17 = `${String(new Date().getUTCFullYear() % 100).padStart(2, '0')}SEE2E${String(Date.now()).slice(-9)}R`;
const MRN = first17 + mrnCheckCharacter(first17);

test('a shipper starts a declaration from a shipment, the agent completes, lodges and releases it, and the shipper sees it released', async ({
  page,
  signIn,
  browser,
}) => {
  const shipper = await signIn(demoUsers.user.email);
  const shipments = await page.request.get('/api/consignments?pageSize=200', {
    headers: { authorization: `Bearer ${shipper.token}`, 'x-site-ids': shipper.siteIds.join(',') },
  });
  const rows = (await shipments.json()).data as { uuid: string; site_name: string; shipment_number: string }[];
  const shipment = rows.find((row) => row.site_name === 'Stockholm Office')!;

  await page.goto(`/transport/shipments/${shipment.uuid}`);
  const panel = page.getByRole('region', { name: 'Customs declarations' });
  await panel.getByRole('button', { name: 'Start customs declaration' }).click();
  await expect(page).toHaveURL(/\/customs\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^CD\d{4}-[0-9A-F]{10}$/ });
  await expect(heading).toBeVisible();
  const lrn = (await heading.textContent())!.trim();
  await expect(page.getByTestId('customs-status').first()).toHaveText('Draft');
  await expect(
    page.getByRole('region', { name: 'Accompanying shipments' }).getByRole('link', { name: shipment.shipment_number }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send to agent' }).click();
  await expect(page.getByTestId('customs-status').first()).toHaveText('Submitted');

  // The agent finds the request in the work queue and completes what customs needs.
  const agent = await openAs(browser, demoUsers.agent.email);
  await agent.goto('/customs-declarations');
  await agent.getByRole('link', { name: lrn }).first().click();
  await agent.getByRole('button', { name: 'Start review' }).click();
  await expect(agent.getByTestId('customs-status').first()).toHaveText('In review');

  await agent.getByRole('button', { name: 'Edit details' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Edit details' });
  await dialog.getByRole('textbox', { name: 'Customs office' }).fill('SE003033');
  await dialog.getByRole('textbox', { name: 'EORI' }).nth(0).fill('SE5566778899');
  await dialog.getByRole('textbox', { name: 'EORI' }).nth(2).fill('SE5599001122');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // One goods line, completed in place; a wrong code is refused under its field first.
  const items = agent.getByRole('region', { name: 'Goods items' });
  while ((await items.getByTestId('customs-item').count()) > 1) {
    const count = await items.getByTestId('customs-item').count();
    await items.getByRole('button', { name: `Delete line ${count}` }).click();
    await expect(items.getByTestId('customs-item')).toHaveCount(count - 1);
  }
  await items.getByRole('button', { name: /^Edit line \d+$/ }).click();
  const editing = items.getByTestId('customs-item-editing');
  await editing.getByRole('textbox', { name: 'Commodity code' }).fill('8471');
  await editing.getByRole('textbox', { name: 'Origin' }).fill('CN');
  await editing.getByRole('textbox', { name: 'Procedure', exact: true }).fill('4000');
  await editing.getByRole('textbox', { name: 'Net mass (kg)' }).fill('100');
  await editing.getByRole('textbox', { name: 'Gross mass (kg)' }).fill('120');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(editing.getByText(/commodity code of 6 \(HS\), 8 \(CN\) or 10 \(TARIC\) digits/)).toBeVisible();
  await editing.getByRole('textbox', { name: 'Commodity code' }).fill('8471 30 00');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(items.getByTestId('customs-item').first()).toContainText('84713000');

  await agent.getByRole('button', { name: 'Lodge with customs' }).click();
  await expect(agent.getByTestId('customs-status').first()).toHaveText('Lodged');
  await agent.getByRole('button', { name: 'Record acceptance (MRN)' }).click();
  await agent.getByRole('dialog').getByRole('textbox', { name: 'MRN' }).fill(MRN);
  await agent.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(agent.getByTestId('customs-status').first()).toHaveText('Accepted');
  await agent.getByRole('button', { name: 'Record release' }).click();
  await expect(agent.getByTestId('customs-status').first()).toHaveText('Released');

  // The shipper follows it to release on /customs, with its MRN and every change in its history.
  await page.goto('/customs');
  await page.getByRole('button', { name: /^Done/ }).click();
  await page.getByRole('link', { name: lrn }).first().click();
  await expect(page.getByTestId('customs-status').first()).toHaveText('Released');
  await expect(page.getByText(`MRN ${MRN}`)).toBeVisible();
  const history = page.getByRole('region', { name: 'History and comments' });
  for (const move of ['Draft → Submitted', 'Submitted → In review', 'In review → Lodged', 'Lodged → Accepted', 'Accepted → Released']) {
    await expect(history.getByText(move)).toBeVisible();
  }
});
