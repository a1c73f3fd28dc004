import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ForbiddenError } from './errors';
import type { Actor, SiteVisibility } from './request-context';

export interface TenantColumns {
  organizationId: AnyPgColumn;
  /** Present for rows that belong to a site: they are limited to the sites acted as. */
  siteId?: AnyPgColumn;
}

declare const madeByTenancy: unique symbol;

/**
 * Whom a tenant query answers for: a signed-in user, limited to the sites they act as; an
 * organization's own feed (an API key, an SFTP account) or the portal's own work for one
 * organization (a job, the notice of an event), which reach every site of that organization; or
 * a god user's platform-wide reach. Only this module makes one, so a query that takes a Scope
 * cannot be handed a bare organization id, and a read across organizations says so.
 */
export type Scope = (
  | { readonly kind: 'user'; readonly actor: Actor }
  | { readonly kind: 'feed' | 'system'; readonly organizationId: number }
  | { readonly kind: 'platform' }
) & {
  readonly [madeByTenancy]: true;
};

/** The scope of a signed-in request. */
export function scopeOf(ctx: { actor: Actor }): Scope {
  return { kind: 'user', actor: ctx.actor } as Scope;
}

/** The scope of an organization's own feed, which writes to any site of that organization. */
export function feedScope(organizationId: number): Scope {
  return { kind: 'feed', organizationId } as Scope;
}

/** The portal's own work for one organization, such as a periodic job or the recipients of an event: all of its rows. */
export function systemScope(organizationId: number): Scope {
  return { kind: 'system', organizationId } as Scope;
}

/**
 * A god user's reach over every organization and the platform's own records (the admin
 * dashboard, the audit trail, agent companies, the organizations list). Refused to anyone else,
 * whatever the route lets through.
 */
export function platformScope(ctx: { actor: Actor }): Scope {
  if (!ctx.actor.isGodUser) throw new ForbiddenError();
  return { kind: 'platform' } as Scope;
}

/**
 * The scope narrowed to some of the sites it acts as, such as those with an application; sites
 * beyond them stay out. A feed, the portal's own work and the platform are not narrowed.
 */
export function narrowedToSites(scope: Scope, siteIds: readonly number[]): Scope {
  if (scope.kind !== 'user') return scope;
  const acting = new Set(scope.actor.siteIds);
  return { kind: 'user', actor: { ...scope.actor, siteIds: siteIds.filter((id) => acting.has(id)) } } as Scope;
}

/**
 * The one way tenant data is scoped. Rows of a site are limited to the sites the user acts as
 * (already cut down to what the user may see); rows of an organization to the user's own
 * organization, except for super users, who run the platform. A feed or the portal's own work
 * sees its organization, the platform every organization.
 */
export function tenantScope(scope: Scope, columns: TenantColumns): SQL {
  if (scope.kind === 'platform') return sql`true`;
  if (scope.kind !== 'user') return eq(columns.organizationId, scope.organizationId);
  const { actor } = scope;
  const conditions: SQL[] = [];
  if (actor.level !== 'super') conditions.push(eq(columns.organizationId, actor.organizationId));
  if (columns.siteId) {
    conditions.push(actor.siteIds.length > 0 ? inArray(columns.siteId, actor.siteIds) : sql`false`);
  }
  return conditions.length > 0 ? (and(...conditions) as SQL) : sql`true`;
}

/** Rows (by their site and organization columns) on the sites the scope may see at all, not only those acted as. */
export function visibleSitesScope(scope: Scope, columns: { id: AnyPgColumn; organizationId: AnyPgColumn }): SQL {
  if (scope.kind !== 'user') return tenantScope(scope, columns);
  return siteVisibilityScope(scope.actor.visibility, columns);
}

/** A user's own rows (notifications, saved drafts) in their own organization; only a user has any. */
export function ownRowsScope(scope: Scope, columns: { organizationId: AnyPgColumn; userId: AnyPgColumn }): SQL {
  if (scope.kind !== 'user') return sql`false`;
  return and(eq(columns.organizationId, scope.actor.organizationId), ownedByScope(scope, columns.userId)) as SQL;
}

/**
 * Rows the user owns by a user column alone, wherever the organization condition comes from
 * (personal replies and saved reports of the organization worked in); only a user owns any.
 */
export function ownedByScope(scope: Scope, userId: AnyPgColumn): SQL {
  return scope.kind === 'user' ? eq(userId, scope.actor.userId) : sql`false`;
}

/**
 * Rows of the one organization the user works in (see `workingOrganizationId`): records that
 * belong to an organization as a whole, such as the address book and import rules. A feed works
 * in its own organization, the platform in every one.
 */
export function workingOrganizationScope(scope: Scope, columns: { organizationId: AnyPgColumn }): SQL {
  if (scope.kind !== 'user') return tenantScope(scope, columns);
  return eq(columns.organizationId, workingOrganizationId(scope.actor));
}

/** Limits a list of sites (by their id and organization columns) to what a user may see. */
export function siteVisibilityScope(visibility: SiteVisibility, columns: { id: AnyPgColumn; organizationId: AnyPgColumn }): SQL {
  switch (visibility.kind) {
    case 'all':
      return sql`true`;
    case 'organization':
      return eq(columns.organizationId, visibility.organizationId);
    case 'sites':
      return visibility.siteIds.length > 0 ? inArray(columns.id, visibility.siteIds) : sql`false`;
  }
}

/** Visibility by level (SPEC §6): super sees all, organization-admin its organization. */
export function visibilityFor(level: Actor['level'], organizationId: number, memberSiteIds: number[]): SiteVisibility {
  if (level === 'super') return { kind: 'all' };
  if (level === 'organization-admin') return { kind: 'organization', organizationId };
  return { kind: 'sites', siteIds: memberSiteIds };
}

/**
 * The organization a user works in when a record belongs to one organization (rules, address
 * book, markups, quotes): their own, or for a super user the one organization they act as.
 */
export function workingOrganizationId(actor: Actor): number {
  return actor.level === 'super' && actor.actingOrganizationIds.length === 1 ? actor.actingOrganizationIds[0]! : actor.organizationId;
}
