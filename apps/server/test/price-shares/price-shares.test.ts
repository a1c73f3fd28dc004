import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatedPriceCalculationShare, TPriceCalculation, TPriceCalculationShare, TSharedPriceCalculation } from '@freight/contracts';
import { priceCalculationShares } from '../../src/db/schema';
import { hashToken } from '../../src/platform/secrets';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let orgAdmin: string;
let siteAdmin: string;
let agent: string;
let gothenburg: number;
let stockholm: number;
let malmo: number;

beforeAll(async () => {
  t = await createTestApp();
  const ulla = await signIn(t.app, 'user@demo.example');
  user = ulla.token;
  gothenburg = siteId(ulla.user, 'Gothenburg_Warehouse');
  stockholm = siteId(ulla.user, 'Stockholm_Office');
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  const sara = await signIn(t.app, 'siteadmin@demo.example');
  siteAdmin = sara.token;
  malmo = siteId(sara.user, 'Malmo_Terminal');
  agent = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

async function calculate(token = user, siteIds = [gothenburg]) {
  const response = await call(t.app, 'POST', '/api/price-calculation/smart', {
    token,
    siteIds,
    body: {
      pickup: { country: 'SE', zip: '41101', city: 'Göteborg' },
      delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
      goods: [{ package_type: 'eur_pallet', units: 2, weight: 300 }],
      pickup_date: '2030-12-18',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculation;
}

async function share(calculationId: string, body: Record<string, unknown> = {}, token = user, siteIds?: number[]) {
  const response = await call(t.app, 'POST', `/api/price-calculation/${calculationId}/shares`, { token, siteIds, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TCreatedPriceCalculationShare;
}

const openShared = (token: string) => call(t.app, 'GET', `/api/shared/price-leadtime/${token}`);
const listShares = async (calculationId: string, token = user, siteIds?: number[]) => {
  const response = await call(t.app, 'GET', `/api/price-calculation/${calculationId}/shares`, { token, siteIds });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculationShare[];
};
const revoke = (shareId: string, token = user, siteIds?: number[]) =>
  call(t.app, 'DELETE', `/api/price-calculation/shares/${shareId}`, { token, siteIds });

describe('shared price results', () => {
  it('opens a shared calculation without signing in, with the customer prices only', async () => {
    const calculation = await calculate(orgAdmin);
    expect(calculation.quotes.length).toBeGreaterThan(0);
    // The administrator who shares sees the purchase price and the markup…
    expect(calculation.quotes.every((quote) => quote.price.admin !== undefined)).toBe(true);

    const link = await share(calculation.id);
    expect(link).toMatchObject({
      calculation_id: calculation.id,
      status: 'active',
      expires_at: null,
      created_by_name: 'Ulla Usersson',
      can_revoke: true,
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const opened = await openShared(link.token);
    expect(opened.statusCode, opened.body).toBe(200);
    const shared = opened.json().data as TSharedPriceCalculation;
    expect(shared.organization_name).toBe('Nordic Freight AB');
    expect(shared.calculation.request.delivery).toMatchObject({ country: 'NO', zip: '0150' });
    // …the link never does: the same figures a customer reads from the calculation itself.
    expect(opened.body).not.toContain('carrier_price');
    expect(shared.calculation.quotes.flatMap((quote) => quote.price.lines).some((line) => line.kind === 'markup')).toBe(false);
    const customerView = (await call(t.app, 'GET', `/api/price-calculation/response/${calculation.id}`, { token: user })).json()
      .data as TPriceCalculation;
    expect(shared.calculation.quotes).toEqual(customerView.quotes);
    for (const quote of shared.calculation.quotes) {
      expect(quote.price.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(quote.price.total);
    }
  });

  it('lists and revokes links; a revoked link is not found', async () => {
    const calculation = await calculate();
    const kept = await share(calculation.id, { expires_in_days: 30 });
    const revoked = await share(calculation.id);
    expect(new Date(kept.expires_at!).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    expect((await revoke(revoked.id)).statusCode).toBe(204);
    expect((await openShared(revoked.token)).statusCode).toBe(404);
    expect((await openShared(kept.token)).statusCode).toBe(200);
    // The id names a link for revoking; it does not open it.
    expect((await openShared(kept.id)).statusCode).toBe(404);

    const links = await listShares(calculation.id);
    expect(links.map((link) => [link.id, link.status])).toEqual([
      [revoked.id, 'revoked'],
      [kept.id, 'active'],
    ]);
  });

  it('stops answering once a link has expired, and for unknown links', async () => {
    const calculation = await calculate();
    const link = await share(calculation.id, { expires_in_days: 1 });
    await t.database.db
      .update(priceCalculationShares)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(priceCalculationShares.id, link.id));
    expect((await openShared(link.token)).statusCode).toBe(404);
    const listed = await listShares(calculation.id);
    expect(listed[0]!.status).toBe('expired');
    expect((await openShared('no-such-link-000000000000000000')).statusCode).toBe(404);
  });

  it('refuses a bad expiry with a field error', async () => {
    const calculation = await calculate();
    for (const expires of [0, 1.5, 366, 'soon']) {
      const response = await call(t.app, 'POST', `/api/price-calculation/${calculation.id}/shares`, {
        token: user,
        body: { expires_in_days: expires },
      });
      expect(response.statusCode, String(expires)).toBe(422);
      expect(response.json().errors).toHaveProperty('expires_in_days');
    }
  });

  it("keeps another organization's calculations and links out of reach", async () => {
    const calculation = await calculate();
    const link = await share(calculation.id);
    expect((await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/price-calculation/${calculation.id}/shares`, { token: agent, body: {} })).statusCode).toBe(404);
    expect((await revoke(link.id, agent)).statusCode).toBe(404);
    expect((await openShared(link.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`)).statusCode).toBe(401);
  });

  it("keeps another site's calculations and links out of reach of a user who does not act as it", async () => {
    // Sara makes a calculation for Malmo, a site of Ulla's organization that Ulla is no user of.
    const malmos = await calculate(siteAdmin, [malmo]);
    expect(malmos.site_id).toBe(malmo);
    const link = await share(malmos.id, {}, siteAdmin, [malmo]);
    for (const siteIds of [undefined, [gothenburg, stockholm], [malmo]]) {
      expect((await call(t.app, 'GET', `/api/price-calculation/response/${malmos.id}`, { token: user, siteIds })).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/price-calculation/${malmos.id}/shares`, { token: user, siteIds })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `/api/price-calculation/${malmos.id}/shares`, { token: user, siteIds, body: {} })).statusCode).toBe(
        404,
      );
      expect((await revoke(link.id, user, siteIds)).statusCode).toBe(404);
    }
    expect((await openShared(link.token)).statusCode).toBe(200);

    // Acting as Gothenburg only, Ulla leaves her own Stockholm calculations aside too.
    const stockholms = await calculate(user, [stockholm]);
    expect(
      (await call(t.app, 'GET', `/api/price-calculation/response/${stockholms.id}`, { token: user, siteIds: [gothenburg] })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/price-calculation/response/${stockholms.id}`, { token: user, siteIds: [gothenburg, stockholm] }))
        .statusCode,
    ).toBe(200);
  });

  it("lets a link's maker and the site's administrators revoke it, and no other user", async () => {
    const calculation = await calculate(user, [gothenburg]);
    const sarasLink = await share(calculation.id, {}, siteAdmin, [gothenburg]);
    const ullasLink = await share(calculation.id, {}, user, [gothenburg]);

    const seenByUlla = await listShares(calculation.id, user, [gothenburg]);
    expect(seenByUlla.map((link) => [link.id, link.can_revoke])).toEqual([
      [ullasLink.id, true],
      [sarasLink.id, false],
    ]);
    const refused = await revoke(sarasLink.id, user, [gothenburg]);
    expect(refused.statusCode).toBe(403);
    expect((await openShared(sarasLink.token)).statusCode).toBe(200);

    expect((await listShares(calculation.id, siteAdmin, [gothenburg])).every((link) => link.can_revoke)).toBe(true);
    expect((await revoke(ullasLink.id, siteAdmin, [gothenburg])).statusCode).toBe(204);
    expect((await openShared(ullasLink.token)).statusCode).toBe(404);
    expect((await revoke(sarasLink.id, siteAdmin, [gothenburg])).statusCode).toBe(204);
  });

  it('keeps only a hash of the token, and answers the token only when the link is made', async () => {
    const calculation = await calculate();
    const link = await share(calculation.id);
    const [stored] = await t.database.db.select().from(priceCalculationShares).where(eq(priceCalculationShares.id, link.id));
    expect(stored!.token_hash).toBe(hashToken(link.token));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const listed = await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`, { token: user });
    expect(listed.body).not.toContain(link.token);
    expect(listed.json().data[0]).not.toHaveProperty('token');
  });
});
