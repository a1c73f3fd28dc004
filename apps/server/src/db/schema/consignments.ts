import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carriers, carrierServices } from './carriers';
import { organizations, sites, timestamps } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

export interface AddressValue {
  name: string | null;
  address: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  contact_person: string | null;
  phone: string | null;
  email: string | null;
  /** A booked place's department or dock and whether it is a private person. */
  section?: string | null;
  company_model?: 'business' | 'private';
}

/** Shipments (API name consignments); the list filters and sorts on these columns. */
export const consignments = pgTable(
  'consignments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    shipment_number: text('shipment_number').notNull(),
    /** What the source calls the shipment, so a re-import updates rather than duplicates. */
    external_key: text('external_key'),
    source: text('source', { enum: ['booking', 'import', 'api'] }).notNull(),
    direction: text('direction', { enum: ['inbound', 'outbound'] })
      .notNull()
      .default('outbound'),
    carrier_id: integer('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
    carrier_service_id: integer('carrier_service_id').references(() => carrierServices.id, { onDelete: 'set null' }),
    carrier_name: text('carrier_name'),
    transport_mode: text('transport_mode'),
    status: text('status').notNull().default('NOT_CONFIRMED'),
    status_raw: text('status_raw'),
    consignor_name: text('consignor_name'),
    consignor_address: text('consignor_address'),
    consignor_zip: text('consignor_zip'),
    consignor_city: text('consignor_city'),
    consignor_countrycode: text('consignor_countrycode'),
    consignee_name: text('consignee_name'),
    consignee_address: text('consignee_address'),
    consignee_zip: text('consignee_zip'),
    consignee_city: text('consignee_city'),
    consignee_countrycode: text('consignee_countrycode'),
    pickup_address: jsonb('pickup_address').$type<AddressValue>(),
    delivery_address: jsonb('delivery_address').$type<AddressValue>(),
    total_weight: quantity('total_weight'),
    total_volume: quantity('total_volume'),
    load_meters: quantity('load_meters'),
    pallet_spaces: quantity('pallet_spaces'),
    packages: integer('packages'),
    consignor_reference: text('consignor_reference'),
    consignee_reference: text('consignee_reference'),
    purchase_order_number: text('purchase_order_number'),
    sales_order_number: text('sales_order_number'),
    project_number: text('project_number'),
    price_amount: bigint('price_amount', { mode: 'number' }),
    price_currency: text('price_currency'),
    /** What the quote the shipment was booked from said it would cost, in the booked price's currency and unit. */
    quoted_price_amount: bigint('quoted_price_amount', { mode: 'number' }),
    /** The weight the price is charged on (the greater of actual and volume weight), in kg. */
    chargeable_weight: quantity('chargeable_weight'),
    terms_type: text('terms_type'),
    terms_location: text('terms_location'),
    owner_user_id: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    booked_at: at('booked_at'),
    pickup_at: at('pickup_at'),
    /** The end of a booked pickup window; pickup_at is its start. */
    pickup_until: at('pickup_until'),
    eta_at: at('eta_at'),
    /** The end of a booked delivery window, eta_at its start; null when none was booked. */
    eta_until: at('eta_until'),
    /** The day the carrier promised delivery by; a delivery on or before it is on time. */
    promised_delivery_date: date('promised_delivery_date', { mode: 'string' }),
    delivered_at: at('delivered_at'),
    timeline: jsonb('timeline').$type<Record<string, string | null>>(),
    waybill_number: text('waybill_number'),
    container_number: text('container_number'),
    has_open_exception: boolean('has_open_exception').notNull().default(false),
    /** Until then the shipment stays out of the default list. */
    snoozed_until: at('snoozed_until'),
    /** What the list's free-text search reads: numbers, references and party names, lower-cased. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(shipment_number || ' ' || coalesce(waybill_number, '') || ' ' || coalesce(container_number, '') || ' ' || coalesce(consignor_name, '') || ' ' || coalesce(consignee_name, '') || ' ' || coalesce(consignor_reference, '') || ' ' || coalesce(consignee_reference, '') || ' ' || coalesce(purchase_order_number, '') || ' ' || coalesce(sales_order_number, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    // Filter indexes end in the columns the list's scope and snooze check read, so the capped
    // count of a filtered list is an index-only scan.
    index('consignments_site_updated_idx').on(
      t.organization_id,
      t.site_id,
      t.updated_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.snoozed_until,
    ),
    // A user acting as several sites reads one organization in change order and skips the
    // other sites' rows, instead of sorting every row of the chosen sites.
    index('consignments_organization_updated_idx').on(t.organization_id, t.updated_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('consignments_organization_carrier_idx').on(
      t.organization_id,
      t.carrier_name,
      t.updated_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.site_id,
      t.snoozed_until,
    ),
    index('consignments_organization_consignee_city_idx').on(
      t.organization_id,
      t.consignee_city,
      t.updated_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.site_id,
      t.snoozed_until,
    ),
    index('consignments_organization_eta_idx').on(t.organization_id, t.eta_at, t.id),
    // The admin dashboard counts shipments per period across organizations.
    index('consignments_created_idx').on(t.created_at, t.organization_id),
    // Also the statistics above the list: counts by status and open exceptions, from the index alone.
    index('consignments_site_status_idx').on(
      t.organization_id,
      t.site_id,
      t.status,
      t.updated_at.desc().nullsFirst(),
      t.snoozed_until,
      t.has_open_exception,
    ),
    index('consignments_site_booked_idx').on(t.organization_id, t.site_id, t.booked_at.desc().nullsFirst(), t.snoozed_until),
    index('consignments_site_exception_idx')
      .on(t.organization_id, t.site_id, t.updated_at.desc().nullsFirst(), t.snoozed_until)
      .where(sql`${t.has_open_exception}`),
    // Snoozed shipments are few: the statistics take them off the counts kept per site and status.
    index('consignments_snoozed_idx')
      .on(t.organization_id, t.site_id, t.snoozed_until, t.status, t.has_open_exception)
      .where(sql`${t.snoozed_until} is not null`),
    // Free-text search: trigrams find a part of a number or a name inside one organization.
    index('consignments_search_idx').using('gin', t.organization_id, t.search_text.op('gin_trgm_ops')),
    // Predictions learn from an organization's deliveries of the last year.
    index('consignments_delivered_idx')
      .on(t.organization_id, t.delivered_at)
      .where(sql`${t.status} = 'DELIVERED'`),
    index('consignments_number_idx').on(t.organization_id, t.shipment_number),
    index('consignments_waybill_idx').on(t.organization_id, t.waybill_number),
    uniqueIndex('consignments_external_key_uq').on(t.organization_id, t.external_key),
  ],
);

/**
 * Shipments per site and status, and how many of them have an open exception, kept exact by
 * triggers on consignments: the statistics above the list read these few rows instead of counting
 * an organization's shipments. No foreign keys, so a site's or organization's cascade delete
 * never races its own count updates.
 */
export const consignmentCounts = pgTable(
  'consignment_counts',
  {
    organization_id: integer('organization_id').notNull(),
    site_id: integer('site_id').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
    exceptions: integer('exceptions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.site_id, t.status] })],
);

/**
 * Shipments summed per day and per month (`grain`) of their shipment day (booked, else created,
 * in UTC) and per organization, site, carrier, mode, lane, direction and currency: what the
 * analytics dashboards read instead of an organization's shipments. The `site_day` grain sums a
 * day per site and currency only (carrier, mode, lane and direction empty): a year of it is a few
 * thousand rows, where a year of daily rows is about as many as there were shipments. Triggers on
 * consignments keep every figure exact; empty text stands for a missing carrier, mode, lane or
 * currency. `lead_days_<n>` count delivered shipments per bucket of LEAD_TIME_BUCKETS (packages/domain).
 */
export const shipmentRollups = pgTable(
  'shipment_rollups',
  {
    grain: text('grain', { enum: ['day', 'month', 'site_day'] }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    organization_id: integer('organization_id').notNull(),
    site_id: integer('site_id').notNull(),
    carrier_name: text('carrier_name').notNull(),
    transport_mode: text('transport_mode').notNull(),
    lane: text('lane').notNull(),
    direction: text('direction').notNull(),
    currency: text('currency').notNull(),
    shipments: integer('shipments').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    /** Delivered shipments that had a promised date, and those of them delivered by it. */
    promised: integer('promised').notNull().default(0),
    on_time: integer('on_time').notNull().default(0),
    lead_days_total: integer('lead_days_total').notNull().default(0),
    lead_days_0: integer('lead_days_0').notNull().default(0),
    lead_days_1: integer('lead_days_1').notNull().default(0),
    lead_days_2: integer('lead_days_2').notNull().default(0),
    lead_days_3: integer('lead_days_3').notNull().default(0),
    lead_days_4: integer('lead_days_4').notNull().default(0),
    lead_days_5: integer('lead_days_5').notNull().default(0),
    lead_days_6: integer('lead_days_6').notNull().default(0),
    lead_days_7: integer('lead_days_7').notNull().default(0),
    lead_days_8: integer('lead_days_8').notNull().default(0),
    lead_days_9: integer('lead_days_9').notNull().default(0),
    lead_days_10: integer('lead_days_10').notNull().default(0),
    lead_days_11: integer('lead_days_11').notNull().default(0),
    chargeable_kg: numeric('chargeable_kg', { precision: 18, scale: 3, mode: 'number' }).notNull().default(0),
    /** Shipments with a booked price and their prices; the prices and chargeable kg of those that also have a weight. */
    priced: integer('priced').notNull().default(0),
    booked_amount: bigint('booked_amount', { mode: 'number' }).notNull().default(0),
    priced_weighed_amount: bigint('priced_weighed_amount', { mode: 'number' }).notNull().default(0),
    priced_kg: numeric('priced_kg', { precision: 18, scale: 3, mode: 'number' }).notNull().default(0),
    /** Shipments with both a booked and a quoted price, and the two sums. */
    quoted: integer('quoted').notNull().default(0),
    quoted_amount: bigint('quoted_amount', { mode: 'number' }).notNull().default(0),
    quoted_booked_amount: bigint('quoted_booked_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.organization_id, t.grain, t.period, t.site_id, t.carrier_name, t.transport_mode, t.lane, t.direction, t.currency],
    }),
  ],
);

export const consignmentItems = pgTable(
  'consignment_items',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    goods_type: text('goods_type'),
    package_type: text('package_type'),
    description: text('description'),
    shipping_mark: text('shipping_mark'),
    units: integer('units').notNull().default(1),
    weight: quantity('weight'),
    length: quantity('length'),
    width: quantity('width'),
    height: quantity('height'),
    volume: quantity('volume'),
    load_meters: quantity('load_meters'),
    pallet_spaces: quantity('pallet_spaces'),
    stackable: boolean('stackable').notNull().default(true),
    dangerous_goods: boolean('dangerous_goods').notNull().default(false),
    container_size: text('container_size'),
  },
  (t) => [index('consignment_items_consignment_idx').on(t.consignment_id)],
);

/** Tracking events; the same event arriving twice is stored once (dedupe key). */
export const consignmentEvents = pgTable(
  'consignment_events',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    occurred_at: at('occurred_at').notNull(),
    status_code: text('status_code'),
    status: text('status'),
    description: text('description'),
    city: text('city'),
    countrycode: text('countrycode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    source: text('source', { enum: ['carrier', 'import', 'api', 'user', 'booking'] }).notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    dedupe_key: text('dedupe_key').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consignment_events_dedupe_uq').on(t.consignment_id, t.dedupe_key),
    index('consignment_events_timeline_idx').on(t.consignment_id, t.occurred_at),
  ],
);
