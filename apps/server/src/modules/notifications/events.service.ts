import {
  DEFAULT_NOTIFICATION_CHANNELS,
  DIGEST_HOUR_UTC,
  type Locale,
  type NotificationEventType,
  type TNotificationPreferences,
  type TSaveNotificationPreferencesBody,
} from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { NotificationText } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { translate, translatePlural } from '../../platform/i18n';
import type { SignedInContext } from '../../platform/request-context';
import { systemScope } from '../../platform/tenancy';
import * as queries from './events.queries';
import { notify, wordNotice } from './notifications.service';

/** Something that happened which people may be told of, in the portal and by e-mail. */
export interface NotificationEvent {
  type: NotificationEventType;
  /** The organization the event belongs to; nobody outside it is told. */
  organizationId: number;
  /** People told by name, such as a site's people or an order's buyer. */
  userIds?: number[];
  /** A shipment whose owner and bookmarkers are told. */
  shipmentId?: number;
  /** Whoever made the change is not told of it. */
  actorUserId?: number | null;
  subject: NotificationText['subject'];
  content: NotificationText['content'];
  /** The portal page the event is about, such as `/transport/shipments/{uuid}`. */
  link?: string | null;
  /** A further paragraph for the e-mail only, such as a person's note. */
  mailNote?: string | null;
}

const localeOf = (value: string): Locale => (value === 'es' || value === 'zh-CN' ? value : 'en');

/** The next digest hour after a moment. */
export function nextDigestAt(now: Date): Date {
  const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (due <= now) due.setUTCDate(due.getUTCDate() + 1);
  return due;
}

/**
 * Records events as notices and e-mails for the people who follow them, each by their
 * preferences and in their language. Runs on the executor of the change it tells of, so a change
 * that is undone tells nobody; `deliverNotificationMail` then sends what is due, after the commit.
 */
export async function recordEvents(db: Executor, events: NotificationEvent[]) {
  const now = new Date();
  for (const event of events) {
    const recipients = (
      await queries.findRecipients(db, systemScope(event.organizationId), {
        userIds: event.userIds ?? [],
        shipmentId: event.shipmentId ?? null,
        type: event.type,
      })
    ).filter((recipient) => recipient.id !== event.actorUserId);
    const channelOf = (recipient: queries.Recipient) => recipient.channel ?? DEFAULT_NOTIFICATION_CHANNELS[event.type];
    const link = event.link ?? null;
    await notify(
      db,
      recipients
        .filter((recipient) => ['portal', 'both'].includes(channelOf(recipient)))
        .map((recipient) => ({
          organization_id: event.organizationId,
          user_id: recipient.id,
          locale: localeOf(recipient.locale),
          subject: event.subject,
          content: event.content,
          event_type: event.type,
          link,
        })),
    );
    await queries.insertMails(
      db,
      recipients
        .filter((recipient) => ['email', 'both'].includes(channelOf(recipient)))
        .map((recipient) => {
          const locale = localeOf(recipient.locale);
          const digest = recipient.email_delivery === 'digest';
          return {
            organization_id: event.organizationId,
            user_id: recipient.id,
            event_type: event.type,
            delivery: digest ? ('digest' as const) : ('immediate' as const),
            subject: wordNotice(locale, event.subject),
            body: [wordNotice(locale, event.content), ...(event.mailNote ? ['', event.mailNote] : [])].join('\n'),
            link,
            due_at: digest ? nextDigestAt(now) : now,
          };
        }),
    );
  }
}

/** The job that sends the notification e-mails that are due; it also runs every minute for digests. */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

/**
 * Asks for the e-mails that are due to be sent, once the caller's change has committed, without
 * the caller waiting; should that fail, the job's run every minute sends them.
 */
export function deliverSoon(deps: AppDeps) {
  deps.background.run('notification mail', () => deps.jobs.send(NOTIFICATION_MAIL_JOB, {}));
}

/** Records events outside any transaction and sends their e-mails in the background. */
export async function publishEvents(deps: AppDeps, events: NotificationEvent[]) {
  if (events.length === 0) return;
  await deps.db.transaction(async (tx) => {
    await recordEvents(tx, events);
    await deps.jobs.send(NOTIFICATION_MAIL_JOB, {}, { db: tx });
  });
}

const BATCH = 200;

/**
 * Sends the notification e-mails that are due: each immediate one on its own, a user's digest
 * rows as one message. Rows are claimed first, in a statement of their own, and no transaction
 * is open while the mail server is talked to. Fails when the mail server refused any, so the job
 * is tried again after a wait; the refused rows stay due.
 */
export async function deliverNotificationMail(deps: AppDeps) {
  for (;;) {
    const claimed = await queries.claimDueMails(deps.db, BATCH);
    if (claimed.length === 0) return;
    const people = new Map(
      (await queries.findMailRecipients(deps.db, [...new Set(claimed.map((row) => row.user_id))])).map((u) => [u.id, u]),
    );
    const localeFor = (userId: number) => localeOf(people.get(userId)?.locale ?? 'en');
    const withLink = (row: (typeof claimed)[number]) =>
      row.link
        ? [row.body, '', translate(localeFor(row.user_id), 'mail.notification.open'), `${deps.config.appUrl}${row.link}`]
        : [row.body];
    const messages: { ids: number[]; userId: number; subject: string; body: string }[] = [];
    const digests = new Map<number, typeof claimed>();
    for (const row of claimed) {
      if (row.delivery === 'digest') digests.set(row.user_id, [...(digests.get(row.user_id) ?? []), row]);
      else messages.push({ ids: [row.id], userId: row.user_id, subject: row.subject, body: withLink(row).join('\n') });
    }
    for (const [userId, rows] of digests) {
      const locale = localeFor(userId);
      messages.push({
        ids: rows.map((row) => row.id),
        userId,
        subject: translatePlural(locale, 'mail.notification_digest.subject', rows.length),
        body: [
          translatePlural(locale, 'mail.notification_digest.intro', rows.length),
          ...rows.flatMap((row) => ['', `— ${row.subject}`, ...withLink(row)]),
        ].join('\n'),
      });
    }
    const sent: number[] = [];
    const failed: number[] = [];
    for (const message of messages) {
      const person = people.get(message.userId);
      if (!person) continue;
      const locale = localeOf(person.locale);
      const outcome = await deps.mailer.send({
        to: person.email,
        subject: message.subject,
        text: [translate(locale, 'mail.greeting', { name: person.name }), '', message.body, '', translate(locale, 'mail.signature')].join(
          '\n',
        ),
      });
      (outcome.status === 'failed' ? failed : sent).push(...message.ids);
    }
    await queries.markMailsSent(deps.db, sent);
    await queries.releaseMails(deps.db, failed);
    if (failed.length > 0) throw new Error(`the mail server refused ${failed.length} notification e-mails`);
    if (claimed.length < BATCH) return;
  }
}

// --- Preferences ----------------------------------------------------------------------------

export async function preferencesOf(deps: AppDeps, ctx: SignedInContext): Promise<TNotificationPreferences> {
  const stored = await queries.findPreferences(deps.db, ctx.actor.userId);
  const chosen = new Map(stored.types.map((row) => [row.event_type, row.channel]));
  return {
    email_delivery: stored.emailDelivery ?? 'immediate',
    types: Object.entries(DEFAULT_NOTIFICATION_CHANNELS).map(([type, channel]) => ({
      event_type: type as NotificationEventType,
      channel: chosen.get(type as NotificationEventType) ?? channel,
    })),
  };
}

export async function savePreferences(deps: AppDeps, ctx: SignedInContext, body: TSaveNotificationPreferencesBody) {
  await deps.db.transaction((tx) =>
    queries.savePreferences(tx, ctx.actor.userId, { emailDelivery: body.email_delivery, types: body.types }),
  );
  return preferencesOf(deps, ctx);
}
