import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { consignments } from './consignments';
import { organizations } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A shipment's conversation between the shipper's staff and the agents who see the shipment. */
export const shipmentChatMessages = pgTable(
  'shipment_chat_messages',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipment_chat_messages_consignment_idx').on(t.consignment_id, t.id),
    index('shipment_chat_messages_organization_idx').on(t.organization_id),
  ],
);

/** How far each reader has read a shipment's conversation; later messages of others are unread. */
export const shipmentChatReads = pgTable(
  'shipment_chat_reads',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    last_read_message_id: bigint('last_read_message_id', { mode: 'number' }).notNull(),
    read_at: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.consignment_id] })],
);
