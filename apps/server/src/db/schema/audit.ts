import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@freight/contracts';
import { organizations } from './organizations';
import { users } from './users';

export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;

/**
 * Who created, changed or deleted an administered record, and what changed. The actor's name is
 * kept beside the id so the trail still reads after the user is gone.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entity_id: text('entity_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    label: text('label'),
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: text('actor_name').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    request_id: text('request_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entity_id, t.created_at),
    index('audit_events_organization_idx').on(t.organization_id, t.created_at),
  ],
);
