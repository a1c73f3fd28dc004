import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor, SiteVisibility } from './request-context';

export interface TenantColumns {
  organizationId: AnyPgColumn;
  /** Present for rows that belong to a site: they are limited to the sites acted as. */
  siteId?: AnyPgColumn;
}

/**
 * The one way tenant data is scoped. Rows of a site are limited to the sites the user acts as
 * (already cut down to what the user may see); rows of an organization to the user's own
 * organization, except for super users, who run the platform.
 */
export function tenantScope(actor: Actor, columns: TenantColumns): SQL {
  const conditions: SQL[] = [];
  if (actor.level !== 'super') conditions.push(eq(columns.organizationId, actor.organizationId));
  if (columns.siteId) {
    conditions.push(actor.siteIds.length > 0 ? inArray(columns.siteId, actor.siteIds) : sql`false`);
  }
  return conditions.length > 0 ? (and(...conditions) as SQL) : sql`true`;
}

/**
 * Whom a write acts for: a signed-in user, limited to the sites they act as, or an organization's
 * own feed (an API key, an SFTP account), which writes to any site of that organization.
 */
export type WriteScope = { actor: Actor } | { organizationId: number };

/** The rows a write may create or change, as tenantScope limits what a user reads. */
export function writeScope(scope: WriteScope, columns: TenantColumns): SQL {
  return 'actor' in scope ? tenantScope(scope.actor, columns) : eq(columns.organizationId, scope.organizationId);
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
