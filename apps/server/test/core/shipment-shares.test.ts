import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consignments, consignmentSiteShares } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

// Whether anything is shared with the sites acted as is remembered for a few seconds; these prove
// a share made or taken away still shows on the very next request, whichever process made it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setting() {
  const { token, user } = await signIn(t.app, 'user@demo.example');
  const siteIds = user.sites.map((site) => site.id);
  const organizationId = user.sites[0]!.organization_id;
  const [elsewhere] = await t.database.db
    .select({ id: consignments.id, number: consignments.shipment_number })
    .from(consignments)
    .where(and(eq(consignments.organization_id, organizationId), notInArray(consignments.site_id, siteIds)))
    .limit(1);
  const share = { organization_id: organizationId, consignment_id: elsewhere!.id, site_id: siteIds[0]! };
  const listed = async () => {
    const response = await call(t.app, 'GET', `/api/consignments?pageSize=50&filter[search]=${encodeURIComponent(elsewhere!.number!)}`, {
      token,
      siteIds: [share.site_id],
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { shipment_number: string }[]).map((row) => row.shipment_number);
  };
  return { share, number: elsewhere!.number, listed };
}

describe('shipments shared with the sites acted as', () => {
  it('shows a shipment on the request after it is shared in this process, and hides it once unshared', async () => {
    const { share, number, listed } = await setting();
    expect(await listed()).toEqual([]);
    await t.database.db.insert(consignmentSiteShares).values(share);
    expect(await listed()).toEqual([number]);
    await t.database.db.delete(consignmentSiteShares).where(eq(consignmentSiteShares.consignment_id, share.consignment_id));
    expect(await listed()).toEqual([]);
  });

  it('shows a shipment shared by another server process', async () => {
    const { share, number, listed } = await setting();
    expect(await listed()).toEqual([]);
    const other = await t.startAnotherServer();
    try {
      await other.deps.db.insert(consignmentSiteShares).values(share);
      // Another process's change arrives as the database's notice, a moment after its commit.
      await vi.waitFor(async () => expect(await listed()).toEqual([number]), { timeout: 5_000, interval: 20 });
    } finally {
      await other.deps.db.delete(consignmentSiteShares).where(eq(consignmentSiteShares.consignment_id, share.consignment_id));
      await other.close();
    }
  });
});
