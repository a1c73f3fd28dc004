import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgentCompany, TAuditEvent } from '@freight/contracts';
import { agentOrganizationGrants, consignments, organizations, sites } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let agent: string;
let orgAdmin: string;
let nordicId: number;
let agency: TAgentCompany;
/** A shipment of each organization the agent does not belong to. */
let nordicShipment: string;
let arcticShipment: string;

const agentList = async () => {
  const response = await call(t.app, 'GET', '/api/consignments?pageSize=1000', { token: agent });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { uuid: string }[]; meta: { total: number } };
};
const agentOpens = async (uuid: string) => (await call(t.app, 'GET', `/api/consignments/${uuid}`, { token: agent })).statusCode;
const setGrants = (organizationIds: number[], token = god) =>
  call(t.app, 'PUT', `/api/agents/${agency.id}/organizations`, { token, body: { organization_ids: organizationIds } });

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  agent = (await signIn(t.app, 'agent@demo.example')).token;
  const admin = await signIn(t.app, 'orgadmin@demo.example');
  orgAdmin = admin.token;
  nordicId = admin.user.sites[0]!.organization_id;

  const nordicList = await call(t.app, 'GET', '/api/consignments?pageSize=1', { token: orgAdmin });
  nordicShipment = nordicList.json().data[0].uuid;

  // A third organization, granted to nobody.
  const [arctic] = await t.database.db.insert(organizations).values({ name: 'Arctic Imports Oy', country_code: 'FI' }).returning();
  const [site] = await t.database.db
    .insert(sites)
    .values({
      organization_id: arctic!.id,
      key: 'Oulu',
      name: 'Oulu',
      email: 'oulu@arctic.example',
      phone: '+358401234567',
      address: 'Satama 1',
      post_code: '90100',
      city: 'Oulu',
      vat_number: 'FI-12345678',
      country_code: 'FI',
    })
    .returning();
  const [shipment] = await t.database.db
    .insert(consignments)
    .values({ organization_id: arctic!.id, site_id: site!.id, shipment_number: 'ARC-1', source: 'import' })
    .returning();
  arcticShipment = shipment!.uuid;

  const companies = await call(t.app, 'GET', '/api/agents?filter[search]=Baltic', { token: god });
  agency = (companies.json().data as TAgentCompany[])[0]!;
  // The demo agent serves Nordic Freight AB for its customs declarations; these tests start from no grant.
  await t.database.db.delete(agentOrganizationGrants);
});
afterAll(() => t.close());

describe('agents', () => {
  it('lists agent companies with their users', async () => {
    const response = await call(t.app, 'GET', '/api/agents?filter[is_agent]=1', { token: god });
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as TAgentCompany[];
    expect(listed.map((company) => company.name)).toEqual(['Baltic Customs Agents']);
    expect(listed[0]!.users.map((user) => user.email)).toEqual(['agent@demo.example']);
    expect(listed[0]!.grants).toEqual([]);
  });

  it('is for god users only', async () => {
    expect((await call(t.app, 'GET', '/api/agents', { token: orgAdmin })).statusCode).toBe(403);
    expect((await setGrants([nordicId], agent)).statusCode).toBe(403);
  });

  it('refuses to grant an organization that does not exist', async () => {
    const response = await setGrants([nordicId, 999_999]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['organization_ids.1']);
  });

  it('lets the agent see and open the granted organization’s shipments, and no other’s', async () => {
    const before = await agentList();
    expect(before.data.map((row) => row.uuid)).not.toContain(nordicShipment);
    expect(await agentOpens(nordicShipment)).toBe(404);

    const granted = await setGrants([nordicId]);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.grants).toEqual([
      expect.objectContaining({ organization_id: nordicId, organization_name: 'Nordic Freight AB' }),
    ]);

    const nordicTotal = (await call(t.app, 'GET', '/api/consignments?pageSize=1', { token: orgAdmin })).json().meta.total as number;
    const after = await agentList();
    expect(after.meta.total).toBe(before.meta.total + nordicTotal);
    expect(after.data.map((row) => row.uuid)).toContain(nordicShipment);
    expect(after.data.map((row) => row.uuid)).not.toContain(arcticShipment);
    expect(await agentOpens(nordicShipment)).toBe(200);
    expect(await agentOpens(arcticShipment)).toBe(404);
  });

  it('stops the grants working while the company is not flagged as an agent', async () => {
    const unflagged = await call(t.app, 'PUT', `/api/agents/${agency.id}`, { token: god, body: { name: agency.name, is_agent: false } });
    expect(unflagged.json().data).toMatchObject({ is_agent: false, grants: [expect.objectContaining({ organization_id: nordicId })] });
    expect(await agentOpens(nordicShipment)).toBe(404);

    await call(t.app, 'PUT', `/api/agents/${agency.id}`, { token: god, body: { name: agency.name, is_agent: true } });
    expect(await agentOpens(nordicShipment)).toBe(200);
  });

  it('removes a grant and keeps every change in the audit trail', async () => {
    const removed = await call(t.app, 'DELETE', `/api/agents/${agency.id}/organizations/${nordicId}`, { token: god });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.grants).toEqual([]);
    expect(await agentOpens(nordicShipment)).toBe(404);

    const trail = (await call(t.app, 'GET', `/api/audit-events?entity=agent&entity_id=${agency.id}`, { token: god })).json()
      .data as TAuditEvent[];
    expect(trail.map((event) => event.changes)).toEqual([
      { organization_ids: { from: [nordicId], to: [] } },
      { is_agent: { from: false, to: true } },
      { is_agent: { from: true, to: false } },
      { organization_ids: { from: [], to: [nordicId] } },
    ]);
  });

  it('creates a new agent company', async () => {
    const response = await call(t.app, 'POST', '/api/agents', { token: god, body: { name: 'Øresund Brokers' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Øresund Brokers', is_agent: true, users: [], grants: [] });
    expect((await call(t.app, 'POST', '/api/agents', { token: god, body: { name: ' ' } })).statusCode).toBe(422);
  });
});
