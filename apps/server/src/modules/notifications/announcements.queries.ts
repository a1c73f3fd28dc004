import { and, asc, count, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementStatus, TAnnouncementAudience, TAnnouncementText } from '@freight/contracts';
import type { Executor } from '../../db/client';
import {
  announcements,
  frontNotifications,
  notificationMails,
  organizations,
  roles,
  sites,
  userRoles,
  userSites,
  users,
} from '../../db/schema';
import { paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { tenantScope, type Scope } from '../../platform/tenancy';

export const announcementList: ListDefinition = {
  sortable: {
    id: announcements.id,
    status: announcements.status,
    scheduled_at: announcements.scheduled_at,
    sent_at: announcements.sent_at,
    created_at: announcements.created_at,
    updated_at: announcements.updated_at,
  },
  filters: { status: { column: announcements.status, type: 'text', operators: ['=', 'in'] } },
  search: [sql`${announcements.title}->>'en'`, sql`${announcements.message}->>'en'`],
  tieBreaker: announcements.id,
};

const columns = {
  id: announcements.id,
  title: announcements.title,
  message: announcements.message,
  audience: announcements.audience,
  email: announcements.email,
  status: announcements.status,
  scheduled_at: announcements.scheduled_at,
  sent_at: announcements.sent_at,
  withdrawn_at: announcements.withdrawn_at,
  created_by: users.name,
  created_at: announcements.created_at,
  updated_at: announcements.updated_at,
};

export async function listAnnouncements(db: Executor, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    paginate(db.select(columns).from(announcements).leftJoin(users, eq(users.id, announcements.created_by_user_id)).$dynamic(), plan),
    db.$count(announcements, plan.where),
  ]);
  return { rows, total };
}

export async function findAnnouncement(db: Executor, id: number) {
  const [row] = await db
    .select(columns)
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.created_by_user_id))
    .where(eq(announcements.id, id));
  return row ?? null;
}
export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>;

/** The texts of announcements, for the notices that bring them. */
export async function findTexts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: announcements.id, title: announcements.title, message: announcements.message })
    .from(announcements)
    .where(inArray(announcements.id, ids));
}

/** How many got each announcement and how many of them have read it. */
export async function readCounts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: frontNotifications.announcement_id,
      recipients: count(),
      read: sql<number>`count(*) filter (where ${frontNotifications.read_at} is not null)`.mapWith(Number),
    })
    .from(frontNotifications)
    .where(inArray(frontNotifications.announcement_id, ids))
    .groupBy(frontNotifications.announcement_id);
}

/** The ids an audience names, by kind. */
export interface AudienceIds {
  organizationIds: number[];
  siteIds: number[];
  roleIds: number[];
  userIds: number[];
}

/**
 * The names of the records an audience names, one query per kind whatever the page. Organizations,
 * their sites and their people are tenant rows, read in the scope (a god user's, platform-wide);
 * roles are the platform's.
 */
export async function audienceNames(db: Executor, scope: Scope, audience: AudienceIds) {
  const named = async (table: typeof organizations | typeof sites | typeof roles | typeof users, ids: number[], where?: SQL) =>
    ids.length === 0
      ? []
      : db
          .select({ id: table.id, name: table.name })
          .from(table)
          .where(and(inArray(table.id, ids), where));
  const [organizationRows, siteRows, roleRows, userRows] = await Promise.all([
    named(organizations, audience.organizationIds, tenantScope(scope, { organizationId: organizations.id })),
    named(sites, audience.siteIds, tenantScope(scope, { organizationId: sites.organization_id })),
    named(roles, audience.roleIds),
    named(users, audience.userIds, tenantScope(scope, { organizationId: users.organization_id })),
  ]);
  return { organizations: organizationRows, sites: siteRows, roles: roleRows, users: userRows };
}

export interface AnnouncementValues {
  title: TAnnouncementText;
  message: TAnnouncementText;
  audience: TAnnouncementAudience;
  email: boolean;
  status: AnnouncementStatus;
  scheduled_at: Date | null;
}

export async function insertAnnouncement(db: Executor, values: AnnouncementValues & { created_by_user_id: number }) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  return row!.id;
}

/** Changes an announcement that has not gone out; false when it has gone out or is gone. */
export async function updatePending(db: Executor, id: number, values: Partial<AnnouncementValues> & { withdrawn_at?: Date }) {
  const rows = await db
    .update(announcements)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(announcements.id, id), inArray(announcements.status, ['draft', 'scheduled'])))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

/**
 * Claims one announcement that is due, locking it for the caller's transaction and skipping one
 * another process is sending, so each goes out once.
 */
export async function claimDue(tx: Executor, id?: number) {
  const [row] = await tx
    .select({
      id: announcements.id,
      title: announcements.title,
      message: announcements.message,
      audience: announcements.audience,
      email: announcements.email,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.status, 'scheduled'),
        lte(announcements.scheduled_at, sql`now()`),
        id === undefined ? undefined : eq(announcements.id, id),
      ),
    )
    .orderBy(asc(announcements.scheduled_at))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markSent(tx: Executor, id: number) {
  const now = new Date();
  await tx.update(announcements).set({ status: 'sent', sent_at: now, updated_at: now }).where(eq(announcements.id, id));
}

/**
 * The active users of active organizations an audience reaches: everyone, or the people of the
 * organizations and sites chosen (or of all, when only roles are chosen) who hold one of the
 * roles chosen (any, when none is), and the users named.
 */
export function audienceCondition(audience: TAnnouncementAudience): SQL {
  const reachable = and(
    isNull(users.deactivated_at),
    sql`${users.organization_id} in (select ${organizations.id} from ${organizations} where ${organizations.is_active})`,
  ) as SQL;
  if (audience.everyone) return reachable;
  const places: SQL[] = [];
  if (audience.organization_ids.length > 0) places.push(inArray(users.organization_id, audience.organization_ids));
  if (audience.site_ids.length > 0)
    places.push(sql`${users.id} in (select ${userSites.user_id} from ${userSites} where ${inArray(userSites.site_id, audience.site_ids)})`);
  const roleCondition =
    audience.role_ids.length > 0
      ? sql`${users.id} in (select ${userRoles.user_id} from ${userRoles} where ${inArray(userRoles.role_id, audience.role_ids)})`
      : undefined;
  const group = places.length > 0 || roleCondition ? and(places.length > 0 ? or(...places) : undefined, roleCondition) : undefined;
  const named = audience.user_ids.length > 0 ? inArray(users.id, audience.user_ids) : undefined;
  const chosen = or(group, named);
  return chosen ? (and(reachable, chosen) as SQL) : sql`false`;
}

const inLocale = (text: TAnnouncementText) => sql`coalesce(${JSON.stringify(text)}::jsonb ->> ${users.locale}, ${text.en})`;

type DueAnnouncement = NonNullable<Awaited<ReturnType<typeof claimDue>>>;

/**
 * Puts the announcement in the notification list of everyone it reaches, worded in each one's
 * language for search (the list reads the text from the announcement), in one statement however
 * many they are. Returns how many it reached.
 */
export async function insertNotices(tx: Executor, announcement: DueAnnouncement) {
  const result = await tx.execute(sql`
    insert into ${frontNotifications} (organization_id, user_id, subject, content, event_type, announcement_id)
    select ${users.organization_id}, ${users.id}, ${inLocale(announcement.title)}, ${inLocale(announcement.message)}, 'announcement', ${announcement.id}::int
    from ${users}
    where ${audienceCondition(announcement.audience)}
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Queues the e-mail copy for everyone the announcement reaches, in each one's language, due at once. */
export async function insertMails(tx: Executor, announcement: DueAnnouncement, link: string) {
  await tx.execute(sql`
    insert into ${notificationMails} (organization_id, user_id, event_type, delivery, subject, body, link, due_at)
    select ${users.organization_id}, ${users.id}, 'announcement', 'immediate', ${inLocale(announcement.title)}, ${inLocale(announcement.message)}, ${link}, now()
    from ${users}
    where ${audienceCondition(announcement.audience)}`);
}
