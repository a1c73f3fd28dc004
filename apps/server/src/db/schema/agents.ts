import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { companies, organizations } from './organizations';
import { users } from './users';

/**
 * Organizations whose shipments an agent company (`companies.is_agent`) may act on: its users
 * see and work those shipments besides their own organization's, while the company is an agent.
 */
export const agentOrganizationGrants = pgTable(
  'agent_organization_grants',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    granted_by_user_id: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.organization_id] }),
    index('agent_organization_grants_organization_idx').on(t.organization_id),
  ],
);
