import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from './organizations';
import { users } from './users';

/** Texts of the interface an administrator changed; they win over the bundled texts for everyone. */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    locale: text('locale').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.locale, t.namespace, t.key] })],
);
