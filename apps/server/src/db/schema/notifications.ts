import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, timestamps } from './organizations';
import { users } from './users';

/** A parameter is a value, or a text key worded in the reader's language too (an exception type). */
export type NotificationParam = string | number | { key: string };
export interface NotificationText {
  subject: { key: string; params: Record<string, NotificationParam> };
  content: { key: string; params: Record<string, NotificationParam> };
}

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
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('front_notifications_user_idx').on(t.organization_id, t.user_id, t.updated_at)],
);
