import { INT4_MAX, type Locale, type UserLevel } from '@freight/contracts';

/** What a service knows of the signed-in user; built once per request from the session. */
export interface Actor {
  userId: number;
  sessionId: number;
  organizationId: number;
  companyId: number | null;
  level: UserLevel;
  isGodUser: boolean;
  permissions: ReadonlySet<string>;
  /** Which sites the user may see at all. */
  visibility: SiteVisibility;
  /** The sites the user acts as on this request: the site-ids header within `visibility`. */
  siteIds: number[];
  /** The organizations of those sites: for a super user, whose data the client screens show. */
  actingOrganizationIds: number[];
  /** Organizations whose shipments the user's agent company may act on (SPEC §6); empty for non-agents. */
  agentOrganizationIds: number[];
}

export type SiteVisibility = { kind: 'all' } | { kind: 'organization'; organizationId: number } | { kind: 'sites'; siteIds: number[] };

export interface RequestContext {
  requestId: string;
  locale: Locale;
  /** The browser tab session of SPEC §7, for audit and tab counting. */
  clientSessionId: string | null;
  pageName: string | null;
  actor: Actor | null;
  /** The organization an integration's API key speaks for, on integration routes. */
  integration: { organizationId: number; apiKeyId: number } | null;
  /** Site ids the client asked to act as; `null` when the header was absent. */
  requestedSiteIds: number[] | null;
  ip: string;
  userAgent: string | null;
}

export interface SignedInContext extends RequestContext {
  actor: Actor;
}

/** Parses the comma-separated site-ids header, ignoring anything that is not a positive id. */
export function parseSiteIdsHeader(value: string | string[] | undefined): number[] | null {
  if (value === undefined) return null;
  const raw = Array.isArray(value) ? value.join(',') : value;
  if (raw.trim() === '') return null;
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    // An id beyond the id column names no site; looking it up would be a database error.
    .filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX);
  return [...new Set(ids)];
}
