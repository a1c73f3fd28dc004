import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import type { FloorSpaceChargedFor, TPriceCalculation, TPriceListDocument, TRoundingBand } from '@freight/contracts';
import { carrierServices } from './carriers';
import { organizations, sites, timestamps } from './organizations';
import { users } from './users';

const measure = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * How a carrier service turns space into chargeable weight and what goods it takes. A factor or
 * limit left null is not applied (a parcel service has no loading-metre factor).
 */
export const carrierServiceRatings = pgTable('carrier_service_ratings', {
  carrier_service_id: integer('carrier_service_id')
    .primaryKey()
    .references(() => carrierServices.id, { onDelete: 'cascade' }),
  kg_per_m3: measure('kg_per_m3'),
  kg_per_ldm: measure('kg_per_ldm'),
  kg_per_pallet_place: measure('kg_per_pallet_place'),
  floor_space_charged_for: text('floor_space_charged_for').$type<FloorSpaceChargedFor>().notNull().default('all_goods'),
  stackable_floor_space_above_cm: measure('stackable_floor_space_above_cm'),
  /** Null: the price list's single rounding step applies. */
  rounding_bands: jsonb('rounding_bands').$type<TRoundingBand[]>(),
  max_consignment_weight_kg: measure('max_consignment_weight_kg'),
  max_package_weight_kg: measure('max_package_weight_kg'),
  max_length_cm: measure('max_length_cm'),
  max_width_cm: measure('max_width_cm'),
  max_height_cm: measure('max_height_cm'),
  max_loading_metres: measure('max_loading_metres'),
  accepts_dangerous_goods: boolean('accepts_dangerous_goods').notNull().default(false),
  ...timestamps,
});

/** Zones, lanes with weight breaks and surcharges of a price list (contracts ZPriceListDocument). */
export type PriceListTariff = Pick<TPriceListDocument, 'zones' | 'lanes' | 'surcharges'>;

/**
 * A carrier service's price list for a validity period. The tariff is one document, validated by
 * the contract on every write, because it is always read and replaced whole.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    carrier_service_id: integer('carrier_service_id')
      .notNull()
      .references(() => carrierServices.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    valid_from: day('valid_from'),
    valid_to: day('valid_to'),
    fuel_surcharge_percent: numeric('fuel_surcharge_percent', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    /** Minor units of the currency. */
    minimum_charge: integer('minimum_charge'),
    /** The chargeable weight is rounded up to a multiple of this; not rounded when null. */
    rounding_step_kg: measure('rounding_step_kg'),
    tariff: jsonb('tariff').$type<PriceListTariff>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('price_lists_service_idx').on(t.carrier_service_id, t.valid_from),
    uniqueIndex('price_lists_service_from_uq').on(t.carrier_service_id, sql`coalesce(${t.valid_from}, '0001-01-01'::date)`),
  ],
);

/** Working days per zone pair of the service's price list, with the booking cut-off. */
export const leadTimeTables = pgTable('lead_time_tables', {
  carrier_service_id: integer('carrier_service_id')
    .primaryKey()
    .references(() => carrierServices.id, { onDelete: 'cascade' }),
  /** HH:mm on the origin's clocks. */
  cut_off: text('cut_off').notNull().default('16:00'),
  time_zone: text('time_zone').notNull().default('Europe/Stockholm'),
  entries: jsonb('entries').$type<TPriceListDocument['lead_times']>().notNull().default([]),
  ...timestamps,
});

/** Regions an organization's markups can call regional (SPEC §3 Markup). */
export const MARKUP_REGIONS = ['nordics', 'eu'] as const;

/** Per-organization settings of the rate engine; an organization without a row uses the Nordics. */
export const organizationRateSettings = pgTable('organization_rate_settings', {
  organization_id: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  region: text('region', { enum: MARKUP_REGIONS }).notNull().default('nordics'),
  ...timestamps,
});

export interface StoredMarkupRate {
  rate: number | null;
  fixed: number | null;
}

export const markups = pgTable(
  'markups',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rate: numeric('rate', { precision: 8, scale: 3, mode: 'number' }),
    /** Öre (SEK minor units). */
    fixed_ore: integer('fixed_ore'),
    booking_enabled: boolean('booking_enabled').notNull().default(true),
    /** The nine geography keys, each `{ rate, fixed }` or null. */
    geography_specific_rates: jsonb('geography_specific_rates').$type<Record<string, StoredMarkupRate | null>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('markups_organization_idx').on(t.organization_id, t.updated_at)],
);

/** The carrier services a markup covers. */
export const markupCarrierServices = pgTable(
  'markup_carrier_services',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    markup_id: integer('markup_id')
      .notNull()
      .references(() => markups.id, { onDelete: 'cascade' }),
    carrier_service_id: integer('carrier_service_id')
      .notNull()
      .references(() => carrierServices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.markup_id, t.carrier_service_id] }),
    index('markup_carrier_services_organization_idx').on(t.organization_id, t.carrier_service_id),
  ],
);

/** Which organization, or one of its sites, may book a carrier service under which customer number. */
export const bookingAgreements = pgTable(
  'booking_agreements',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    carrier_service_id: integer('carrier_service_id')
      .notNull()
      .references(() => carrierServices.id, { onDelete: 'cascade' }),
    customer_number: text('customer_number').notNull(),
    valid_from: day('valid_from'),
    valid_to: day('valid_to'),
    ...timestamps,
  },
  (t) => [index('booking_agreements_organization_idx').on(t.organization_id, t.carrier_service_id)],
);

/** A calculation as answered, kept for `calculation/response` and a later shared link. */
export const priceCalculations = pgTable(
  'price_calculations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The site the calculation was made for: its exclusions and agreements priced it, its users read it. */
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['simple', 'multiple', 'smart'] }).notNull(),
    request: jsonb('request').$type<TPriceCalculation['request']>().notNull(),
    /** Quotes with the administrator's figures; the reader's level decides what is shown. */
    response: jsonb('response').$type<Pick<TPriceCalculation, 'quotes' | 'unavailable'>>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('price_calculations_organization_idx').on(t.organization_id, t.site_id, t.created_at)],
);
