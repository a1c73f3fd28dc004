import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontNotifications, users } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: { token: string; user: { id: number; sites: { id: number }[] } };
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, 'user@demo.example');
  gothenburg = (user.user.sites as unknown as { id: number; name: string }[]).find((site) => site.name === 'Gothenburg Warehouse')!.id;
});
afterAll(() => t.close());

const firstShipment = async (status: string) =>
  (
    (await call(t.app, 'GET', `/api/consignments?filter[status]=${status}&pageSize=1`, { token: user.token, siteIds: [gothenburg] })).json()
      .data as { uuid: string; shipment_number: string }[]
  )[0]!;
const unreadSubjects = async (token: string, locale = 'es') =>
  (
    (await call(t.app, 'GET', '/api/front-notifications?filters[read]=0&pageSize=100', { token, locale })).json().data as {
      data: { subject: string; content: string };
    }[]
  ).map((notification) => notification.data);

describe('exceptions', () => {
  it('counts open and investigating exceptions by type for the sites acted as', async () => {
    const before = (await call(t.app, 'GET', '/api/exceptions/statistics', { token: user.token, siteIds: [gothenburg] })).json().data;
    const shipment = await firstShipment('DELIVERED');
    await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/exceptions`, {
      token: user.token,
      body: { type: 'LOST', description: 'One parcel missing' },
    });
    const after = (await call(t.app, 'GET', '/api/exceptions/statistics', { token: user.token, siteIds: [gothenburg] })).json().data;
    expect(after.open).toBe(before.open + 1);
    expect(after.by_type.find((row: { type: string }) => row.type === 'LOST')?.open).toBe(
      (before.by_type.find((row: { type: string }) => row.type === 'LOST')?.open ?? 0) + 1,
    );
  });

  it('notifies the site’s people of a new exception in their language, unless the site turned the type off', async () => {
    const colleague = await signIn(t.app, 'siteadmin@demo.example');
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/profile',
      headers: { authorization: `Bearer ${colleague.token}` },
      payload: { name: 'Sara Sitelund', email: 'siteadmin@demo.example', description: null, locale: 'es' },
    });
    const shipment = await firstShipment('IN_TRANSIT');
    await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/exceptions`, {
      token: user.token,
      body: { type: 'DELAY', description: 'Ferry cancelled' },
    });
    expect(await unreadSubjects(colleague.token)).toContainEqual({
      subject: `Incidencia en el envío ${shipment.shipment_number}`,
      content: 'Retraso. Ferry cancelled',
    });
    // The notice is kept as text keys: read in another language, it is worded in that one.
    expect(await unreadSubjects(colleague.token, 'zh-CN')).toContainEqual({
      subject: `货件 ${shipment.shipment_number} 出现异常`,
      content: '延误。Ferry cancelled',
    });

    const god = await signIn(t.app, 'god@demo.example');
    expect(
      (await call(t.app, 'PUT', `/api/sites/${gothenburg}/exception-settings`, { token: user.token, body: { settings: [] } })).statusCode,
    ).toBe(403);
    const saved = await call(t.app, 'PUT', `/api/sites/${gothenburg}/exception-settings`, {
      token: god.token,
      body: { settings: [{ exception_type: 'DELAY', notify: false }] },
    });
    expect(saved.json().data).toContainEqual({ exception_type: 'DELAY', notify: false });
    expect(saved.json().data).toContainEqual({ exception_type: 'DAMAGE', notify: true });
    const before = (await unreadSubjects(colleague.token)).length;
    const other = await firstShipment('BOOKED');
    await call(t.app, 'POST', `/api/consignments/${other.uuid}/exceptions`, {
      token: user.token,
      body: { type: 'DELAY', description: 'Truck broke down' },
    });
    expect((await unreadSubjects(colleague.token)).length).toBe(before);
  });

  it('shows a notice stored before text keys as it was written', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    await t.database.db
      .insert(frontNotifications)
      .values({ organization_id: me!.organization_id, user_id: me!.id, subject: 'Old notice', content: 'Written in English' });
    expect(await unreadSubjects(user.token, 'zh-CN')).toContainEqual({ subject: 'Old notice', content: 'Written in English' });
  });
});
