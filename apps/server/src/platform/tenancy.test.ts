import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { ForbiddenError } from './errors';
import type { Actor } from './request-context';
import { narrowedToSites, ownedByScope, platformScope, scopeOf, systemScope, tenantScope } from './tenancy';

const dialect = new PgDialect();
const render = (condition: SQL) => dialect.sqlToQuery(condition);

const actor = (overrides: Partial<Actor> = {}): Actor => ({
  userId: 7,
  sessionId: 1,
  organizationId: 3,
  companyId: null,
  level: 'user',
  isGodUser: false,
  permissions: new Set(),
  visibility: { kind: 'sites', siteIds: [11, 12] },
  siteIds: [11, 12],
  actingOrganizationIds: [3],
  agentOrganizationIds: [],
  ...overrides,
});

const columns = { organizationId: users.organization_id, siteId: users.id };

describe('scope kinds', () => {
  it('gives the platform scope to god users only', () => {
    expect(() => platformScope({ actor: actor({ level: 'super' }) })).toThrow(ForbiddenError);
    expect(render(tenantScope(platformScope({ actor: actor({ level: 'super', isGodUser: true }) }), columns)).sql).toBe('true');
  });

  it("limits the portal's own work to the organization it works for, every site of it", () => {
    const { sql, params } = render(tenantScope(systemScope(5), columns));
    expect(sql).toBe('"users"."organization_id" = $1');
    expect(params).toEqual([5]);
  });

  it('narrows a user to some of the sites acted as, never to others', () => {
    const { params } = render(tenantScope(narrowedToSites(scopeOf({ actor: actor() }), [12, 99]), columns));
    expect(params).toEqual([3, 12]);
    expect(render(tenantScope(narrowedToSites(scopeOf({ actor: actor() }), [99]), columns)).sql).toContain('false');
  });

  it('lets only a user own rows', () => {
    expect(render(ownedByScope(scopeOf({ actor: actor() }), users.id)).params).toEqual([7]);
    expect(render(ownedByScope(systemScope(3), users.id)).sql).toBe('false');
  });
});
