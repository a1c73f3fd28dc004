import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { consignments } from './consignments';
import { organizations, sites, timestamps } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Carrier status codes mapped to normalized statuses; a row without carrier applies to all. */
export const statusDictionary = pgTable(
  'status_dictionary',
  {
    id: serial('id').primaryKey(),
    carrier_id: integer('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status').notNull(),
    is_exception: boolean('is_exception').notNull().default(false),
    exception_type: text('exception_type'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [uniqueIndex('status_dictionary_code_uq').on(sql`coalesce(${t.carrier_id}, 0)`, sql`lower(${t.code})`)],
);

/** Patterns that recognise a carrier in the raw names sources use. */
export const carrierDetectors = pgTable(
  'carrier_detectors',
  {
    id: serial('id').primaryKey(),
    carrier_id: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    pattern: text('pattern').notNull(),
    match: text('match', { enum: ['exact', 'contains'] })
      .notNull()
      .default('contains'),
    ...timestamps,
  },
  (t) => [index('carrier_detectors_carrier_idx').on(t.carrier_id)],
);

/** Raw carrier names no detector recognised, for the admin to map. */
export const unmatchedCarriers = pgTable('unmatched_carriers', {
  id: serial('id').primaryKey(),
  raw_name: text('raw_name').notNull(),
  /** The name folded to lower case, one row per name whatever its case. */
  name_key: text('name_key').notNull().unique(),
  occurrences: integer('occurrences').notNull().default(1),
  first_seen_at: at('first_seen_at').notNull().defaultNow(),
  last_seen_at: at('last_seen_at').notNull().defaultNow(),
});

/**
 * An organization's import rules: which site a shipment lands on, which direction it has, and
 * which further sites it is shared with, decided by a field of the shipment.
 */
export const consignmentImportRules = pgTable(
  'consignment_import_rules',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['site', 'direction', 'sharing'] }).notNull(),
    field: text('field').notNull(),
    operator: text('operator', { enum: ['equals', 'contains', 'starts_with'] }).notNull(),
    value: text('value').notNull(),
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['inbound', 'outbound'] }),
    priority: integer('priority').notNull().default(100),
    ...timestamps,
  },
  (t) => [index('consignment_import_rules_organization_idx').on(t.organization_id, t.kind, t.priority)],
);

/** Every import that landed, with what it did. */
export const consignmentImports = pgTable(
  'consignment_imports',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['upload', 'api', 'integration', 'sftp'] }).notNull(),
    filename: text('filename'),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rows: integer('rows').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    events_added: integer('events_added').notNull(),
    events_duplicate: integer('events_duplicate').notNull(),
    unmatched_carriers: jsonb('unmatched_carriers').$type<string[]>().notNull().default([]),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('consignment_imports_organization_idx').on(t.organization_id, t.created_at)],
);

/** Keys with which a carrier or integrator pushes tracking data for one organization. */
export const organizationApiKeys = pgTable(
  'organization_api_keys',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    key_hash: text('key_hash').notNull().unique(),
    last_used_at: at('last_used_at'),
    revoked_at: at('revoked_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('organization_api_keys_organization_idx').on(t.organization_id)],
);

/** Further sites a shipment is shared with by a sharing rule; they see it as their own. */
export const consignmentSiteShares = pgTable(
  'consignment_site_shares',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.consignment_id] }), index('consignment_site_shares_consignment_idx').on(t.consignment_id)],
);
