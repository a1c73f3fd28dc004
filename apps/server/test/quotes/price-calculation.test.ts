import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isWorkingDay } from '@freight/domain';
import type { TMarkup, TPriceCalculation, TPriceCalculationRequestInput, TQuote } from '@freight/contracts';
import { carriers, sites } from '../../src/db/schema';
import { call, createTestApp, signIn, siteId, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let orgAdmin: string;
let agent: string;
let gothenburg: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  user = signedIn.token;
  gothenburg = siteId(signedIn.user, 'Gothenburg_Warehouse');
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

/** A Friday before Christmas: two working days in Sweden from it land after the holidays. */
const PICKUP = '2030-12-20';

const palletToOslo = (overrides: Partial<TPriceCalculationRequestInput> = {}): TPriceCalculationRequestInput => ({
  pickup: { country: 'SE', zip: '411 05', city: 'Göteborg' },
  delivery: { country: 'NO', zip: '0150', city: 'Oslo' },
  goods: [{ package_type: 'eur_pallet', units: 1, weight: 300 }],
  pickup_date: PICKUP,
  ...overrides,
});

async function quote(token: string, body: unknown, endpoint = 'multiple') {
  const response = await call(t.app, 'POST', `/api/price-calculation/${endpoint}`, { token, siteIds: [gothenburg], body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TPriceCalculation;
}

const byService = (calculation: TPriceCalculation, code: string) => calculation.quotes.find((entry) => entry.service.code === code);
const linesTotal = (entry: TQuote) => entry.price.lines.reduce((sum, line) => sum + line.amount, 0);

describe('price calculation', () => {
  it('quotes a pallet from Gothenburg to Oslo with several carriers, prices and working-day delivery dates', async () => {
    const calculation = await quote(user, palletToOslo());
    const { quotes } = calculation;
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(quotes.map((entry) => entry.carrier.id)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(quotes.map((entry) => entry.price.total)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(quotes.map((entry) => entry.delivery_date)).size).toBeGreaterThanOrEqual(2);
    expect(quotes.map((entry) => entry.rank)).toEqual(quotes.map((_, index) => index + 1));
    const totals = quotes.map((entry) => entry.price.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    for (const entry of quotes) {
      expect(entry.price.currency).toBe('SEK');
      expect(linesTotal(entry)).toBe(entry.price.total);
      expect(entry.pickup_date).toBe(PICKUP);
      expect(entry.delivery_date).not.toBeNull();
      expect(isWorkingDay('SE', entry.delivery_date!)).toBe(true);
      expect(isWorkingDay('NO', entry.delivery_date!)).toBe(true);
    }
    // A pallet goes on loading metres or pallet places, never on its 300 kg.
    const road = byService(calculation, 'DBS_SYSTEM')!;
    expect(road.chargeable_weight).toMatchObject({ actual_kg: 300, kg: 740 });
    // Christmas Eve to Boxing Day are not Swedish working days.
    const twoDays = quotes.find((entry) => entry.working_days === 2);
    expect(twoDays?.delivery_date).toBe('2030-12-27');
    // Parcel services cannot take a 300 kg pallet and say why.
    const parcel = calculation.unavailable.find((entry) => entry.service.code === 'PN_PARCEL');
    expect(parcel?.reasons.map((reason) => reason.code)).toContain('over_max_package_weight');
  });

  it('shows the customer the marked-up price only and the organization admin the carrier price and markup too', async () => {
    const customer = byService(await quote(user, palletToOslo()), 'DBS_SYSTEM')!;
    const admin = byService(await quote(orgAdmin, palletToOslo()), 'DBS_SYSTEM')!;
    expect(customer.price.admin).toBeUndefined();
    expect(customer.price.lines.some((line) => line.kind === 'markup')).toBe(false);
    expect(admin.price.total).toBe(customer.price.total);
    expect(admin.price.admin).toMatchObject({ geography_key: 'DOM_REG', markup_rate_percent: 10 });
    const { carrier_price, markup } = admin.price.admin!;
    expect(markup).toBe(Math.round(carrier_price * 0.1) + 7_500);
    expect(admin.price.total).toBe(carrier_price + markup);
    expect(admin.price.lines.find((line) => line.kind === 'markup')?.amount).toBe(markup);
    expect(linesTotal(admin)).toBe(admin.price.total);
  });

  /** Sets the domestic regional markup rate of the service's markup, through `app`. */
  async function changeMarkup(app: TestApp['app'], serviceId: number, rate: number) {
    const list = await call(app, 'GET', '/api/markups', { token: orgAdmin });
    expect(list.statusCode).toBe(200);
    const markup = (list.json().data as TMarkup[]).find((entry) => entry.carrier_service.includes(serviceId))!;
    const {
      id,
      organization_id: _organization,
      country_name: _country,
      carrier_services: _services,
      updated_at: _updated,
      ...body
    } = markup;
    const changed = await call(app, 'PUT', `/api/markups/${id}`, {
      token: orgAdmin,
      body: { ...body, geography_specific_rates: { ...body.geography_specific_rates, DOM_REG: { rate, fixed: 0 } } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  it('reflects a changed markup in the next quote', async () => {
    const before = byService(await quote(orgAdmin, palletToOslo()), 'DBS_SYSTEM')!;
    await changeMarkup(t.app, before.service.id, 25);

    const after = byService(await quote(orgAdmin, palletToOslo()), 'DBS_SYSTEM')!;
    expect(after.price.admin!.carrier_price).toBe(before.price.admin!.carrier_price);
    expect(after.price.admin!.markup).toBe(Math.round(before.price.admin!.carrier_price * 0.25));
    expect(after.price.total).toBeGreaterThan(before.price.total);
  });

  it('reflects a markup another server process changed, once the database tells of it', async () => {
    const another = await t.startAnotherServer();
    try {
      const before = byService(await quote(orgAdmin, palletToOslo()), 'DBS_SYSTEM')!;
      await changeMarkup(another.app, before.service.id, 40);
      // Well within the few seconds a kept value lives without a notice.
      await vi.waitFor(
        async () => {
          const after = byService(await quote(orgAdmin, palletToOslo()), 'DBS_SYSTEM')!;
          expect(after.price.admin!.markup).toBe(Math.round(before.price.admin!.carrier_price * 0.4));
        },
        { timeout: 3000, interval: 20 },
      );
    } finally {
      await another.close();
    }
  });

  it('does not offer a carrier the site excludes', async () => {
    const [dhl] = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, 'DHL Freight'));
    await t.database.db
      .update(sites)
      .set({ excluded_carrier_ids: [dhl!.id] })
      .where(eq(sites.id, gothenburg));
    try {
      const calculation = await quote(user, palletToOslo());
      expect(calculation.quotes.some((entry) => entry.carrier.id === dhl!.id)).toBe(false);
      const excluded = calculation.unavailable.filter((entry) => entry.carrier.id === dhl!.id);
      expect(excluded.length).toBeGreaterThan(0);
      for (const entry of excluded) expect(entry.reasons.map((reason) => reason.code)).toContain('carrier_excluded_by_site');
    } finally {
      await t.database.db.update(sites).set({ excluded_carrier_ids: [] }).where(eq(sites.id, gothenburg));
    }
  });

  it('offers only services with a booking agreement in a booking flow', async () => {
    const priced = await quote(user, palletToOslo());
    const unbookable = priced.quotes.filter((entry) => !entry.bookable);
    expect(unbookable.length).toBeGreaterThan(0);
    expect(unbookable[0]!.booking_reasons.map((reason) => reason.code)).toContain('no_booking_agreement');
    expect(priced.quotes.some((entry) => entry.bookable)).toBe(true);

    const booking = await quote(user, palletToOslo({ flow: 'booking' }));
    expect(booking.quotes.length).toBeGreaterThan(0);
    expect(booking.quotes.every((entry) => entry.bookable)).toBe(true);
    const refused = booking.unavailable.find((entry) => entry.service.id === unbookable[0]!.service.id);
    expect(refused?.reasons.map((reason) => reason.code)).toContain('no_booking_agreement');
  });

  it('prices one service with simple and ranks with smart', async () => {
    const priced = await quote(user, palletToOslo());
    const cheapest = priced.quotes[0]!;
    const simple = await quote(user, { ...palletToOslo(), carrier_service_id: cheapest.service.id }, 'simple');
    expect(simple.quotes).toHaveLength(1);
    expect(simple.quotes[0]!.price.total).toBe(cheapest.price.total);

    const smart = await quote(user, palletToOslo(), 'smart');
    expect(smart.kind).toBe('smart');
    expect(smart.quotes.map((entry) => entry.service.id).sort()).toEqual(priced.quotes.map((entry) => entry.service.id).sort());
    expect(smart.quotes[0]!.rank).toBe(1);

    const unknown = await call(t.app, 'POST', '/api/price-calculation/simple', {
      token: user,
      siteIds: [gothenburg],
      body: { ...palletToOslo(), carrier_service_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 422 with field errors for bad places and goods', async () => {
    const response = await call(t.app, 'POST', '/api/price-calculation/multiple', {
      token: user,
      siteIds: [gothenburg],
      body: {
        pickup: { country: 'Sweden', zip: '41105' },
        delivery: { country: 'NO', zip: '' },
        goods: [
          { package_type: 'eur_pallet', weight: -5 },
          { package_type: 'crate', weight: 10 },
        ],
        pickup_date: '2030-02-30',
      },
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['pickup.country', 'delivery.zip', 'goods.0.weight', 'goods.1.package_type', 'pickup_date']),
    );
    expect(errors['pickup.country']![0]).toBe('Enter a two-letter country code (ISO 3166).');

    const noGoods = await call(t.app, 'POST', '/api/price-calculation/multiple', {
      token: user,
      siteIds: [gothenburg],
      body: { ...palletToOslo(), goods: [] },
    });
    expect(noGoods.statusCode).toBe(422);
    expect(noGoods.json().errors).toHaveProperty('goods');
  });

  it('keeps a calculation to its organization', async () => {
    const calculation = await quote(user, palletToOslo());
    const own = await call(t.app, 'GET', `/api/price-calculation/response/${calculation.id}`, { token: user });
    expect(own.statusCode).toBe(200);
    expect((own.json().data as TPriceCalculation).quotes.map((entry) => entry.price.total)).toEqual(
      calculation.quotes.map((entry) => entry.price.total),
    );
    expect((own.json().data as TPriceCalculation).quotes[0]!.price.admin).toBeUndefined();

    const asAdmin = await call(t.app, 'GET', `/api/price-calculation/response/${calculation.id}`, { token: orgAdmin });
    expect((asAdmin.json().data as TPriceCalculation).quotes[0]!.price.admin).toBeDefined();

    const foreign = await call(t.app, 'GET', `/api/price-calculation/response/${calculation.id}`, { token: agent });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await call(t.app, 'POST', '/api/price-calculation/multiple', { body: palletToOslo() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes a calculation for one site acted as, prices it with that site, and keeps it to those acting as it', async () => {
    const ulla = await signIn(t.app, 'user@demo.example');
    const stockholm = siteId(ulla.user, 'Stockholm_Office');
    const sara = await signIn(t.app, 'siteadmin@demo.example');
    const malmo = siteId(sara.user, 'Malmo_Terminal');
    const post = (siteIds: number[], body: unknown, token = user) =>
      call(t.app, 'POST', '/api/price-calculation/multiple', { token, siteIds, body });

    const [dhl] = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, 'DHL Freight'));
    await t.database.db
      .update(sites)
      .set({ excluded_carrier_ids: [dhl!.id] })
      .where(eq(sites.id, gothenburg));
    try {
      // Acting as both of her sites, Ulla names Stockholm: Gothenburg's exclusion does not price it.
      const chosen = await post([gothenburg, stockholm], { ...palletToOslo(), site_id: stockholm });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const forStockholm = chosen.json().data as TPriceCalculation;
      expect(forStockholm.site_id).toBe(stockholm);
      expect(forStockholm.quotes.some((entry) => entry.carrier.id === dhl!.id)).toBe(true);
      const forGothenburg = (await post([gothenburg, stockholm], { ...palletToOslo(), site_id: gothenburg })).json()
        .data as TPriceCalculation;
      expect(forGothenburg.quotes.some((entry) => entry.carrier.id === dhl!.id)).toBe(false);

      const read = (siteIds: number[]) =>
        call(t.app, 'GET', `/api/price-calculation/response/${forStockholm.id}`, { token: user, siteIds });
      expect((await read([gothenburg])).statusCode).toBe(404);
      expect((await read([stockholm])).statusCode).toBe(200);
    } finally {
      await t.database.db.update(sites).set({ excluded_carrier_ids: [] }).where(eq(sites.id, gothenburg));
    }

    // A site not acted as, or not hers at all, is refused under its field.
    for (const [siteIds, site] of [
      [[gothenburg], stockholm],
      [[gothenburg, stockholm], malmo],
    ] as const) {
      const refused = await post([...siteIds], { ...palletToOslo(), site_id: site });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toHaveProperty('site_id');
    }

    // Sara's calculation for Malmo is out of Ulla's reach whatever sites she names.
    const malmos = (await post([malmo], palletToOslo(), sara.token)).json().data as TPriceCalculation;
    expect(malmos.site_id).toBe(malmo);
    expect((await call(t.app, 'GET', `/api/price-calculation/response/${malmos.id}`, { token: user })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/price-calculation/response/${malmos.id}`, { token: user, siteIds: [malmo] })).statusCode).toBe(
      404,
    );
  });
});
