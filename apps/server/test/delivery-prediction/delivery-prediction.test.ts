import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carrierServices, consignments, sites } from '../../src/db/schema';
import { refreshDeliveryPredictions } from '../../src/modules/delivery-prediction';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let gothenburg: number;

interface Prediction {
  date: string;
  earliest: string;
  latest: string;
  unit: string;
  basis: string;
  shipments: number;
  probably_late: boolean;
}
type Row = { uuid: string; shipment_number: string; predicted_delivery: Prediction | null };

const site = async (name: string) => {
  const [row] = await t.database.db.select().from(sites).where(eq(sites.name, name));
  return row!;
};

let serial = 0;
/** A shipment from Reykjavík (IS 101) to a Portuguese postcode, a lane the demo data never uses. */
function shipment(
  at: { organization_id: number; id: number },
  values: Partial<typeof consignments.$inferInsert> & { pickup: string; delivered?: string; eta?: string },
): typeof consignments.$inferInsert {
  const { pickup, delivered, eta, ...rest } = values;
  serial += 1;
  return {
    organization_id: at.organization_id,
    site_id: at.id,
    shipment_number: `PREDTEST${String(serial).padStart(4, '0')}`,
    source: 'import',
    transport_mode: 'ROAD',
    consignor_countrycode: 'IS',
    consignor_zip: '101',
    consignee_countrycode: 'PT',
    consignee_zip: '1000-001',
    status: delivered ? 'DELIVERED' : 'IN_TRANSIT',
    booked_at: new Date(`${pickup}T08:00:00Z`),
    pickup_at: new Date(`${pickup}T10:00:00Z`),
    delivered_at: delivered ? new Date(`${delivered}T14:00:00Z`) : null,
    eta_at: eta ? new Date(`${eta}T12:00:00Z`) : null,
    ...rest,
  };
}

let carrierId: number;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  const own = await site('Gothenburg Warehouse');
  gothenburg = own.id;
  const [service] = await t.database.db.select().from(carrierServices).limit(1);
  carrierId = service!.carrier_id;
  serviceId = service!.id;
  const carrier = { carrier_id: carrierId, carrier_service_id: serviceId };
  // Monday pickups delivered 2, 2, 3, 3, 3 and 4 working days later, never on a weekend.
  const ownHistory = ['2026-10-07', '2026-10-14', '2026-10-22', '2026-10-29', '2026-11-05', '2026-11-13'].map((delivered, index) =>
    shipment(own, {
      ...carrier,
      pickup: ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'][index]!,
      delivered,
    }),
  );
  // Another organization ships the same lane with the same carrier much more slowly; its history must never count.
  const stranger = await firstSiteOutside(own.organization_id);
  const foreignHistory = Array.from({ length: 12 }, (_, index) =>
    shipment(stranger, { ...carrier, pickup: '2026-10-05', delivered: index % 2 ? '2026-10-23' : '2026-10-26' }),
  );
  await t.database.db.insert(consignments).values([
    ...ownHistory,
    ...foreignHistory,
    // Under way on the same service and lane (picked up in the future, so no predicted day is already past), promised for the next day.
    shipment(own, { ...carrier, shipment_number: 'PREDTEST-LATE', pickup: '2030-01-07', eta: '2030-01-08' }),
    // The same carrier without a service and to another postcode area: only the country pair has history.
    shipment(own, {
      carrier_id: carrierId,
      shipment_number: 'PREDTEST-PAIR',
      consignee_zip: '4000-001',
      pickup: '2030-01-07',
      eta: '2030-01-18',
    }),
    // No carrier at all: only shipments of the same mode between the two countries.
    shipment(own, { shipment_number: 'PREDTEST-MODE', pickup: '2030-01-07', eta: '2030-01-18' }),
    // A lane nobody has delivered on.
    shipment(own, { ...carrier, shipment_number: 'PREDTEST-NONE', consignee_countrycode: 'GR', pickup: '2030-01-07', eta: '2030-01-18' }),
    // The other organization's shipment under way is predicted from its own history only.
    shipment(stranger, { ...carrier, shipment_number: 'PREDTEST-THEIRS', pickup: '2030-01-07', eta: '2030-02-28' }),
  ]);
  await refreshDeliveryPredictions(t.database.db, new Date('2026-11-25T09:00:00Z'));
});
afterAll(() => t.close());

async function firstSiteOutside(organizationId: number) {
  const all = await t.database.db.select().from(sites);
  return all.find((row) => row.organization_id !== organizationId)!;
}

const list = async (query: string) => {
  const response = await call(t.app, 'GET', `/api/consignments?filter[search]=predtest&pageSize=100${query}`, {
    token,
    siteIds: [gothenburg],
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Row[]; meta: { total: number } };
};
const predictionOf = async (number: string) => (await list('')).data.find((row) => row.shipment_number === number)?.predicted_delivery;

describe('predicted delivery', () => {
  it('predicts from the same service and lane: median and 80% interval in working days, flagged when after the promised day', async () => {
    expect(await predictionOf('PREDTEST-LATE')).toEqual({
      // Picked up on a Monday; 3 working days, between 2 and 4.
      date: '2030-01-10',
      earliest: '2030-01-09',
      latest: '2030-01-11',
      unit: 'working_days',
      basis: 'service_lane',
      shipments: 6,
      probably_late: true,
    });
  });

  it('falls back to the carrier between the countries, then to the mode, and predicts nothing without history', async () => {
    expect(await predictionOf('PREDTEST-PAIR')).toMatchObject({
      basis: 'carrier_countries',
      shipments: 6,
      date: '2030-01-10',
      probably_late: false,
    });
    expect(await predictionOf('PREDTEST-MODE')).toMatchObject({ basis: 'mode_countries', shipments: 6, date: '2030-01-10' });
    expect(await predictionOf('PREDTEST-NONE')).toBeNull();
    // Delivered shipments are not predicted.
    expect(
      (await list('')).data.filter((row) => row.shipment_number.startsWith('PREDTEST0')).every((row) => row.predicted_delivery === null),
    ).toBe(true);
  });

  it('never learns from another organization’s deliveries', async () => {
    // Their twelve shipments took three weeks; ours stay at six and three days.
    expect(await predictionOf('PREDTEST-LATE')).toMatchObject({ shipments: 6 });
    const god = await signIn(t.app, 'god@demo.example');
    const theirs = await call(t.app, 'GET', '/api/admin/consignments?filter[search]=predtest-theirs', { token: god.token });
    expect(theirs.statusCode).toBe(200);
    const [row] = (theirs.json() as { data: Row[] }).data;
    expect(row?.predicted_delivery).toMatchObject({ basis: 'service_lane', shipments: 12, date: '2030-01-28' });
  });

  it('lists only the shipments probably late, and shows the prediction on the shipment page', async () => {
    const late = await list('&filter[probably_late]=1');
    expect(late.data.map((row) => row.shipment_number)).toEqual(['PREDTEST-LATE']);
    const detail = await call(t.app, 'GET', `/api/consignments/${late.data[0]!.uuid}`, { token, siteIds: [gothenburg] });
    expect(detail.json().data.predicted_delivery).toMatchObject({ date: '2030-01-10', probably_late: true });
  });

  it('drops the prediction of a shipment once it is delivered', async () => {
    await t.database.db
      .update(consignments)
      .set({ status: 'DELIVERED', delivered_at: new Date('2026-11-26T10:00:00Z'), updated_at: new Date() })
      .where(eq(consignments.shipment_number, 'PREDTEST-LATE'));
    await refreshDeliveryPredictions(t.database.db, new Date('2026-11-25T09:01:00Z'));
    expect(await predictionOf('PREDTEST-LATE')).toBeNull();
    expect((await list('&filter[probably_late]=1')).meta.total).toBe(0);
  });
});
