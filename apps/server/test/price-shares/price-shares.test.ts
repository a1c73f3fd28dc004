import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPriceCalculation, TPriceCalculationShare, TSharedPriceCalculation } from '@freight/contracts';
import { priceCalculationShares } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let orgAdmin: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  user = (await signIn(t.app, 'user@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

async function calculate(token = user) {
  const response = await call(t.app, 'POST', '/api/price-calculation/smart', {
    token,
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

async function share(calculationId: string, body: Record<string, unknown> = {}, token = user) {
  const response = await call(t.app, 'POST', `/api/price-calculation/${calculationId}/shares`, { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculationShare;
}

const openShared = (id: string) => call(t.app, 'GET', `/api/shared/price-leadtime/${id}`);

describe('shared price results', () => {
  it('opens a shared calculation without signing in, with the customer prices only', async () => {
    const calculation = await calculate(orgAdmin);
    expect(calculation.quotes.length).toBeGreaterThan(0);
    // The administrator who shares sees the purchase price and the markup…
    expect(calculation.quotes.every((quote) => quote.price.admin !== undefined)).toBe(true);

    const link = await share(calculation.id);
    expect(link).toMatchObject({ calculation_id: calculation.id, status: 'active', expires_at: null, created_by_name: 'Ulla Usersson' });
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const opened = await openShared(link.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const shared = opened.json().data as TSharedPriceCalculation;
    expect(shared.organization_name).toBe('Nordic Freight AB');
    expect(shared.calculation.request.delivery).toMatchObject({ country: 'NO', zip: '0150' });
    // …the link never does: the same figures a customer reads from the calculation itself.
    expect(opened.body).not.toContain('carrier_price');
    expect(shared.calculation.quotes.flatMap((quote) => quote.price.lines).some((line) => line.kind === 'markup')).toBe(false);
    const customerView = (await call(t.app, 'GET', `/api/price-calculation/response/${calculation.id}`, { token: user })).json().data as TPriceCalculation;
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

    expect((await call(t.app, 'DELETE', `/api/price-calculation/shares/${revoked.id}`, { token: user })).statusCode).toBe(204);
    expect((await openShared(revoked.id)).statusCode).toBe(404);
    expect((await openShared(kept.id)).statusCode).toBe(200);

    const listed = await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`, { token: user });
    expect(listed.statusCode).toBe(200);
    const links = listed.json().data as TPriceCalculationShare[];
    expect(links.map((link) => [link.id, link.status])).toEqual([
      [revoked.id, 'revoked'],
      [kept.id, 'active'],
    ]);
  });

  it('stops answering once a link has expired, and for unknown links', async () => {
    const calculation = await calculate();
    const link = await share(calculation.id, { expires_in_days: 1 });
    await t.database.db.update(priceCalculationShares).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(priceCalculationShares.id, link.id));
    expect((await openShared(link.id)).statusCode).toBe(404);
    const listed = (await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`, { token: user })).json().data as TPriceCalculationShare[];
    expect(listed[0]!.status).toBe('expired');
    expect((await openShared('no-such-link-000000000000000000')).statusCode).toBe(404);
  });

  it('refuses a bad expiry with a field error', async () => {
    const calculation = await calculate();
    for (const expires of [0, 1.5, 366, 'soon']) {
      const response = await call(t.app, 'POST', `/api/price-calculation/${calculation.id}/shares`, { token: user, body: { expires_in_days: expires } });
      expect(response.statusCode, String(expires)).toBe(422);
      expect(response.json().errors).toHaveProperty('expires_in_days');
    }
  });

  it("keeps another organization's calculations and links out of reach", async () => {
    const calculation = await calculate();
    const link = await share(calculation.id);
    expect((await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/price-calculation/${calculation.id}/shares`, { token: agent, body: {} })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/price-calculation/shares/${link.id}`, { token: agent })).statusCode).toBe(404);
    expect((await openShared(link.id)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/price-calculation/${calculation.id}/shares`)).statusCode).toBe(401);
  });
});
