import { type TAnnouncement, type TAnnouncementBody, type TListAnnouncementsResponse, type TListQuery } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { platformScope, type Scope } from '../../platform/tenancy';
import * as queries from './announcements.queries';
import { NOTIFICATION_MAIL_JOB } from './events.service';

/** Where the e-mail copy points: the reader's notifications, where the announcement waits. */
const NOTIFICATIONS_LINK = '/notifications';

/** Announcements are the platform's, kept by god users; their audiences name records of any organization. */
async function present(db: Executor, scope: Scope, rows: queries.AnnouncementRow[]): Promise<TAnnouncement[]> {
  const ids = (pick: (audience: queries.AnnouncementRow['audience']) => number[]) => [
    ...new Set(rows.flatMap((row) => pick(row.audience))),
  ];
  const [names, counts] = await Promise.all([
    queries.audienceNames(db, scope, {
      organizationIds: ids((audience) => audience.organization_ids),
      siteIds: ids((audience) => audience.site_ids),
      roleIds: ids((audience) => audience.role_ids),
      userIds: ids((audience) => audience.user_ids),
    }),
    queries.readCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const countOf = new Map(counts.map((entry) => [entry.id, entry]));
  const chosen = (list: { id: number; name: string }[], wanted: number[]) => list.filter((entry) => wanted.includes(entry.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    message: row.message,
    status: row.status,
    audience: {
      everyone: row.audience.everyone,
      organizations: chosen(names.organizations, row.audience.organization_ids),
      sites: chosen(names.sites, row.audience.site_ids),
      roles: chosen(names.roles, row.audience.role_ids),
      users: chosen(names.users, row.audience.user_ids),
    },
    email: row.email,
    scheduled_at: row.scheduled_at?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
    recipients: countOf.get(row.id)?.recipients ?? 0,
    read: countOf.get(row.id)?.read ?? 0,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function listAnnouncements(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListAnnouncementsResponse> {
  const plan = planList(query, queries.announcementList);
  const { rows, total } = await queries.listAnnouncements(deps.db, plan);
  return { data: await present(deps.db, platformScope(ctx), rows), meta: listMeta(total, plan) };
}

export async function getAnnouncement(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TAnnouncement> {
  const row = await queries.findAnnouncement(deps.db, id);
  if (!row) throw new NotFoundError();
  return (await present(deps.db, platformScope(ctx), [row]))[0]!;
}

/** Refuses an audience of nobody or of records that do not exist, and a schedule that has passed, each under its field. */
async function checkBody(db: Executor, ctx: SignedInContext, body: TAnnouncementBody, now: Date) {
  const errors: Record<string, FieldMessage[]> = {};
  const { audience } = body;
  const lists = [
    ['organization_ids', 'organizations', 'validation.unknown_organization'],
    ['site_ids', 'sites', 'validation.unknown_site'],
    ['role_ids', 'roles', 'validation.unknown_role'],
    ['user_ids', 'users', 'validation.unknown_user'],
  ] as const;
  if (!audience.everyone && lists.every(([field]) => audience[field].length === 0)) errors.audience = ['validation.announcement_audience'];
  const existing = await queries.audienceNames(db, platformScope(ctx), {
    organizationIds: audience.organization_ids,
    siteIds: audience.site_ids,
    roleIds: audience.role_ids,
    userIds: audience.user_ids,
  });
  for (const [field, kind, message] of lists) {
    const found = new Set(existing[kind].map((record) => record.id));
    audience[field].forEach((id, index) => {
      if (!found.has(id)) errors[`audience.${field}.${index}`] = [message];
    });
  }
  if (body.delivery === 'schedule') {
    if (body.scheduled_at === null) errors.scheduled_at = ['validation.required'];
    else if (new Date(body.scheduled_at) <= now) errors.scheduled_at = ['validation.date_future'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function valuesOf(body: TAnnouncementBody, now: Date): queries.AnnouncementValues {
  // Everyone is everyone: a choice left over from before ticking it does not narrow it.
  const audience = body.audience.everyone
    ? { everyone: true, organization_ids: [], site_ids: [], role_ids: [], user_ids: [] }
    : { ...body.audience, everyone: false };
  return {
    title: body.title,
    message: body.message,
    audience,
    email: body.email,
    status: body.delivery === 'draft' ? 'draft' : 'scheduled',
    scheduled_at: body.delivery === 'schedule' ? new Date(body.scheduled_at!) : body.delivery === 'now' ? now : null,
  };
}

export async function createAnnouncement(deps: AppDeps, ctx: SignedInContext, body: TAnnouncementBody): Promise<TAnnouncement> {
  const now = new Date();
  await checkBody(deps.db, ctx, body, now);
  const id = await queries.insertAnnouncement(deps.db, { ...valuesOf(body, now), created_by_user_id: ctx.actor.userId });
  if (body.delivery === 'now') await deliverDueAnnouncements(deps, id);
  return getAnnouncement(deps, ctx, id);
}

async function refuseUnlessPending(deps: AppDeps, id: number): Promise<never> {
  if (!(await queries.findAnnouncement(deps.db, id))) throw new NotFoundError();
  throw new ValidationError({ status: ['validation.announcement_not_pending'] });
}

/** Changes a draft or scheduled announcement; one that has gone out or was withdrawn stays as it is. */
export async function updateAnnouncement(deps: AppDeps, ctx: SignedInContext, id: number, body: TAnnouncementBody): Promise<TAnnouncement> {
  const now = new Date();
  await checkBody(deps.db, ctx, body, now);
  if (!(await queries.updatePending(deps.db, id, valuesOf(body, now)))) return refuseUnlessPending(deps, id);
  if (body.delivery === 'now') await deliverDueAnnouncements(deps, id);
  return getAnnouncement(deps, ctx, id);
}

/** Withdraws a draft or scheduled announcement, so it never goes out. */
export async function withdrawAnnouncement(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TAnnouncement> {
  const now = new Date();
  if (!(await queries.updatePending(deps.db, id, { status: 'withdrawn', withdrawn_at: now }))) return refuseUnlessPending(deps, id);
  return getAnnouncement(deps, ctx, id);
}

/**
 * Sends the announcements that are due (or only the one named), each in a transaction of its
 * own that claims it, puts it in its recipients' notifications, queues its e-mails and marks it
 * sent, so two processes never send one twice. The e-mails go out after the commit. This is the
 * scheduled work of announcements, run every minute.
 */
export async function deliverDueAnnouncements(deps: AppDeps, id?: number) {
  for (;;) {
    const sent = await deps.db.transaction(async (tx) => {
      const due = await queries.claimDue(tx, id);
      if (!due) return null;
      await queries.insertNotices(tx, due);
      if (due.email) {
        await queries.insertMails(tx, due, NOTIFICATIONS_LINK);
        await deps.jobs.send(NOTIFICATION_MAIL_JOB, {}, { db: tx });
      }
      await queries.markSent(tx, due.id);
      return due;
    });
    if (!sent || id !== undefined) break;
  }
}
