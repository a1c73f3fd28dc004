import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys the portal makes for itself on first start, shared by every server process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
