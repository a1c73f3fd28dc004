import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { latestMailTo } from '../mail-catcher';

test('a site admin who chose e-mail for new exceptions receives one and finds it on the filtered notifications page', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(demoUsers.siteAdmin.email);
  await page.goto('/settings/notifications');
  await page.getByRole('combobox', { name: 'How you are told of New exceptions' }).click();
  await page.getByRole('option', { name: 'Portal and e-mail' }).click();
  await page.getByRole('radio', { name: 'At once, one by one' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification choices are saved.')).toBeVisible();

  // A colleague raises an exception on a shipment of the Gothenburg site.
  const colleague = await browser.newContext();
  const login = await colleague.request.post('/api/login', { data: { email: demoUsers.user.email, password: DEMO_PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string; user: { sites: { id: number; name: string }[] } } };
  const gothenburg = data.user.sites.find((site) => site.name === 'Gothenburg Warehouse')!.id;
  const headers = { authorization: `Bearer ${data.token}`, 'x-site-ids': String(gothenburg) };
  const list = await colleague.request.get('/api/consignments?filter[status]=IN_TRANSIT&pageSize=1&page=3', { headers });
  const shipment = ((await list.json()) as { data: { uuid: string; shipment_number: string }[] }).data[0]!;
  const raised = await colleague.request.post(`/api/consignments/${shipment.uuid}/exceptions`, {
    headers,
    data: { type: 'DAMAGE', description: 'Forklift damage at the terminal' },
  });
  expect(raised.status()).toBe(204);
  await colleague.close();

  await expect.poll(() => latestMailTo(demoUsers.siteAdmin.email) ?? '').toContain(`Exception on shipment ${shipment.shipment_number}`);
  expect(latestMailTo(demoUsers.siteAdmin.email)).toContain(`/transport/shipments/${shipment.uuid}`);

  await page.goto('/notifications');
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: /^New exceptions \(\d+\)$/ }).click();
  await page.getByText('Unread', { exact: true }).click();
  const notice = page.getByRole('button', { name: new RegExp(`Exception on shipment ${shipment.shipment_number}`) });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Damage. Forklift damage at the terminal')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all shown as read' }).click();
  await expect(page.getByText('Notification list is empty')).toBeVisible();

  // A notice about a page opens it.
  await page.getByText('Read', { exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`Exception on shipment ${shipment.shipment_number}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/transport/shipments/${shipment.uuid}$`));
});
