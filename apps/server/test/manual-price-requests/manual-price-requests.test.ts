import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TManualPriceRequest } from '@freight/contracts';
import { frontNotifications, users } from '../../src/db/schema';
import { lastMailTo } from '../helpers/outbox';
import { call, createTestApp, settled, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let siteAdmin: string;
let god: string;
let agent: string;
let gothenburg: number;
let stockholm: number;
let malmo: number;
let agentSite: number;

const BASE = '/api/priceleadtime/inquiry';

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  stockholm = siteId(signedIn.user, 'Stockholm_Office');
  const admin = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = admin.token;
  malmo = siteId(admin.user, 'Malmo_Terminal');
  god = (await signIn(t.app, 'god@demo.example')).token;
  const agentSignedIn = await signIn(t.app, 'agent@demo.example');
  agent = agentSignedIn.token;
  agentSite = agentSignedIn.user.sites[0]!.id;
});
afterAll(() => t.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  pickup: { country: 'SE', zip: '41101', city: 'Göteborg' },
  delivery: { country: 'US', zip: '10001', city: 'New York' },
  goods: [{ package_type: 'eur_pallet', units: 3, weight: 400 }],
  ready_date: '2030-03-02',
  transport_mode: 'SEA',
  notes: 'Heavy machine parts, needs a 40 ft container.',
  ...overrides,
});

async function ask(overrides: Record<string, unknown> = {}, token = user, siteIds = [gothenburg]) {
  const response = await call(t.app, 'POST', BASE, { token, siteIds, body: request(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TManualPriceRequest;
}

const answer = (id: number, body: Record<string, unknown>, token = god) => call(t.app, 'POST', `${BASE}/${id}/answer`, { token, body });

const answered = {
  status: 'answered',
  price_amount: 1_845_000,
  currency: 'sek',
  carrier_name: 'NTG Air & Ocean',
  transit_days: 21,
  valid_until: '2030-04-30',
  note: 'Consolidated via Göteborg port.',
};

async function newestNotification(email: string) {
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [row] = await t.database.db
    .select()
    .from(frontNotifications)
    .where(and(eq(frontNotifications.user_id, owner!.id)))
    .orderBy(desc(frontNotifications.id))
    .limit(1);
  return row;
}

describe('manual price requests', () => {
  it('asks the logistics team by e-mail and answers the requester in the portal and by e-mail', async () => {
    const created = await ask();
    expect(created).toMatchObject({
      status: 'open',
      organization_name: 'Nordic Freight AB',
      site_id: gothenburg,
      requested_by: { name: 'Ulla Usersson', email: 'user@demo.example' },
      request: {
        pickup: { country: 'SE', zip: '41101' },
        delivery: { country: 'US' },
        ready_date: '2030-03-02',
        transport_mode: 'SEA',
        calculation_id: null,
      },
      answer: null,
    });
    const teamMail = await lastMailTo(t.database.db, 'logistics@demo.example');
    expect(teamMail?.subject).toBe(`Manual price request #${created.id} from Nordic Freight AB`);
    expect(teamMail?.text_body).toContain('SE 41101 Göteborg → US 10001 New York');
    expect(teamMail?.text_body).toContain('Goods: 3 packages, 1200 kg');
    expect(teamMail?.text_body).toContain(`http://portal.test/transport/manual-price-request?request=${created.id}`);

    const working = await answer(created.id, { status: 'in_progress' });
    expect(working.statusCode, working.body).toBe(200);
    expect(working.json().data.status).toBe('in_progress');

    const done = await answer(created.id, answered);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'answered',
      answer: {
        price_amount: 1_845_000,
        currency: 'SEK',
        carrier_name: 'NTG Air & Ocean',
        transit_days: 21,
        valid_until: '2030-04-30',
        decline_reason: null,
      },
      answered_by: { name: 'Greta Godmark' },
    });

    const seen = await call(t.app, 'GET', `${BASE}/${created.id}`, { token: user });
    expect(seen.json().data).toMatchObject({ status: 'answered', answer: { carrier_name: 'NTG Air & Ocean' } });
    const notification = await newestNotification('user@demo.example');
    expect(notification?.subject).toBe(`Your price request #${created.id} has been answered`);
    expect(notification?.content).toContain('NTG Air & Ocean');
    expect(notification?.content).toContain('21 transit days');
    await settled(t.deps);
    const mail = await lastMailTo(t.database.db, 'user@demo.example');
    expect(mail?.subject).toBe(`Your price request #${created.id} has been answered`);
    expect(mail?.text_body).toContain('Consolidated via Göteborg port.');
  });

  it('declines with a reason, after which nothing more changes', async () => {
    const created = await ask();
    const refused = await answer(created.id, { status: 'declined' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('reason');
    const declined = await answer(created.id, { status: 'declined', reason: 'No carrier takes this lane in March.' });
    expect(declined.json().data).toMatchObject({ status: 'declined', answer: { decline_reason: 'No carrier takes this lane in March.' } });
    expect((await newestNotification('user@demo.example'))?.subject).toBe(`Your price request #${created.id} was declined`);

    const again = await answer(created.id, answered);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toEqual(['This price request is declined and can no longer be changed.']);
    expect((await call(t.app, 'POST', `${BASE}/${created.id}/cancel`, { token: user })).statusCode).toBe(422);
  });

  it('lets only god users answer', async () => {
    const created = await ask();
    expect((await answer(created.id, answered, user)).statusCode).toBe(403);
    expect((await answer(created.id, answered, siteAdmin)).statusCode).toBe(403);
    expect(
      (await answer(created.id, { ...answered, price_amount: -1, currency: 'kronor', transit_days: 2.5, valid_until: '2030-02-30' })).json()
        .errors,
    ).toEqual(
      expect.objectContaining({
        price_amount: expect.any(Array),
        currency: expect.any(Array),
        transit_days: expect.any(Array),
        valid_until: expect.any(Array),
      }),
    );
    expect((await answer(created.id, { ...answered, valid_until: '2020-01-01' })).json().errors).toHaveProperty('valid_until');
  });

  it('refuses a bad request with field errors', async () => {
    const response = await call(t.app, 'POST', BASE, {
      token: user,
      body: request({ pickup: { country: 'Sweden', zip: '' }, goods: [], ready_date: '2030-13-01', transport_mode: 'BICYCLE' }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['pickup.country', 'pickup.zip', 'goods', 'ready_date', 'transport_mode']),
    );

    const past = await call(t.app, 'POST', BASE, { token: user, body: request({ ready_date: '2020-01-01' }) });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.ready_date).toEqual(['The goods cannot be ready on a day that has passed.']);

    const foreignCalculation = await call(t.app, 'POST', BASE, {
      token: user,
      body: request({ calculation_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(foreignCalculation.statusCode).toBe(422);
    expect(foreignCalculation.json().errors).toHaveProperty('calculation_id');
  });

  it('lets the requester cancel while open, and nobody else', async () => {
    const created = await ask();
    expect((await call(t.app, 'POST', `${BASE}/${created.id}/cancel`, { token: siteAdmin })).statusCode).toBe(403);
    const cancelled = await call(t.app, 'POST', `${BASE}/${created.id}/cancel`, { token: user });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await answer(created.id, answered)).statusCode).toBe(422);
  });

  it("lists the organization's requests by status; god users see every organization", async () => {
    const mine = await ask({ notes: 'Listed request' });
    const agentsRequest = await ask({ notes: 'Agent request' }, agent, [agentSite]);

    const own = await call(t.app, 'GET', `${BASE}?filter[status]=open&pageSize=1000`, { token: siteAdmin });
    expect(own.statusCode).toBe(200);
    const ownIds = (own.json().data as TManualPriceRequest[]).map((row) => row.id);
    expect(ownIds).toContain(mine.id);
    expect(ownIds).not.toContain(agentsRequest.id);
    expect((own.json().data as TManualPriceRequest[]).every((row) => row.status === 'open')).toBe(true);

    const all = await call(t.app, 'GET', `${BASE}?filter[search]=agent request&pageSize=1000`, { token: god });
    expect((all.json().data as TManualPriceRequest[]).map((row) => row.id)).toEqual([agentsRequest.id]);
    expect((await call(t.app, 'GET', `${BASE}?filter[status]=lost`, { token: user })).json().data).toEqual([]);
    expect((await call(t.app, 'GET', `${BASE}?sortKey=price`, { token: user })).statusCode).toBe(422);
  });

  it("answers 404 for another organization's request", async () => {
    const created = await ask();
    expect((await call(t.app, 'GET', `${BASE}/${created.id}`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `${BASE}/${created.id}/cancel`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/${created.id}`, { token: god })).statusCode).toBe(200);
  });

  it("keeps another site's requests out of reach of a user who does not act as it", async () => {
    const malmos = await ask({ notes: 'Malmo request' }, siteAdmin, [malmo]);
    expect(malmos.site_id).toBe(malmo);
    const stockholms = await ask({ notes: 'Stockholm request' }, user, [stockholm]);

    // Ulla is no user of Malmo, and acting as Gothenburg only she leaves her Stockholm site aside.
    for (const siteIds of [undefined, [gothenburg]]) {
      expect((await call(t.app, 'GET', `${BASE}/${malmos.id}`, { token: user, siteIds })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${BASE}/${malmos.id}/cancel`, { token: user, siteIds })).statusCode).toBe(404);
      const listed = await call(t.app, 'GET', `${BASE}?pageSize=1000`, { token: user, siteIds });
      expect((listed.json().data as TManualPriceRequest[]).map((row) => row.id)).not.toContain(malmos.id);
    }
    expect((await call(t.app, 'GET', `${BASE}/${stockholms.id}`, { token: user, siteIds: [gothenburg] })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/${stockholms.id}`, { token: user, siteIds: [stockholm] })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `${BASE}/${malmos.id}`, { token: siteAdmin, siteIds: [malmo] })).statusCode).toBe(200);
  });

  it('makes a request for the site of its calculation, and refuses a calculation or site not acted as', async () => {
    const calculate = async (token: string, siteIds: number[]) => {
      const response = await call(t.app, 'POST', '/api/price-calculation/smart', {
        token,
        siteIds,
        body: request({ notes: undefined, ready_date: undefined, transport_mode: undefined }),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.id as string;
    };
    const stockholmCalculation = await calculate(user, [stockholm]);
    const followed = await ask({ calculation_id: stockholmCalculation }, user, [gothenburg, stockholm]);
    expect(followed).toMatchObject({ site_id: stockholm, site_name: 'Stockholm Office' });

    const malmoCalculation = await calculate(siteAdmin, [malmo]);
    const foreign = await call(t.app, 'POST', BASE, { token: user, body: request({ calculation_id: malmoCalculation }) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('calculation_id');
    expect(
      (await call(t.app, 'POST', BASE, { token: user, siteIds: [gothenburg], body: request({ calculation_id: stockholmCalculation }) }))
        .statusCode,
    ).toBe(422);

    const otherSite = await call(t.app, 'POST', BASE, { token: user, body: request({ site_id: malmo }) });
    expect(otherSite.statusCode).toBe(422);
    expect(otherSite.json().errors).toHaveProperty('site_id');
    const chosen = await ask({ site_id: stockholm }, user, [gothenburg, stockholm]);
    expect(chosen.site_id).toBe(stockholm);
  });
});
