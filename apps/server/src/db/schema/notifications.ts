import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type {
  AnnouncementStatus,
  EmailDelivery,
  NotificationChannel,
  NotificationEventType,
  NotificationType,
  TAnnouncementAudience,
  TAnnouncementText,
} from '@freight/contracts';
import { organizations, timestamps } from './organizations';
import { users } from './users';

/** A parameter is a value, or a text key worded in the reader's language too (an exception type). */
export type NotificationParam = string | number | { key: string };
export interface NotificationText {
  subject: { key: string; params: Record<string, NotificationParam> };
  content: { key: string; params: Record<string, NotificationParam> };
}

/**
 * A platform announcement written by a god user in the portal's languages. When it is sent, each
 * recipient gets a notice pointing at it, read in the reader's language; those notices count who
 * got it and who read it.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<TAnnouncementText>().notNull(),
    message: jsonb('message').$type<TAnnouncementText>().notNull(),
    audience: jsonb('audience').$type<TAnnouncementAudience>().notNull(),
    email: boolean('email').notNull().default(false),
    status: text('status').$type<AnnouncementStatus>().notNull(),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true, mode: 'date' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  // The minute job looks only at what waits to go out.
  (t) => [
    index('announcements_due_idx')
      .on(t.scheduled_at)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

export const frontNotifications = pgTable(
  'front_notifications',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /**
     * The notice as text keys with their parameters, worded in the reader's language when read;
     * subject and content keep the wording at the time, for search and for notices from before keys.
     */
    text: jsonb('text').$type<NotificationText>(),
    /** What the notice is about; none for notices from before types. */
    event_type: text('event_type').$type<NotificationType>(),
    /** The portal page the notice is about. */
    link: text('link'),
    /** The announcement the notice brings; its text is read from the announcement in the reader's language. */
    announcement_id: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('front_notifications_user_idx').on(t.organization_id, t.user_id, t.updated_at),
    index('front_notifications_user_type_idx').on(t.user_id, t.event_type),
    index('front_notifications_announcement_idx')
      .on(t.announcement_id)
      .where(sql`${t.announcement_id} is not null`),
  ],
);

/** How a user hears of one type of event; a type without a row uses its default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event_type: text('event_type').$type<NotificationEventType>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.event_type] })],
);

/** Whether a user's notification e-mails go out one by one or as a daily digest. */
export const notificationSettings = pgTable('notification_settings', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email_delivery: text('email_delivery').$type<EmailDelivery>().notNull().default('immediate'),
});

/**
 * A notification e-mail waiting to go out, written with the change it tells of so it is never
 * lost nor sent for a change that was undone. It is due at once, or at the next digest hour; a
 * sender claims it before sending, so two server processes never send it twice.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event_type: text('event_type').$type<NotificationType>().notNull(),
    delivery: text('delivery').$type<EmailDelivery>().notNull(),
    /** Worded in the recipient's language when the event happened. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The portal page the mail points to. */
    link: text('link'),
    due_at: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_mails_due_idx')
      .on(t.due_at)
      .where(sql`${t.sent_at} is null`),
  ],
);
