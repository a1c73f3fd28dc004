import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { consignmentEvents, consignments } from './consignments';
import { organizations, sites } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const consignmentId = () =>
  integer('consignment_id')
    .notNull()
    .references(() => consignments.id, { onDelete: 'cascade' });

export const consignmentComments = pgTable(
  'consignment_comments',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    consignment_id: consignmentId(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Internal comments never show on a shared tracking page. */
    is_internal: boolean('is_internal').notNull().default(true),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('consignment_comments_consignment_idx').on(t.consignment_id, t.created_at)],
);

export const consignmentReminders = pgTable(
  'consignment_reminders',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    consignment_id: consignmentId(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remind_at: at('remind_at').notNull(),
    text: text('text').notNull(),
    done_at: at('done_at'),
    /** When the user was told the reminder is due; each is told once. */
    notified_at: at('notified_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('consignment_reminders_consignment_idx').on(t.consignment_id),
    index('consignment_reminders_unnotified_idx')
      .on(t.remind_at)
      .where(sql`${t.done_at} is null and ${t.notified_at} is null`),
    index('consignment_reminders_due_idx')
      .on(t.organization_id, t.remind_at)
      .where(sql`${t.done_at} is null`),
  ],
);

export const consignmentBookmarks = pgTable(
  'consignment_bookmarks',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignment_id: consignmentId(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.consignment_id] })],
);

/** When a user last looked at a shipment; a change after that marks it not seen. */
export const consignmentViews = pgTable(
  'consignment_views',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignment_id: consignmentId(),
    seen_at: at('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.consignment_id] })],
);

export const consignmentExceptions = pgTable(
  'consignment_exceptions',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    consignment_id: consignmentId(),
    event_id: integer('event_id').references(() => consignmentEvents.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    state: text('state', { enum: ['open', 'investigating', 'resolved'] })
      .notNull()
      .default('open'),
    description: text('description'),
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    claim_reference: text('claim_reference'),
    forwarded_to: text('forwarded_to'),
    resolution: text('resolution'),
    opened_at: at('opened_at').notNull().defaultNow(),
    resolved_at: at('resolved_at'),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('consignment_exceptions_consignment_idx').on(t.consignment_id),
    index('consignment_exceptions_open_idx').on(t.organization_id, t.state, t.opened_at),
    // The admin dashboard counts exceptions per period across organizations.
    index('consignment_exceptions_opened_idx').on(t.opened_at, t.organization_id),
  ],
);

export const consignmentDocuments = pgTable(
  'consignment_documents',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    consignment_id: consignmentId(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    uploaded_by_user_id: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('consignment_documents_consignment_idx').on(t.consignment_id)],
);

/** Read-only tracking links; the random uuid in the address is the only way in. */
export const consignmentShareLinks = pgTable(
  'consignment_share_links',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .default(sql`gen_random_uuid()`),
    organization_id: organizationId(),
    consignment_id: consignmentId(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
    revoked_at: at('revoked_at'),
    /** When the shipment's people were last told the link was opened; they are told at most hourly. */
    view_notified_at: at('view_notified_at'),
  },
  (t) => [uniqueIndex('consignment_share_links_uuid_uq').on(t.uuid), index('consignment_share_links_consignment_idx').on(t.consignment_id)],
);

/** Which exception types a site's users are notified of (SPEC /settings/site/{id}/exceptions). */
export const siteExceptionSettings = pgTable(
  'site_exception_settings',
  {
    organization_id: organizationId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    exception_type: text('exception_type').notNull(),
    notify: boolean('notify').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.exception_type] })],
);
