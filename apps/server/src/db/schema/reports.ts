import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { organizations, timestamps } from './organizations';

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
