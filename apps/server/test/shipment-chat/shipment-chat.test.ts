import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, userRoles, users } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let planner: string;
let siteAdmin: string;
let agent: string;
let gothenburgShipment: string;
let stockholmShipment: string;

type Chat = {
  messages: { id: number; body: string; author: { name: string } | null; mine: boolean; unread: boolean; created_at: string }[];
  unread: number;
};

const firstShipment = async (token: string, siteId: number) => {
  const response = await call(t.app, 'GET', '/api/consignments?pageSize=1', { token, siteIds: [siteId] });
  return (response.json().data as { uuid: string }[])[0]!.uuid;
};
const chatOf = async (uuid: string, token: string) =>
  (await call(t.app, 'GET', `/api/consignments/${uuid}/chat`, { token })).json().data as Chat;
const post = (uuid: string, token: string, body: unknown) => call(t.app, 'POST', `/api/consignments/${uuid}/chat`, { token, body });

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  planner = signedIn.token;
  siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
  const sites = signedIn.user.sites as unknown as { id: number; name: string }[];
  gothenburgShipment = await firstShipment(planner, sites.find((site) => site.name === 'Gothenburg Warehouse')!.id);
  stockholmShipment = await firstShipment(planner, sites.find((site) => site.name === 'Stockholm Office')!.id);
});
afterAll(() => t.close());

describe('a shipment’s conversation', () => {
  it('opens with the demo conversation, its latest message unread by the planner', async () => {
    const list = await call(t.app, 'GET', '/api/consignments?pageSize=1000&filter[status]=IN_TRANSIT', { token: planner });
    const chats = await Promise.all((list.json().data as { uuid: string }[]).map(({ uuid }) => chatOf(uuid, planner)));
    const demo = chats.find((chat) => chat.messages.length > 0)!;
    expect(demo.messages.map((message) => message.author?.name)).toEqual([
      'Oskar Orgström',
      'Ulla Usersson',
      'Anders Agentsson',
      'Oskar Orgström',
    ]);
    expect(demo.unread).toBe(1);
    expect(demo.messages.map((message) => message.unread)).toEqual([false, false, false, true]);
  });

  it('shows a message to another user of the site as unread until they read it', async () => {
    const posted = await post(gothenburgShipment, planner, { body: '  Can the pickup move to 14:00?  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({
      body: 'Can the pickup move to 14:00?',
      mine: true,
      unread: false,
      author: { name: 'Ulla Usersson' },
    });

    const seen = await chatOf(gothenburgShipment, siteAdmin);
    expect(seen.messages.at(-1)).toMatchObject({ body: 'Can the pickup move to 14:00?', mine: false, unread: true });
    expect(seen.unread).toBeGreaterThanOrEqual(1);
    expect((await chatOf(gothenburgShipment, planner)).messages.at(-1)).toMatchObject({ mine: true, unread: false });

    expect((await call(t.app, 'POST', `/api/consignments/${gothenburgShipment}/chat/read`, { token: siteAdmin })).statusCode).toBe(204);
    const read = await chatOf(gothenburgShipment, siteAdmin);
    expect(read.unread).toBe(0);
    expect(read.messages.every((message) => !message.unread)).toBe(true);

    expect((await post(gothenburgShipment, siteAdmin, { body: 'Yes, 14:00 is booked.' })).statusCode).toBe(201);
    const answered = await chatOf(gothenburgShipment, planner);
    expect(answered.unread).toBe(1);
    expect(answered.messages.map((message) => message.body).slice(-2)).toEqual(['Can the pickup move to 14:00?', 'Yes, 14:00 is booked.']);
  });

  it('tells the others in the conversation, in their language, and not the writer', async () => {
    const notices = async (token: string, locale = 'en') =>
      (await call(t.app, 'GET', '/api/front-notifications?pageSize=100', { token, locale })).json().data as {
        data: { subject: string; content: string };
        event_type: string | null;
      }[];
    const before = (await notices(planner)).filter((notice) => notice.event_type === 'shipment_message').length;
    expect((await post(gothenburgShipment, siteAdmin, { body: 'The driver has the new time.' })).statusCode).toBe(201);
    const mine = (await notices(planner, 'es')).filter((notice) => notice.event_type === 'shipment_message');
    expect(mine).toHaveLength(before + 1);
    expect(mine[0]!.data.subject).toMatch(/^Nuevo mensaje en el envío /);
    expect(mine[0]!.data.content).toBe('Sara Sitelund: The driver has the new time.');
    expect((await notices(siteAdmin)).filter((notice) => notice.data.content.includes('The driver has the new time.'))).toEqual([]);
  });

  it('lets an agent granted the organization take part', async () => {
    expect((await post(gothenburgShipment, agent, { body: 'Customs documents are ready.' })).statusCode).toBe(201);
    expect((await chatOf(gothenburgShipment, planner)).messages.at(-1)).toMatchObject({
      body: 'Customs documents are ready.',
      author: { name: 'Anders Agentsson' },
      unread: true,
    });
  });

  it('refuses an empty or over-long message per field', async () => {
    const empty = await post(gothenburgShipment, planner, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['body']);
    expect((await post(gothenburgShipment, planner, { body: 'x'.repeat(2001) })).json().errors.body).toHaveLength(1);
    expect((await post(gothenburgShipment, planner, {})).statusCode).toBe(422);
  });

  it('answers 404 for a shipment outside the user’s sites and 403 without the shipments permission', async () => {
    expect((await call(t.app, 'GET', `/api/consignments/${stockholmShipment}/chat`, { token: siteAdmin })).statusCode).toBe(404);
    expect((await post(stockholmShipment, siteAdmin, { body: 'Hello' })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/consignments/${stockholmShipment}/chat/read`, { token: siteAdmin })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/consignments/${crypto.randomUUID()}/chat`, { token: planner })).statusCode).toBe(404);

    const [role] = await t.database.db
      .select({ id: userRoles.role_id })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.user_id))
      .where(eq(users.email, 'user@demo.example'));
    const [removed] = await t.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, role!.id), eq(rolePermissions.permission_key, 'transport.shipments')))
      .returning();
    try {
      expect((await call(t.app, 'GET', `/api/consignments/${gothenburgShipment}/chat`, { token: planner })).statusCode).toBe(403);
      expect((await post(gothenburgShipment, planner, { body: 'Hello' })).statusCode).toBe(403);
    } finally {
      await t.database.db.insert(rolePermissions).values(removed!);
    }
  });

  it('is not shown on the shared tracking page', async () => {
    const shared = await call(t.app, 'POST', `/api/consignments/${gothenburgShipment}/share`, { token: planner, body: {} });
    expect(shared.statusCode).toBe(200);
    const page = await call(t.app, 'GET', `/api/shared/consignments/${shared.json().data.uuid as string}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Can the pickup move');
  });
});
