import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEvent } from '@freight/contracts';
import { recordAudit } from '../../src/platform/audit';
import type { SignedInContext } from '../../src/platform/request-context';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let user: string;
let demoOrganizationId: number;

/** The context a god user's request would have; the trail takes the actor from it. */
function actingAs(userId: number, requestId: string): SignedInContext {
  return { requestId, actor: { userId } } as SignedInContext;
}

beforeAll(async () => {
  t = await createTestApp();
  const godSignIn = await signIn(t.app, 'god@demo.example');
  god = godSignIn.token;
  const orgAdminSignIn = await signIn(t.app, 'orgadmin@demo.example');
  orgAdmin = orgAdminSignIn.token;
  demoOrganizationId = orgAdminSignIn.user.sites[0]!.organization_id;
  user = (await signIn(t.app, 'user@demo.example')).token;

  const ctx = actingAs(godSignIn.user.id, 'req-audit-1');
  await recordAudit(t.deps.db, ctx, {
    entity: 'site',
    entityId: 901,
    action: 'create',
    organizationId: demoOrganizationId,
    after: { name: 'Borås Hub', phone: '+46331234567', password_hash: 'never-stored', created_at: new Date() },
    label: 'Borås Hub',
  });
  await recordAudit(t.deps.db, ctx, {
    entity: 'site',
    entityId: 901,
    action: 'update',
    organizationId: demoOrganizationId,
    before: { name: 'Borås Hub', phone: '+46331234567' },
    after: { name: 'Borås Hub', phone: '+46339999999' },
    label: 'Borås Hub',
  });
  // Saving a form unchanged leaves no entry.
  await recordAudit(t.deps.db, ctx, {
    entity: 'site',
    entityId: 901,
    action: 'update',
    organizationId: demoOrganizationId,
    before: { name: 'Borås Hub' },
    after: { name: 'Borås Hub' },
  });
  await recordAudit(t.deps.db, ctx, {
    entity: 'site',
    entityId: 902,
    action: 'create',
    organizationId: null,
    after: { name: 'Platform record' },
  });
});
afterAll(async () => t.close());

const trailOf = async (token: string, entityId: number) =>
  call(t.app, 'GET', `/api/audit-events?entity=site&entity_id=${entityId}`, { token });

describe('the audit trail of a record', () => {
  it('shows who changed what, newest first, without secrets or bookkeeping', async () => {
    const response = await trailOf(god, 901);
    expect(response.statusCode).toBe(200);
    const events = response.json().data as TAuditEvent[];
    expect(events.map((event) => event.action)).toEqual(['update', 'create']);
    expect(events[0]!.changes).toEqual({ phone: { from: '+46331234567', to: '+46339999999' } });
    expect(events[1]!.changes).toEqual({ name: { to: 'Borås Hub' }, phone: { to: '+46331234567' } });
    expect(events[0]!.actor.name).toBe('Greta Godmark');
    expect(response.json().meta.total).toBe(2);
  });

  it("lets an organization admin read their own organization's records only", async () => {
    expect(((await trailOf(orgAdmin, 901)).json().data as TAuditEvent[]).length).toBe(2);
    const foreign = await trailOf(orgAdmin, 902);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data).toEqual([]);
  });

  it('is closed to users who administer nothing', async () => {
    expect((await trailOf(user, 901)).statusCode).toBe(403);
  });

  it('refuses an unknown kind of record with a field error', async () => {
    const response = await call(t.app, 'GET', '/api/audit-events?entity=planet&entity_id=1', { token: god });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.entity).toBeDefined();
  });
});
