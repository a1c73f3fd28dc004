// The tenancy of shipments: beside their site and organization, a shipment reaches the sites it is
// shared with and the agent companies granted its organization.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { preparedStatement } from '../db/client';
import { consignments, consignmentSiteShares } from '../db/schema';
import type { AppDeps } from './deps';
import type { SignedInContext } from './request-context';
import { createChangeCache, type ChangeCache } from './session-cache';
import { scopeOf, tenantScope, visibleSitesScope } from './tenancy';

const sharedWith = (siteIds: number[]) =>
  sql`exists (select 1 from ${consignmentSiteShares} where ${consignmentSiteShares.consignment_id} = ${consignments.id} and ${inArray(consignmentSiteShares.site_id, siteIds)})`;

/**
 * Shipments of the sites acted as, and those shared with them by a sharing rule. The share check
 * is only added when some shipment is shared with those sites, so lists without shares keep
 * their plain index path.
 */
export async function actingScope(deps: AppDeps, ctx: SignedInContext): Promise<SQL> {
  return (await sharedScope(deps, ctx)) ?? plainScope(ctx);
}

/**
 * Shipments of the organizations granted to the user's agent company (SPEC §6: a user may act as
 * an agent when the company is flagged as one), or null for everybody else.
 */
function agentScope(ctx: SignedInContext, organizationId: AnyPgColumn = consignments.organization_id): SQL | null {
  const granted = ctx.actor.agentOrganizationIds;
  return granted.length > 0 ? inArray(organizationId, granted) : null;
}

/** Where a shipment's tenancy is read: its own columns, or those of the counts kept per site. */
export interface ShipmentTenancyColumns {
  organizationId: AnyPgColumn;
  siteId: AnyPgColumn;
}

/** Shipments of the sites acted as and of organizations granted to an agent, leaving out those shared with them. */
export function plainScope(
  ctx: SignedInContext,
  columns: ShipmentTenancyColumns = { organizationId: consignments.organization_id, siteId: consignments.site_id },
): SQL {
  const own = tenantScope(scopeOf(ctx), columns);
  const granted = agentScope(ctx, columns.organizationId);
  return granted ? (or(own, granted) as SQL) : own;
}

/** The acting scope with shared shipments, or null when nothing is shared with those sites. */
export async function sharedScope(deps: AppDeps, ctx: SignedInContext): Promise<SQL | null> {
  if (ctx.actor.siteIds.length === 0) return null;
  return (await receivesShares(deps, ctx.actor.siteIds)) ? (or(plainScope(ctx), sharedWith(ctx.actor.siteIds)) as SQL) : null;
}

/** Whether any shipment is shared with these sites: asked by every shipment list, so prepared once. */
const incomingShare = preparedStatement((db) =>
  db
    .select({ one: sql`1` })
    .from(consignmentSiteShares)
    .where(sql`${consignmentSiteShares.site_id} = any(${sql.placeholder('siteIds')}::integer[])`)
    .limit(1)
    .prepare('shipment_scope_incoming_share'),
);

/** This process's statements that change the shares; the table's trigger notifies every process. */
const SHARE_WRITE = /^\s*(?:insert into|update|delete from) "consignment_site_shares"/;
const SHARE_CHANGE_CHANNEL = 'shipment_share_change';
const shareCaches = new WeakMap<AppDeps, ChangeCache>();

/**
 * Whether shipments are shared with a set of sites, kept for a few seconds and forgotten at any
 * change to the shares. It is a fact about sites, not about who asks: the rows a list shows still
 * come from the scope's SQL, and a share's arrival is seen on the next request.
 */
async function receivesShares(deps: AppDeps, siteIds: number[]): Promise<boolean> {
  const read = async () => ({ shared: (await incomingShare(deps.db).execute({ siteIds })).length > 0 });
  const cache = shareCaches.get(deps);
  return (cache ? await cache.get(siteIds.join(','), read) : await read())!.shared;
}

/** Keeps the share lookups of this app while it runs. */
export function registerShipmentScope(app: FastifyInstance, deps: AppDeps) {
  const cache = createChangeCache(deps.db, SHARE_CHANGE_CHANNEL, SHARE_WRITE);
  shareCaches.set(deps, cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.stop());
}

/** Shipments of the sites a user has, shared with them or granted to their agent company; everything else answers 404. */
export function visibleConsignments(ctx: SignedInContext): SQL {
  const { visibility } = ctx.actor;
  const own = visibleSitesScope(scopeOf(ctx), { id: consignments.site_id, organizationId: consignments.organization_id });
  // Shares stay inside an organization, so only users limited to some sites gain by them.
  const reach = visibility.kind === 'sites' && visibility.siteIds.length > 0 ? (or(own, sharedWith(visibility.siteIds)) as SQL) : own;
  const granted = agentScope(ctx);
  return granted ? (or(reach, granted) as SQL) : reach;
}
