import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import type { TSavedReportDefinition } from '@freight/contracts';
import { organizations, timestamps } from './organizations';
import { users } from './users';

/** Reports embedded from the external reporting service (SPEC §3 Report). */
export const embeddedReports = pgTable(
  'embedded_reports',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The reporting service the report lives in: 'power_bi' or 'metabase'. */
    source: text('source', { enum: ['power_bi', 'metabase'] })
      .notNull()
      .default('power_bi'),
    workspace_id: text('workspace_id').notNull(),
    report_id: text('report_id').notNull(),
    front_options: text('front_options').notNull().default('{}'),
    is_default: smallint('is_default').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('embedded_reports_organization_idx').on(t.organization_id, t.name)],
);

/** Reports composed in the report builder, from the analytics catalogue. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Whose own report it is; none when it is shared with the whole organization. */
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<TSavedReportDefinition>().notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('saved_reports_organization_idx').on(t.organization_id, t.name)],
);
