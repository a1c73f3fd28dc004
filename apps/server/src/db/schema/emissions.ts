import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  BOOKING_PAYERS,
  DATA_QUALITIES,
  DISTANCE_BASES,
  EMISSION_MODES,
  HUB_TYPES,
  SHIPMENT_EMISSIONS_ERRORS,
  type TShipmentEmissions,
} from '@freight/contracts';
import { carriers, carrierServices } from './carriers';
import { consignments } from './consignments';
import { organizations, sites, timestamps } from './organizations';

const intensity = (name: string) => numeric(name, { precision: 14, scale: 6, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A versioned set of emission factors: one publication (a year of UK DESNZ) or an organization's
 * own figures (GLEC defaults it holds a licence for, a carrier's primary data). A set without an
 * organization is the platform's; the one marked default answers when nothing else applies.
 */
export const emissionFactorSets = pgTable(
  'emission_factor_sets',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: text('version').notNull(),
    source: text('source').notNull(),
    citation: text('citation').notNull(),
    licence: text('licence').notNull(),
    data_quality: text('data_quality', { enum: DATA_QUALITIES }).notNull(),
    valid_from: day('valid_from').notNull(),
    valid_to: day('valid_to'),
    is_default: boolean('is_default').notNull().default(false),
    /** A retired set is kept for the records that cite it, and never used again. */
    retired_at: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('emission_factor_sets_name_version_uq').on(sql`coalesce(${t.organization_id}, 0)`, t.name, t.version),
    // One platform default at a time.
    uniqueIndex('emission_factor_sets_default_uq')
      .on(t.is_default)
      .where(sql`${t.is_default} and ${t.organization_id} is null`),
    // And one default of an organization's own.
    uniqueIndex('emission_factor_sets_organization_default_uq')
      .on(t.organization_id)
      .where(sql`${t.is_default} and ${t.organization_id} is not null`),
  ],
);

/**
 * An organization's choice of factor set for a carrier, or for one of its services: the set a
 * shipment of that carrier or service is calculated with before the organization's default.
 * The set is the organization's own or the platform's.
 */
export const emissionFactorSetMappings = pgTable(
  'emission_factor_set_mappings',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    set_id: integer('set_id')
      .notNull()
      .references(() => emissionFactorSets.id, { onDelete: 'cascade' }),
    carrier_id: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    /** Empty for the carrier as a whole. */
    carrier_service_id: integer('carrier_service_id').references(() => carrierServices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One set per carrier, and per service, of an organization.
    uniqueIndex('emission_factor_set_mappings_target_uq').on(t.organization_id, t.carrier_id, sql`coalesce(${t.carrier_service_id}, 0)`),
    index('emission_factor_set_mappings_set_idx').on(t.set_id),
  ],
);

/**
 * Shipments whose emission records wait to be calculated again after a factor set changed. The
 * work is kept here, not in memory, so it survives a restart; a worker claims rows with
 * FOR UPDATE SKIP LOCKED, so several server processes share it without doing a shipment twice.
 */
export const emissionRecalculations = pgTable(
  'emission_recalculations',
  {
    consignment_id: integer('consignment_id')
      .primaryKey()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    queued_at: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('emission_recalculations_organization_idx').on(t.organization_id)],
);

/**
 * One figure of a set, WTW and TTW. Legs are g CO2e per tonne-km of their distance basis, hubs kg
 * per tonne handled, fuels kg per litre or kg burnt. An empty vehicle class, fuel, region or hub
 * type is the average over it.
 */
export const emissionFactors = pgTable(
  'emission_factors',
  {
    id: serial('id').primaryKey(),
    set_id: integer('set_id')
      .notNull()
      .references(() => emissionFactorSets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['leg', 'hub', 'fuel'] }).notNull(),
    label: text('label').notNull(),
    mode: text('mode', { enum: EMISSION_MODES }),
    vehicle_class: text('vehicle_class'),
    fuel: text('fuel'),
    region: text('region'),
    hub_type: text('hub_type', { enum: HUB_TYPES }),
    unit: text('unit', { enum: ['g_per_tkm', 'kg_per_t', 'kg_per_litre', 'kg_per_kg'] }).notNull(),
    wtw: intensity('wtw').notNull(),
    ttw: intensity('ttw').notNull(),
    distance_basis: text('distance_basis', { enum: DISTANCE_BASES }),
  },
  (t) => [index('emission_factors_set_idx').on(t.set_id, t.kind)],
);

const kilograms = (name: string) => numeric(name, { precision: 16, scale: 3, mode: 'number' });

/**
 * A shipment's emissions, one row per shipment: the totals reports add up, the factor set they
 * came from, and the whole record (inputs, legs with distance and basis, factors) as shown in its
 * details; or the reason it could not be computed.
 */
export const shipmentEmissions = pgTable(
  'shipment_emissions',
  {
    consignment_id: integer('consignment_id')
      .primaryKey()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    co2e_wtw_kg: kilograms('co2e_wtw_kg'),
    co2e_ttw_kg: kilograms('co2e_ttw_kg'),
    co2e_wtt_kg: kilograms('co2e_wtt_kg'),
    tkm: kilograms('tkm'),
    data_quality: text('data_quality', { enum: DATA_QUALITIES }),
    factor_set_name: text('factor_set_name'),
    factor_set_version: text('factor_set_version'),
    error_reason: text('error_reason', { enum: SHIPMENT_EMISSIONS_ERRORS }),
    record: jsonb('record').$type<TShipmentEmissions>().notNull(),
    calculated_at: timestamp('calculated_at', { withTimezone: true, mode: 'date' }).notNull(),
    // What reports filter and group by, copied from the shipment when the record is made, so the
    // figures of a whole organization are summed from this table alone, without reading shipments.
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** The day the shipment was booked (else created), which decides the period it is reported in. */
    shipment_date: day('shipment_date'),
    carrier_name: text('carrier_name'),
    /** The emission mode of the shipment's main leg. */
    mode: text('mode', { enum: EMISSION_MODES }),
    distance_km: kilograms('distance_km'),
    origin_country: text('origin_country'),
    destination_country: text('destination_country'),
    // What the scope 3 category is decided from (see scope3CategoryOf).
    direction: text('direction', { enum: ['inbound', 'outbound'] }),
    terms_type: text('terms_type'),
    freight_payer: text('freight_payer', { enum: BOOKING_PAYERS }),
  },
  (t) => [
    index('shipment_emissions_organization_idx').on(t.organization_id, t.consignment_id),
    index('shipment_emissions_report_idx').on(t.organization_id, t.site_id, t.shipment_date),
    // What analytics groups and filters a year of records by, in the index itself: summed from
    // the index alone, never from the records, whose calculations make them wide.
    index('shipment_emissions_analytics_idx').on(
      t.organization_id,
      t.shipment_date,
      t.site_id,
      t.carrier_name,
      t.origin_country,
      t.destination_country,
      t.direction,
      t.co2e_wtw_kg,
      t.consignment_id,
    ),
    // The emissions table's default order, newest first, so its first page reads only its rows.
    index('shipment_emissions_newest_idx').on(t.organization_id, t.shipment_date.desc().nullsLast(), t.consignment_id.desc().nullsFirst()),
    // A changed factor set recalculates the shipments that used it.
    index('shipment_emissions_factor_set_idx').on(t.factor_set_name, t.factor_set_version),
  ],
);

/**
 * The emission records of booked and outside shipments, summed by month and by everything the
 * emissions screen filters and groups by, so that its figures add up a few thousand groups instead
 * of every shipment. Kept exact by triggers on shipment_emissions and outside_shipments in the
 * statement that changes a record; reports read whole months here and the days of a month cut by
 * the period from the records themselves.
 */
export const emissionSums = pgTable(
  'emission_sums',
  {
    // No foreign keys: the groups of a deleted organization or site go as its records' triggers take them to nought.
    organization_id: integer('organization_id').notNull(),
    site_id: integer('site_id'),
    /** The first day of the month; null for records without a shipment day. */
    month: day('month'),
    source: text('source', { enum: ['booked', 'outside'] }).notNull(),
    mode: text('mode', { enum: EMISSION_MODES }),
    carrier_name: text('carrier_name'),
    origin_country: text('origin_country'),
    destination_country: text('destination_country'),
    data_quality: text('data_quality', { enum: DATA_QUALITIES }),
    factor_set_name: text('factor_set_name'),
    factor_set_version: text('factor_set_version'),
    /** Whether the records were calculated (no error reason). */
    calculated: boolean('calculated').notNull(),
    // Unbounded numerics: a sum of the records' figures is as exact as adding them up one by one.
    co2e_wtw_kg: numeric('co2e_wtw_kg', { mode: 'string' }).notNull(),
    co2e_ttw_kg: numeric('co2e_ttw_kg', { mode: 'string' }).notNull(),
    co2e_wtt_kg: numeric('co2e_wtt_kg', { mode: 'string' }).notNull(),
    tkm: numeric('tkm', { mode: 'string' }).notNull(),
    shipments: integer('shipments').notNull(),
  },
  (t) => [
    unique('emission_sums_group_uq')
      .on(
        t.organization_id,
        t.month,
        t.site_id,
        t.source,
        t.mode,
        t.carrier_name,
        t.origin_country,
        t.destination_country,
        t.data_quality,
        t.factor_set_name,
        t.factor_set_version,
        t.calculated,
      )
      .nullsNotDistinct(),
    // Groups whose records have all gone are deleted by the statement that took them to nought.
    index('emission_sums_empty_idx')
      .on(t.organization_id)
      .where(sql`${t.shipments} = 0`),
  ],
);

/**
 * The emission records summed by day, site, source and mode only: the shape of the emissions
 * screen's KPIs and shipment count when no other filter is set, so that a period of any length is
 * a few rows a day instead of the month sums' many groups plus the records of the days a period
 * cuts. Kept exact by the same kind of statement triggers as emission_sums.
 */
export const emissionDaySums = pgTable(
  'emission_day_sums',
  {
    organization_id: integer('organization_id').notNull(),
    site_id: integer('site_id'),
    /** The shipment's day; null for records without one. */
    day: day('day'),
    source: text('source', { enum: ['booked', 'outside'] }).notNull(),
    mode: text('mode', { enum: EMISSION_MODES }),
    calculated: boolean('calculated').notNull(),
    co2e_wtw_kg: numeric('co2e_wtw_kg', { mode: 'string' }).notNull(),
    co2e_ttw_kg: numeric('co2e_ttw_kg', { mode: 'string' }).notNull(),
    co2e_wtt_kg: numeric('co2e_wtt_kg', { mode: 'string' }).notNull(),
    tkm: numeric('tkm', { mode: 'string' }).notNull(),
    shipments: integer('shipments').notNull(),
  },
  (t) => [
    unique('emission_day_sums_group_uq').on(t.organization_id, t.day, t.site_id, t.source, t.mode, t.calculated).nullsNotDistinct(),
    index('emission_day_sums_empty_idx')
      .on(t.organization_id)
      .where(sql`${t.shipments} = 0`),
  ],
);

/**
 * Every value the emissions screen's filters can take, per organization and site, with how many
 * records hold it: the filter options read these few rows instead of grouping all the sums. Kept
 * by the same statement triggers; a value whose records have all gone is deleted.
 */
export const emissionFilterValues = pgTable(
  'emission_filter_values',
  {
    organization_id: integer('organization_id').notNull(),
    site_id: integer('site_id'),
    filter: text('filter', { enum: ['carrier', 'mode', 'origin_country', 'destination_country', 'source', 'data_quality'] }).notNull(),
    value: text('value').notNull(),
    shipments: integer('shipments').notNull(),
  },
  (t) => [
    unique('emission_filter_values_uq').on(t.organization_id, t.site_id, t.filter, t.value).nullsNotDistinct(),
    index('emission_filter_values_empty_idx')
      .on(t.organization_id)
      .where(sql`${t.shipments} = 0`),
  ],
);
