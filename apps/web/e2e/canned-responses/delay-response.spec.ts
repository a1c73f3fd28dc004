import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { latestMailTo } from '../mail-catcher';
import { ShipmentPage } from '../pages/ShipmentPage';

test('a site user answers a delayed shipment with the Spanish delay response and finds it on the timeline', async ({ page, signIn }) => {
  const session = await signIn(demoUsers.user.email);
  const { uuid, shipment_number } = await ShipmentPage.pickUnderWay(page.request, session);
  const headers = { Authorization: `Bearer ${session.token}`, 'x-site-ids': session.siteIds.join(',') };
  const delayed = await page.request.post(`/api/consignments/${uuid}/exceptions`, {
    headers,
    data: { type: 'DELAY', description: 'Truck stuck at the border' },
  });
  expect(delayed.ok(), 'delay raised').toBe(true);
  const recipient = `compras+${Date.now()}@cliente.example`;

  const shipment = new ShipmentPage(page);
  await shipment.goto(uuid);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Generate e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail with a canned response' });

  await dialog.getByRole('combobox', { name: 'Response' }).click();
  await page.getByRole('option', { name: 'Delay', exact: true }).click();
  await dialog.getByText('Spanish', { exact: true }).click();
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue(`El envío ${shipment_number} se retrasa`);
  const body = dialog.getByRole('textbox', { name: 'Message' });
  await expect(body).toHaveValue(/Puede seguirlo aquí: http:\/\/\S+\/shared\/consignments\/[0-9a-f-]{36}/);
  await body.press('ControlOrMeta+End');
  await body.pressSequentially('\nP.D. Le llamaremos mañana.');
  await dialog.getByRole('textbox', { name: 'To' }).fill(recipient);

  await dialog.getByText('Preview', { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: `El envío ${shipment_number} se retrasa` })).toBeVisible();
  await expect(dialog.getByText(/P\.D\. Le llamaremos mañana\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText(`E-mail to ${recipient} is on its way`, { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();

  const sent = page.getByRole('list', { name: 'E-mails sent' }).getByRole('listitem').filter({ hasText: recipient });
  await expect(sent.getByText(`El envío ${shipment_number} se retrasa`)).toBeVisible();
  await expect(sent.getByText(`Ulla Usersson to ${recipient}`)).toBeVisible();
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible();

  await expect.poll(() => latestMailTo(recipient)).not.toBeNull();
  const mail = latestMailTo(recipient);
  expect(mail).toContain(shipment_number);
  expect(mail).toMatch(/\/shared\/consignments\/[0-9a-f-]{36}/);
  expect(mail).toContain('lang="es"');

  // It stays there for the next person who opens the shipment.
  await page.reload();
  await expect(page.getByRole('list', { name: 'E-mails sent' }).getByText(`El envío ${shipment_number} se retrasa`)).toBeVisible();
});
