import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, timestamps } from './organizations';
import { users } from './users';

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
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('front_notifications_user_idx').on(t.organization_id, t.user_id, t.updated_at)],
);
