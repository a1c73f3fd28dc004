import {
  announcementText,
  type Locale,
  type NotificationType,
  type TListFrontNotificationsResponse,
  type TListQuery,
  type TNotificationFilterOptionsResponse,
} from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { NotificationText } from '../../db/schema';
import { translate } from '../../platform/i18n';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import { findTexts } from './announcements.queries';
import * as queries from './notifications.queries';

export async function listNotifications(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListFrontNotificationsResponse> {
  const plan = planList(query, queries.notificationList, [queries.ownNotifications(scopeOf(ctx))]);
  const { rows, total } = await queries.listNotifications(deps.db, plan);
  const announcements = new Map(
    (
      await findTexts(
        deps.db,
        rows.flatMap((row) => (row.announcement_id === null ? [] : [row.announcement_id])),
      )
    ).map((row) => [row.id, { subject: announcementText(row.title, ctx.locale), content: announcementText(row.message, ctx.locale) }]),
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      // Worded in the reader's language now; a notice from before text keys reads as it was written.
      data:
        (row.announcement_id !== null ? announcements.get(row.announcement_id) : undefined) ??
        (row.text
          ? { subject: wordNotice(ctx.locale, row.text.subject), content: wordNotice(ctx.locale, row.text.content) }
          : { subject: row.subject, content: row.content }),
      event_type: row.event_type,
      link: row.link,
      read_at: row.read_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    meta: listMeta(total, plan),
  };
}

export async function markRead(deps: AppDeps, ctx: SignedInContext, ids: number[]) {
  return queries.markRead(deps.db, scopeOf(ctx), ids);
}

/** Marks read every notification the list's filters show, on every page. */
export async function markShownRead(deps: AppDeps, ctx: SignedInContext, query: TListQuery) {
  const plan = planList(query, queries.notificationList, [queries.ownNotifications(scopeOf(ctx))]);
  return { count: await queries.markAllRead(deps.db, plan.where) };
}

/** The types the user has notifications of, with how many, for the list's type filter. */
export async function filterOptions(deps: AppDeps, ctx: SignedInContext): Promise<TNotificationFilterOptionsResponse> {
  const rows = await queries.countByType(deps.db, queries.ownNotifications(scopeOf(ctx)));
  return { data: { types: rows.filter((row) => row.event_type !== null).map((row) => ({ ...row, event_type: row.event_type! })) } };
}

type NoticeText = NotificationText['subject'];

/** A notice's text in a language; a parameter that is a text key is worded in that language too. */
export function wordNotice(locale: Locale, text: NoticeText): string {
  const params = Object.fromEntries(
    Object.entries(text.params).map(([name, value]) => [name, typeof value === 'object' ? translate(locale, value.key) : value]),
  );
  return translate(locale, text.key, params).trim();
}

export interface Notice {
  organization_id: number;
  user_id: number;
  /** The recipient's language at the time, for the stored wording that search looks through. */
  locale: Locale;
  subject: NoticeText;
  content: NoticeText;
  event_type?: NotificationType;
  /** The portal page the notice is about; opening the notice opens it. */
  link?: string | null;
}

/**
 * Puts notices in users' notification lists as text keys with their parameters, so each reads in
 * the language the reader uses when opening the list.
 */
export function notify(db: Executor, notices: Notice[]) {
  return queries.insertNotifications(
    db,
    notices.map(({ locale, subject, content, ...recipient }) => ({
      ...recipient,
      subject: wordNotice(locale, subject),
      content: wordNotice(locale, content),
      text: { subject, content },
    })),
  );
}
