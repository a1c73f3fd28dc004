import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignmentCounts, consignments } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let adminToken: string;
let organizationId: number;
let gothenburg: number;
let malmo: number;
let allSites: number[];

beforeAll(async () => {
  t = await createTestApp();
  const siteAdmin = await signIn(t.app, 'siteadmin@demo.example');
  token = siteAdmin.token;
  const sites = siteAdmin.user.sites as unknown as { id: number; key: string; organization_id: number }[];
  gothenburg = sites.find((site) => site.key === 'Gothenburg_Warehouse')!.id;
  malmo = sites.find((site) => site.key === 'Malmo_Terminal')!.id;
  organizationId = sites[0]!.organization_id;
  const organizationAdmin = await signIn(t.app, 'orgadmin@demo.example');
  adminToken = organizationAdmin.token;
  allSites = (organizationAdmin.user.sites as unknown as { id: number }[]).map((site) => site.id);
});
afterAll(() => t.close());

type Statistics = { total: number; exceptions: number; by_status: Record<string, number> };

const statistics = async (query = '', siteIds = [gothenburg, malmo], as = token): Promise<Statistics> => {
  const response = await call(t.app, 'GET', `/api/consignments/filtered-statistics?${query}`, { token: as, siteIds });
  expect(response.statusCode).toBe(200);
  return response.json().data as Statistics;
};

const notSnoozed = sql`(${consignments.snoozed_until} is null or ${consignments.snoozed_until} <= now())`;

/** The statistics counted from the shipments themselves, one by one. */
async function counted(siteIds: number[], condition?: SQL): Promise<Statistics> {
  const rows = await t.database.db
    .select({
      status: consignments.status,
      count: count(),
      exceptions: sql<number>`count(*) filter (where ${consignments.has_open_exception})::int`,
    })
    .from(consignments)
    .where(and(inArray(consignments.site_id, siteIds), condition ?? notSnoozed))
    .groupBy(consignments.status);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    exceptions: rows.reduce((sum, row) => sum + row.exceptions, 0),
    by_status: Object.fromEntries(rows.map((row) => [row.status, row.count])),
  };
}

/** Every count kept per site and status equals a recount of the shipments. */
async function expectExactCounts() {
  const kept = await t.database.db
    .select({
      organization_id: consignmentCounts.organization_id,
      site_id: consignmentCounts.site_id,
      status: consignmentCounts.status,
      count: consignmentCounts.count,
      exceptions: consignmentCounts.exceptions,
    })
    .from(consignmentCounts)
    .where(sql`${consignmentCounts.count} <> 0 or ${consignmentCounts.exceptions} <> 0`)
    .orderBy(asc(consignmentCounts.organization_id), asc(consignmentCounts.site_id), asc(consignmentCounts.status));
  const recount = await t.database.db
    .select({
      organization_id: consignments.organization_id,
      site_id: consignments.site_id,
      status: consignments.status,
      count: count(),
      exceptions: sql<number>`count(*) filter (where ${consignments.has_open_exception})::int`,
    })
    .from(consignments)
    .groupBy(consignments.organization_id, consignments.site_id, consignments.status)
    .orderBy(asc(consignments.organization_id), asc(consignments.site_id), asc(consignments.status));
  expect(kept).toEqual(recount);
}

async function expectStatisticsAsCounted() {
  await expectExactCounts();
  expect(await statistics()).toEqual(await counted([gothenburg, malmo]));
  expect(await statistics('', [malmo])).toEqual(await counted([malmo]));
  expect(await statistics('', allSites, adminToken)).toEqual(await counted(allSites));
}

let serial = 0;
const newShipments = (siteId: number, statuses: string[], exception = false) =>
  statuses.map((status) => ({
    organization_id: organizationId,
    site_id: siteId,
    shipment_number: `STAT-${(serial += 1)}`,
    source: 'api' as const,
    status,
    has_open_exception: exception,
  }));

const ownShipments = (siteId: number, limit: number) =>
  t.database.db
    .select({ id: consignments.id })
    .from(consignments)
    .where(eq(consignments.site_id, siteId))
    .orderBy(asc(consignments.id))
    .limit(limit)
    .then((rows) => rows.map((row) => row.id));

describe('statistics above the shipment list', () => {
  it('count the shipments of the sites acted as, by status and open exception', async () => {
    const both = await statistics();
    expect(both.total).toBeGreaterThan(0);
    await expectStatisticsAsCounted();
  });

  it('stay exact as shipments are added, change status, open exceptions, move site and are deleted', async () => {
    const db = t.database.db;
    await db.insert(consignments).values(newShipments(gothenburg, ['IN_TRANSIT', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION'], true));
    await db.insert(consignments).values(newShipments(malmo, ['BOOKED']));
    await expectStatisticsAsCounted();

    const [first, second, third] = await ownShipments(gothenburg, 3);
    await db
      .update(consignments)
      .set({ status: 'DELIVERED' })
      .where(inArray(consignments.id, [first!, second!]));
    await db.update(consignments).set({ has_open_exception: true }).where(eq(consignments.id, third!));
    await expectStatisticsAsCounted();

    await db
      .update(consignments)
      .set({ site_id: malmo })
      .where(inArray(consignments.id, [first!, third!]));
    // A change that touches neither status, site nor exception leaves the counts as they are.
    await db.update(consignments).set({ carrier_name: 'Moved Freight' }).where(eq(consignments.site_id, malmo));
    await expectStatisticsAsCounted();

    await db.delete(consignments).where(inArray(consignments.id, [second!, third!]));
    await expectStatisticsAsCounted();
  });

  it('stay exact through imports that add shipments and change them', async () => {
    const importRows = async (rows: Record<string, string>[]) => {
      const response = await call(t.app, 'POST', '/api/consignment-imports', { token, siteIds: [gothenburg, malmo], body: { rows } });
      expect(response.statusCode, response.body).toBe(200);
    };
    const before = await statistics();
    await importRows([
      { shipment_number: 'STAT-IMP-1', site_key: 'Gothenburg_Warehouse', status: 'IN_TRANSIT' },
      { shipment_number: 'STAT-IMP-2', site_key: 'Malmo_Terminal', status: 'IN_TRANSIT' },
    ]);
    const added = await statistics();
    expect(added.total).toBe(before.total + 2);
    expect(added.by_status.IN_TRANSIT).toBe((before.by_status.IN_TRANSIT ?? 0) + 2);
    await expectStatisticsAsCounted();

    await importRows([
      { shipment_number: 'STAT-IMP-2', status: 'DELIVERED' },
      { shipment_number: 'STAT-IMP-3', site_key: 'Malmo_Terminal', status: 'DELIVERED' },
    ]);
    const changed = await statistics();
    expect(changed.total).toBe(added.total + 1);
    expect(changed.by_status.IN_TRANSIT).toBe(added.by_status.IN_TRANSIT! - 1);
    expect(changed.by_status.DELIVERED).toBe((added.by_status.DELIVERED ?? 0) + 2);
    await expectStatisticsAsCounted();
  });

  it('stay exact while many writers change the same sites at once', async () => {
    const db = t.database.db;
    const ids = await ownShipments(gothenburg, 20);
    await Promise.all(
      ids.map((id, index) =>
        db.transaction(async (tx) => {
          await tx.insert(consignments).values(newShipments(index % 2 ? gothenburg : malmo, ['IN_TRANSIT', 'BOOKED'], index % 3 === 0));
          if (index % 4 === 0) await tx.delete(consignments).where(eq(consignments.id, id));
          else
            await tx
              .update(consignments)
              .set({
                status: index % 2 ? 'DELIVERED' : 'IN_TRANSIT',
                site_id: index % 3 ? malmo : gothenburg,
                has_open_exception: index % 5 === 0,
              })
              .where(eq(consignments.id, id));
        }),
      ),
    );
    await expectStatisticsAsCounted();
  });

  it('leave out snoozed shipments unless all are asked for', async () => {
    const [snoozed, expired] = await ownShipments(malmo, 2);
    await t.database.db
      .update(consignments)
      .set({ snoozed_until: sql`now() + interval '2 days'` })
      .where(eq(consignments.id, snoozed!));
    await t.database.db
      .update(consignments)
      .set({ snoozed_until: sql`now() - interval '2 days'` })
      .where(eq(consignments.id, expired!));
    const shown = await statistics();
    expect(shown).toEqual(await counted([gothenburg, malmo]));
    expect(await statistics('filter[snoozed]=all')).toEqual(await counted([gothenburg, malmo], sql`true`));
    expect((await statistics('filter[snoozed]=all')).total).toBe(shown.total + 1);
    expect(await statistics('filter[snoozed]=1')).toEqual(await counted([gothenburg, malmo], sql`${consignments.snoozed_until} > now()`));
  });

  it('answer the status, site and exception filters as the list counts them', async () => {
    const listTotal = async (query: string) => {
      const response = await call(t.app, 'GET', `/api/consignments?pageSize=1000&${query}`, { token, siteIds: [gothenburg, malmo] });
      return (response.json() as { meta: { total: number } }).meta.total;
    };
    for (const query of [
      'filter[status]=IN_TRANSIT,DELIVERED',
      `filter[site]=${malmo}`,
      'filter[exceptions]=1',
      `filter[exceptions]=1&filter[status]=IN_TRANSIT&filter[site_id]=${gothenburg}`,
      `filters[0][name]=site_id&filters[0][operator]=!=&filters[0][value]=${malmo}`,
      'filter[direction]=inbound',
      'filter[search]=STAT',
    ]) {
      const stats = await statistics(query);
      expect(stats.total, query).toBe(await listTotal(query));
      expect(
        Object.values(stats.by_status).reduce((sum, n) => sum + n, 0),
        query,
      ).toBe(stats.total);
      expect(stats.exceptions, query).toBe(await listTotal(`${query}&filter[exceptions]=1`));
    }
    const exceptional = await statistics('filter[exceptions]=1');
    expect(exceptional.exceptions).toBe(exceptional.total);
    expect(exceptional).toEqual(await counted([gothenburg, malmo], and(notSnoozed, sql`${consignments.has_open_exception}`)));
  });

  it('refuse a filter the list does not know with 422', async () => {
    const response = await call(t.app, 'GET', '/api/consignments/filtered-statistics?filter[owner]=1', { token, siteIds: [gothenburg] });
    expect(response.statusCode).toBe(422);
  });
});
