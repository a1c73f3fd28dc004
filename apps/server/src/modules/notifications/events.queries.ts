import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { EmailDelivery, NotificationChannel, NotificationEventType } from '@freight/contracts';
import type { Executor } from '../../db/client';
import {
  consignmentBookmarks,
  consignments,
  notificationMails,
  notificationPreferences,
  notificationSettings,
  users,
} from '../../db/schema';
import { tenantScope, type Scope } from '../../platform/tenancy';

export interface Recipient {
  id: number;
  name: string;
  email: string;
  locale: string;
  channel: NotificationChannel | null;
  email_delivery: EmailDelivery | null;
}

/**
 * The active users in the scope (the event's organization) among those named and a shipment's
 * owner and bookmarkers, with how each wants to hear of the event type. Nobody outside the
 * organization is ever a recipient, whoever is named.
 */
export async function findRecipients(
  db: Executor,
  scope: Scope,
  values: { userIds: number[]; shipmentId: number | null; type: NotificationEventType },
): Promise<Recipient[]> {
  const followers =
    values.shipmentId === null
      ? []
      : [
          sql`${users.id} in (select ${consignments.owner_user_id} from ${consignments} where ${consignments.id} = ${values.shipmentId})`,
          sql`${users.id} in (select ${consignmentBookmarks.user_id} from ${consignmentBookmarks} where ${consignmentBookmarks.consignment_id} = ${values.shipmentId})`,
        ];
  const named = values.userIds.length > 0 ? [inArray(users.id, values.userIds)] : [];
  if (named.length + followers.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      channel: notificationPreferences.channel,
      email_delivery: notificationSettings.email_delivery,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.user_id, users.id), eq(notificationPreferences.event_type, values.type)),
    )
    .leftJoin(notificationSettings, eq(notificationSettings.user_id, users.id))
    .where(and(tenantScope(scope, { organizationId: users.organization_id }), isNull(users.deactivated_at), or(...named, ...followers)))
    .orderBy(asc(users.id));
}

export async function insertMails(db: Executor, values: (typeof notificationMails.$inferInsert)[]) {
  if (values.length > 0) await db.insert(notificationMails).values(values);
}

/** A claim older than this belongs to a process that stopped while sending; its mails are taken over. */
const STALE_CLAIM = sql`now() - interval '15 minutes'`;

/**
 * Claims the mails that are due, so that no other process sends them: the rows are locked
 * while claimed and those another process holds are skipped.
 */
export async function claimDueMails(db: Executor, limit: number) {
  const due = db
    .select({ id: notificationMails.id })
    .from(notificationMails)
    .where(
      and(
        isNull(notificationMails.sent_at),
        lte(notificationMails.due_at, sql`now()`),
        or(isNull(notificationMails.claimed_at), lte(notificationMails.claimed_at, STALE_CLAIM)),
      ),
    )
    .orderBy(asc(notificationMails.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationMails)
    .set({ claimed_at: sql`now()` })
    .where(inArray(notificationMails.id, due))
    .returning({
      id: notificationMails.id,
      user_id: notificationMails.user_id,
      delivery: notificationMails.delivery,
      subject: notificationMails.subject,
      body: notificationMails.body,
      link: notificationMails.link,
    });
}

export async function findMailRecipients(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(inArray(users.id, ids));
}

export async function markMailsSent(db: Executor, ids: number[]) {
  if (ids.length > 0)
    await db
      .update(notificationMails)
      .set({ sent_at: sql`now()` })
      .where(inArray(notificationMails.id, ids));
}

/** Mails whose sending failed go out again at the next run. */
export async function releaseMails(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.update(notificationMails).set({ claimed_at: null }).where(inArray(notificationMails.id, ids));
}

// --- Preferences ----------------------------------------------------------------------------

export async function findPreferences(db: Executor, userId: number) {
  const [types, [settings]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, userId)),
    db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId)),
  ]);
  return { types, emailDelivery: settings?.email_delivery ?? null };
}

export async function savePreferences(
  db: Executor,
  userId: number,
  values: { emailDelivery: EmailDelivery; types: { event_type: NotificationEventType; channel: NotificationChannel }[] },
) {
  await db
    .insert(notificationSettings)
    .values({ user_id: userId, email_delivery: values.emailDelivery })
    .onConflictDoUpdate({ target: notificationSettings.user_id, set: { email_delivery: values.emailDelivery } });
  if (values.types.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(values.types.map((type) => ({ user_id: userId, event_type: type.event_type, channel: type.channel })))
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.event_type],
      set: { channel: sql`excluded.channel` },
    });
}
