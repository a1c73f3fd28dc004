import { and, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard } from '@freight/contracts';
import { bookings, consignmentExceptions, consignments, organizations, sessions, sites, users } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let testOrganizationId: number;

const at = (text: string) => new Date(`${text}Z`);

/** A small organization whose every record falls on a known day in March 2025, before any demo data. */
async function seedOrganization() {
  const db = t.database.db;
  const [organization] = await db.insert(organizations).values({ name: 'Dashboard Test AB' }).returning();
  const organizationId = organization!.id;
  const [site] = await db
    .insert(sites)
    .values({
      organization_id: organizationId,
      key: 'Lund',
      name: 'Lund',
      email: 'lund@test.example',
      phone: '+46461234567',
      address: 'Gatan 1',
      post_code: '22100',
      city: 'Lund',
      vat_number: 'SE-1234567890',
      country_code: 'SE',
    })
    .returning();
  const shipment = (number: string, created: string) => ({
    organization_id: organizationId,
    site_id: site!.id,
    shipment_number: number,
    source: 'import' as const,
    created_at: at(created),
  });
  const shipments = await db
    .insert(consignments)
    .values([
      shipment('D-1', '2025-03-03T00:00:00'),
      shipment('D-2', '2025-03-04T10:00:00'),
      shipment('D-3', '2025-03-09T23:59:59'),
      shipment('D-4', '2025-03-10T00:00:00'),
      shipment('D-5', '2025-03-16T23:00:00'),
      shipment('D-6', '2025-03-17T00:00:00'),
      shipment('D-0', '2025-03-02T23:59:59'),
    ])
    .returning({ id: consignments.id });
  const booking = (index: number, created: string) => ({
    organization_id: organizationId,
    site_id: site!.id,
    consignment_id: shipments[index]!.id,
    booking_number: `DB-${index}`,
    details: {} as never,
    created_at: at(created),
  });
  await db
    .insert(bookings)
    .values([booking(0, '2025-03-05T08:00:00'), booking(3, '2025-03-12T08:00:00'), booking(5, '2025-03-18T08:00:00')]);
  await db
    .insert(consignmentExceptions)
    .values([{ organization_id: organizationId, consignment_id: shipments[3]!.id, type: 'DAMAGE', opened_at: at('2025-03-11T09:00:00') }]);
  const people = await db
    .insert(users)
    .values(['first', 'second', 'third'].map((name) => ({ organization_id: organizationId, name, email: `${name}@dashboard.example` })))
    .returning({ id: users.id });
  const session = (user: number, begun: string, seen: string) => ({
    user_id: people[user]!.id,
    token_hash: `dashboard-${user}-${begun}`,
    created_at: at(begun),
    last_seen_at: at(seen),
    expires_at: at(seen),
  });
  await db.insert(sessions).values([
    // In use across both weeks: counted in each, once in the range.
    session(0, '2025-03-05T08:00:00', '2025-03-11T17:00:00'),
    session(0, '2025-03-12T08:00:00', '2025-03-12T09:00:00'),
    session(1, '2025-03-13T08:00:00', '2025-03-13T12:00:00'),
    session(2, '2025-02-01T08:00:00', '2025-02-02T08:00:00'),
  ]);
  return organizationId;
}

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  orgAdmin = (await signIn(t.app, 'orgadmin@demo.example')).token;
  testOrganizationId = await seedOrganization();
});
afterAll(() => t.close());

const dashboard = async (query: string, token = god) => {
  const response = await call(t.app, 'GET', `/api/dashboard?${query}`, { token });
  return { status: response.statusCode, body: response.json() as { data: TDashboard; errors?: Record<string, string[]> } };
};

describe('admin dashboard', () => {
  it('counts each organization’s bookings, shipments, exceptions and active users per week', async () => {
    const { status, body } = await dashboard('from=2025-03-03&to=2025-03-16&granularity=week');
    expect(status).toBe(200);
    expect(body.data.periods).toEqual(['2025-03-03', '2025-03-10']);
    expect(body.data.organizations).toHaveLength(1);
    expect(body.data.organizations[0]).toEqual({
      id: testOrganizationId,
      name: 'Dashboard Test AB',
      bookings: 2,
      shipments: 5,
      exceptions: 1,
      active_users: 2,
      series: { bookings: [1, 1], shipments: [3, 2], exceptions: [0, 1], active_users: [1, 2] },
    });
    expect(body.data.totals).toEqual({ bookings: 2, shipments: 5, exceptions: 1, active_users: 2 });
    expect(body.data.series.shipments).toEqual([3, 2]);
  });

  it('counts by day within a range that starts mid-week', async () => {
    const { body } = await dashboard('from=2025-03-04&to=2025-03-06&granularity=day');
    expect(body.data.periods).toEqual(['2025-03-04', '2025-03-05', '2025-03-06']);
    expect(body.data.series).toEqual({ bookings: [0, 1, 0], shipments: [1, 0, 0], exceptions: [0, 0, 0], active_users: [0, 1, 1] });
  });

  it('matches the demo data’s counts for the last two weeks, and narrows to one organization', async () => {
    const today = new Date();
    const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 13));
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
    const query = `from=${from.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}&granularity=day`;
    const { body } = await dashboard(query);
    expect(body.data.periods).toHaveLength(14);
    const db = t.database.db;
    const shipments = await db.$count(consignments, and(gte(consignments.created_at, from), lt(consignments.created_at, end)));
    const exceptions = await db.$count(
      consignmentExceptions,
      and(gte(consignmentExceptions.opened_at, from), lt(consignmentExceptions.opened_at, end)),
    );
    expect(shipments).toBeGreaterThan(0);
    expect(body.data.totals.shipments).toBe(shipments);
    expect(body.data.totals.exceptions).toBe(exceptions);
    // The sign-ins of this suite are today's sessions.
    expect(body.data.totals.active_users).toBeGreaterThanOrEqual(2);

    const nordic = body.data.organizations.find((organization) => organization.name === 'Nordic Freight AB')!;
    const narrowed = await dashboard(`${query}&organization_id=${nordic.id}`);
    expect(narrowed.body.data.organizations.map((organization) => organization.id)).toEqual([nordic.id]);
    expect(narrowed.body.data.totals).toEqual({
      bookings: nordic.bookings,
      shipments: nordic.shipments,
      exceptions: nordic.exceptions,
      active_users: nordic.active_users,
    });
  });

  it('shows the last twelve weeks by default', async () => {
    const { body } = await dashboard('');
    expect(body.data.granularity).toBe('week');
    expect(body.data.periods).toHaveLength(12);
    expect(new Date(`${body.data.periods[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.data.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers an empty range with no organizations', async () => {
    const { body } = await dashboard('from=2020-01-01&to=2020-01-31&granularity=month');
    expect(body.data).toMatchObject({
      periods: ['2020-01-01'],
      organizations: [],
      totals: { bookings: 0, shipments: 0, exceptions: 0, active_users: 0 },
    });
  });

  it('refuses a reversed or too long range', async () => {
    const reversed = await dashboard('from=2025-03-10&to=2025-03-01');
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors!)).toEqual(['to']);
    const tooLong = await dashboard('from=2015-01-01&to=2025-01-01&granularity=day');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors!.from![0]).toMatch(/at most 400 periods/);
  });

  it('is for god users only', async () => {
    expect((await dashboard('', orgAdmin)).status).toBe(403);
  });
});
