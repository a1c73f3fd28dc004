import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { GOD_USERS_ROLE, type UserLevel } from '@freight/contracts';
import type { Executor } from '../db/client';
import {
  agentOrganizationGrants,
  companies,
  organizationApiKeys,
  rolePermissions,
  roles,
  sessions,
  sites,
  userRoles,
  users,
  userSites,
  userSitesFilter,
} from '../db/schema';
import { hashToken } from './secrets';
import type { Actor, SiteVisibility } from './request-context';
import type { SessionCache } from './session-cache';
import { siteVisibilityScope, visibilityFor } from './tenancy';

// Writing last_seen_at on every request would turn each read into a write.
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/**
 * The live session of a bearer token (not revoked, not expired) with its user's role names,
 * permission keys and member sites, in one round trip since every request starts here.
 */
async function findLiveSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.last_seen_at,
      expiresAt: sessions.expires_at,
      userId: users.id,
      organizationId: users.organization_id,
      companyId: users.company_id,
      level: users.level,
      roleNames: sql<
        string[]
      >`array(select ${roles.name} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id})`,
      permissionKeys: sql<
        string[]
      >`array(select distinct ${rolePermissions.permission_key} from ${userRoles} join ${rolePermissions} on ${rolePermissions.role_id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id})`,
      memberSiteIds: sql<number[]>`array(select ${userSites.site_id} from ${userSites} where ${userSites.user_id} = ${users.id})`,
      agentOrganizationIds: sql<
        number[]
      >`array(select ${agentOrganizationGrants.organization_id} from ${agentOrganizationGrants} join ${companies} on ${companies.id} = ${agentOrganizationGrants.company_id} where ${agentOrganizationGrants.company_id} = ${users.company_id} and ${companies.is_agent})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        isNull(users.deactivated_at),
      ),
    )
    .limit(1);
  return row;
}

export async function memberSiteIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userSites.site_id }).from(userSites).where(eq(userSites.user_id, userId));
  return rows.map((row) => row.id);
}

export interface ActingSites {
  siteIds: number[];
  /** The organizations those sites belong to. */
  organizationIds: number[];
}

/**
 * The sites a request acts as: those the client names in the site-ids header, or else the saved
 * 'Act as' filter, in both cases cut down to what the user may see. A header never widens access.
 * With nothing chosen, a super user acts as one site and everybody else as all visible sites.
 */
export async function resolveActingSites(
  db: Executor,
  userId: number,
  level: UserLevel,
  visibility: SiteVisibility,
  requested: number[] | null,
): Promise<ActingSites> {
  const visible = siteVisibilityScope(visibility, { id: sites.id, organizationId: sites.organization_id });
  const columns = { id: sites.id, organizationId: sites.organization_id };
  let rows: { id: number; organizationId: number }[];
  if (requested !== null) {
    rows =
      requested.length === 0
        ? []
        : await db
            .select(columns)
            .from(sites)
            .where(and(inArray(sites.id, requested), visible))
            .orderBy(asc(sites.id));
  } else {
    rows = await db
      .select(columns)
      .from(userSitesFilter)
      .innerJoin(sites, eq(sites.id, userSitesFilter.site_id))
      .where(and(eq(userSitesFilter.user_id, userId), visible))
      .orderBy(asc(sites.id));
    if (rows.length === 0) {
      rows = await db
        .select(columns)
        .from(sites)
        .where(visible)
        .orderBy(asc(sites.id))
        .limit(level === 'super' ? 1 : 10_000);
    }
  }
  return {
    siteIds: rows.map((row) => row.id),
    organizationIds: [...new Set(rows.map((row) => row.organizationId))],
  };
}

/** The actor of a live session with when the session was last seen and when it ends. */
interface SessionActor {
  actor: Actor;
  lastSeenAt: Date;
  expiresAt: Date;
}

async function readSessionActor(db: Executor, tokenHash: string, requestedSiteIds: number[] | null): Promise<SessionActor | null> {
  const session = await findLiveSession(db, tokenHash);
  if (!session) return null;
  const members = session.level === 'super' || session.level === 'organization-admin' ? [] : session.memberSiteIds.map(Number);
  const visibility = visibilityFor(session.level, session.organizationId, members);
  const acting = await resolveActingSites(db, session.userId, session.level, visibility, requestedSiteIds);
  return {
    lastSeenAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
    actor: {
      userId: session.userId,
      sessionId: session.sessionId,
      organizationId: session.organizationId,
      companyId: session.companyId,
      level: session.level,
      isGodUser: session.roleNames.includes(GOD_USERS_ROLE),
      permissions: new Set(session.permissionKeys),
      visibility,
      siteIds: acting.siteIds,
      actingOrganizationIds: acting.organizationIds,
      agentOrganizationIds: session.agentOrganizationIds.map(Number),
    },
  };
}

/**
 * Builds the actor of a bearer token, or null when the token has no live session. With a cache,
 * a token's actor is read once for a few seconds (see SessionCache for how changes reach it).
 */
export async function loadActor(
  db: Executor,
  token: string,
  requestedSiteIds: number[] | null,
  cache?: SessionCache,
): Promise<Actor | null> {
  const tokenHash = hashToken(token);
  const read = () => readSessionActor(db, tokenHash, requestedSiteIds);
  const found = cache ? await cache.get(`${tokenHash} ${JSON.stringify(requestedSiteIds)}`, read) : await read();
  if (!found || found.expiresAt.getTime() <= Date.now()) return null;
  if (Date.now() - found.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    found.lastSeenAt = new Date();
    await db.update(sessions).set({ last_seen_at: found.lastSeenAt }).where(eq(sessions.id, found.actor.sessionId));
  }
  return found.actor;
}

/** The organization an API key speaks for, when the key is live. */
export async function loadIntegration(db: Executor, apiKey: string) {
  const [row] = await db
    .update(organizationApiKeys)
    .set({ last_used_at: new Date() })
    .where(and(eq(organizationApiKeys.key_hash, hashToken(apiKey)), isNull(organizationApiKeys.revoked_at)))
    .returning({ apiKeyId: organizationApiKeys.id, organizationId: organizationApiKeys.organization_id });
  return row ?? null;
}
