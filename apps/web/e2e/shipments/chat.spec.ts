import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from '../demo-users';
import { expect, test, type SignedIn } from '../fixtures';

/** A shipment of the Gothenburg site, which the planner and the site admin both work. */
async function gothenburgShipment(request: APIRequestContext, { token }: SignedIn) {
  const headers = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/whoami', { headers })).json()) as { data: { sites: { id: number; name: string }[] } };
  const site = me.data.sites.find((candidate) => candidate.name === 'Gothenburg Warehouse')!;
  const list = await request.get('/api/consignments?pageSize=1', { headers: { ...headers, 'x-site-ids': String(site.id) } });
  return ((await list.json()) as { data: { uuid: string }[] }).data[0]!.uuid;
}

test('a message posted on a shipment reaches another user of its site, marked new', async ({ page, signIn, browser, baseURL }) => {
  const session = await signIn(demoUsers.user.email);
  const uuid = await gothenburgShipment(page.request, session);
  const text = `Can the pickup move to 14:00? ${Date.now()}`;

  await page.goto(`/transport/shipments/${uuid}`);
  const chat = page.getByTestId('chat-panel');
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  const mine = chat.getByTestId('chat-message').filter({ hasText: text });
  await expect(mine).toContainText('You');
  await expect(mine).not.toHaveAttribute('data-new');
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The site admin, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const colleague = await context.newPage();
  const login = await colleague.request.post('/api/login', { data: { email: demoUsers.siteAdmin.email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  await colleague.goto(`/transport/shipments/${uuid}`);
  const theirChat = colleague.getByTestId('chat-panel');
  const received = theirChat.getByTestId('chat-message').filter({ hasText: text });
  await expect(received).toContainText('Ulla Usersson');
  await expect(received).toHaveAttribute('data-new', 'true');
  await expect(received.getByText('New', { exact: true })).toBeVisible();
  await expect(theirChat.getByTestId('chat-new-count')).toHaveText('1 new');

  // Opening the conversation read it: on the next visit nothing is new.
  await expect
    .poll(async () => {
      const response = await colleague.request.get(`/api/consignments/${uuid}/chat`);
      return ((await response.json()) as { data: { unread: number } }).data.unread;
    })
    .toBe(0);
  await colleague.reload();
  await expect(theirChat.getByTestId('chat-message').filter({ hasText: text })).not.toHaveAttribute('data-new');
  await context.close();
});
