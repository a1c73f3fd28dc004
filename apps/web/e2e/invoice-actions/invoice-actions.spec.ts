import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

interface Shipment {
  uuid: string;
  shipment_number: string;
  carrier_name: string | null;
  price: { amount: number | null; currency: string | null };
}

/** A shipment of the demo user's sites, priced in SEK with a carrier, that no carrier has invoiced yet. */
async function uninvoicedShipment(page: Page, token: string): Promise<Shipment> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/consignments?pageSize=100', { headers });
  for (const { uuid } of ((await list.json()) as { data: { uuid: string }[] }).data) {
    const detail = ((await (await page.request.get(`/api/consignments/${uuid}`, { headers })).json()) as { data: Shipment }).data;
    if (detail.price.currency !== 'SEK' || detail.price.amount === null || !detail.carrier_name) continue;
    const invoices = (await (await page.request.get(`/api/consignments/${uuid}/freight-invoices`, { headers })).json()) as {
      data: unknown[];
    };
    if (invoices.data.length === 0) return detail;
  }
  throw new Error('no uninvoiced SEK shipment in the demo data');
}

async function invoiceWorkbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Invoice lines');
  sheet.addRow(['Invoice number', 'Invoice date', 'Carrier', 'Currency', 'Shipment number', 'Surcharge type', 'Amount']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an admin adds a rule, an uploaded invoice is held by it, and a user approves it', async ({ page, browser, signIn }) => {
  const id = runId();
  // The user works in a browser of their own, signed in beside the admin.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const login = await userPage.request.post('/api/login', { data: { email: demoUsers.user.email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const userToken = ((await login.json()) as { data: { token: string } }).data.token;
  const shipment = await uninvoicedShipment(userPage, userToken);
  const booked = shipment.price.amount! / 100;

  await signIn(demoUsers.organizationAdmin.email);
  await page.goto('/settings/invoice-actions');
  await expect(page.getByRole('heading', { name: 'Invoice actions', level: 1 })).toBeVisible();

  const ruleName = `Hold road tax ${id}`;
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice rule' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(ruleName);
  await dialog.getByRole('combobox', { name: 'Surcharge type' }).click();
  await page.getByRole('option', { name: 'Road tax' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(ruleName) });
  await expect(row).toContainText('charges Road tax');
  // A new rule comes last; the admin moves it to the top so it is tried first.
  const position = row.getByRole('cell').first();
  for (let at = Number(await position.textContent()); at > 1; at -= 1) {
    await row.getByRole('button', { name: `Move ${ruleName} up` }).click();
    await expect(position).toHaveText(String(at - 1));
  }
  await expect(row.getByRole('cell').first()).toHaveText('1');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload invoices' }).click();
  await (
    await chooser
  ).setFiles({
    name: `invoice-${id}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await invoiceWorkbook([
      [`E2E-${id}`, '2026-11-20', shipment.carrier_name!, 'SEK', shipment.shipment_number, 'Freight', booked - 10],
      [`E2E-${id}`, '2026-11-20', shipment.carrier_name!, 'SEK', shipment.shipment_number, 'Road tax', 10],
    ]),
  });
  await expect(page.getByText('1 new invoice received; 1 shipments on hold.')).toBeVisible();

  await userPage.goto(`/transport/shipments/${shipment.uuid}`);
  const panel = userPage.getByRole('region', { name: 'Freight invoice' });
  await expect(panel).toContainText(`Invoice E2E-${id}`);
  await expect(panel).toContainText('On hold');
  await expect(panel).toContainText(`Rule “${ruleName}”: Hold for review.`);
  await expect(panel.getByText('Road tax', { exact: true }).last()).toBeVisible();

  await panel.getByRole('button', { name: 'Approve' }).click();
  const decision = userPage.getByRole('dialog', { name: `Approve invoice E2E-${id}` });
  await decision.getByRole('textbox', { name: /^Comment/ }).fill('Road tax agreed with the carrier');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(decision).toBeHidden();
  await expect(panel).toContainText('Approved');
  await expect(panel).toContainText(`Approved by ${demoUsers.user.name}`);
  await expect(panel).toContainText('Road tax agreed with the carrier');
  await expect(panel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await userContext.close();
});
