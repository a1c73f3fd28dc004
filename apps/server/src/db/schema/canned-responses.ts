import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  CANNED_RESPONSE_PURPOSES,
  CANNED_RESPONSE_SCOPES,
  CONSIGNMENT_MESSAGE_STATUSES,
  LOCALES,
  type TCannedResponseTexts,
} from '@freight/contracts';
import { consignments } from './consignments';
import { organizations, timestamps } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Reply templates in each language. Platform ones have no organization; organization ones belong
 * to one; personal ones also to the user who wrote them, and only that user sees them.
 */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: CANNED_RESPONSE_SCOPES }).notNull(),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    purpose: text('purpose', { enum: CANNED_RESPONSE_PURPOSES }).notNull(),
    texts: jsonb('texts').$type<TCannedResponseTexts>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('canned_responses_organization_idx').on(t.organization_id, t.scope, t.name),
    index('canned_responses_platform_idx')
      .on(t.name)
      .where(sql`${t.scope} = 'platform'`),
    index('canned_responses_owner_idx').on(t.owner_user_id),
  ],
);

export interface MessageAttachment {
  document_id: number;
  filename: string;
}

/**
 * E-mails sent from a shipment, kept whole (recipient, wording, attachments) so the shipment's
 * timeline shows them and a failed one can be sent again as it was.
 */
export const consignmentMessages = pgTable(
  'consignment_messages',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    canned_response_id: integer('canned_response_id').references(() => cannedResponses.id, { onDelete: 'set null' }),
    sent_by_user_id: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    to_address: text('to_address').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    status: text('status', { enum: CONSIGNMENT_MESSAGE_STATUSES }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(1),
    created_at: at('created_at').notNull().defaultNow(),
    sent_at: at('sent_at'),
  },
  (t) => [
    index('consignment_messages_consignment_idx').on(t.consignment_id, t.created_at),
    index('consignment_messages_response_idx').on(t.canned_response_id, t.organization_id, t.created_at),
  ],
);
