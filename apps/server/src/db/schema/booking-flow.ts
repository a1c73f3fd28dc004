import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ADDITIONAL_SERVICE_MODULES,
  ADDITIONAL_SERVICE_TYPES,
  FLOW_KINDS,
  FLOW_TYPES,
  MANUAL_PRICE_REQUEST_STATUSES,
  MODULE_STATES,
} from '@freight/contracts';
import { carrierServices } from './carriers';
import { organizations, sites, timestamps } from './organizations';
import { priceCalculations } from './rates';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The additional services a carrier service offers (SPEC §3 Additional service). The code is what
 * a price list's surcharge names in its condition; choosing the service can change a module's
 * state in the booking flow. A radio group's options are its children.
 */
export const carrierServiceAdditionalServices = pgTable(
  'carrier_service_additional_services',
  {
    id: serial('id').primaryKey(),
    carrier_service_id: integer('carrier_service_id')
      .notNull()
      .references(() => carrierServices.id, { onDelete: 'cascade' }),
    parent_id: integer('parent_id').references((): AnyPgColumn => carrierServiceAdditionalServices.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    type: text('type', { enum: ADDITIONAL_SERVICE_TYPES }).notNull(),
    module: text('module', { enum: ADDITIONAL_SERVICE_MODULES }),
    module_state: text('module_state', { enum: MODULE_STATES }),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('carrier_service_additional_services_code_uq').on(t.carrier_service_id, t.code)],
);

/** A kind of template an organization groups its quote and booking templates by. */
export const templateTypes = pgTable(
  'template_types',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [uniqueIndex('template_types_name_uq').on(t.organization_id, sql`lower(${t.name})`)],
);

/**
 * A quote or booking form saved under a name for reuse. Locked fields are kept as saved when the
 * template is used. A template without a site belongs to every site of its organization.
 */
export const flowTemplates = pgTable(
  'flow_templates',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Removing a type leaves its templates without one. */
    type_id: integer('type_id').references(() => templateTypes.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: FLOW_KINDS }).notNull(),
    name: text('name').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    locked_fields: jsonb('locked_fields').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('flow_templates_name_uq').on(t.organization_id, t.kind, sql`lower(${t.name})`),
    index('flow_templates_type_idx').on(t.type_id),
  ],
);

/** A quote or booking in progress, kept on the server so another tab or device can go on with it. */
export const flowDrafts = pgTable(
  'flow_drafts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FLOW_KINDS }).notNull(),
    flow_type: text('flow_type', { enum: FLOW_TYPES }).notNull(),
    current_step: integer('current_step').notNull().default(0),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** Each step's last server validation: valid plus errors. */
    steps: jsonb('steps').$type<Record<string, { valid: boolean; errors: Record<string, string[]> }>>().notNull().default({}),
    template_id: integer('template_id').references(() => flowTemplates.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('flow_drafts_user_idx').on(t.user_id, t.kind, t.updated_at)],
);

/**
 * A read-only link to a price calculation for people without an account; revoked, it stops working.
 * Only the hash of the link's token is kept, so the table does not hand out working links.
 */
export const priceCalculationShares = pgTable(
  'price_calculation_shares',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    token_hash: text('token_hash').notNull().unique(),
    calculation_id: uuid('calculation_id')
      .notNull()
      .references(() => priceCalculations.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
    expires_at: at('expires_at'),
    revoked_at: at('revoked_at'),
  },
  (t) => [index('price_calculation_shares_calculation_idx').on(t.calculation_id)],
);

/** What a manual price request asks: places, goods, dates and the shipper's notes. */
export type ManualPriceRequestDetails = Record<string, unknown>;
/** The logistics team's answer: price, transit time, validity and a note. */
export type ManualPriceRequestAnswer = Record<string, unknown>;

/** A price the rate engine cannot give, asked of the logistics team and answered by them. */
export const manualPriceRequests = pgTable(
  'manual_price_requests',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    requested_by_user_id: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: MANUAL_PRICE_REQUEST_STATUSES }).notNull().default('open'),
    request: jsonb('request').$type<ManualPriceRequestDetails>().notNull(),
    answer: jsonb('answer').$type<ManualPriceRequestAnswer>(),
    answered_by_user_id: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answered_at: at('answered_at'),
    ...timestamps,
  },
  (t) => [
    index('manual_price_requests_organization_idx').on(t.organization_id, t.site_id, t.created_at),
    index('manual_price_requests_status_idx').on(t.status, t.created_at),
  ],
);
