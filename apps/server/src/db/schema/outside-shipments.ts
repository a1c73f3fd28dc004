import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DATA_QUALITIES, EMISSION_MODES, type TOutsideShipmentRecord } from '@freight/contracts';
import { organizations, sites, timestamps } from './organizations';
import { users } from './users';

const kilograms = (name: string) => numeric(name, { precision: 16, scale: 3, mode: 'number' });

/**
 * A shipment booked elsewhere and imported from a workbook, with its emissions. The totals
 * columns are those of shipment_emissions, so reports add both up alike. The file's reference
 * identifies it within the organization: importing it again updates it.
 */
export const outsideShipments = pgTable(
  'outside_shipments',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    shipment_date: date('shipment_date', { mode: 'string' }).notNull(),
    carrier_name: text('carrier_name'),
    mode: text('mode', { enum: EMISSION_MODES }).notNull(),
    origin_countrycode: text('origin_countrycode'),
    origin_place: text('origin_place'),
    destination_countrycode: text('destination_countrycode'),
    destination_place: text('destination_place'),
    mass_kg: kilograms('mass_kg').notNull(),
    co2e_wtw_kg: kilograms('co2e_wtw_kg'),
    co2e_ttw_kg: kilograms('co2e_ttw_kg'),
    co2e_wtt_kg: kilograms('co2e_wtt_kg'),
    tkm: kilograms('tkm'),
    data_quality: text('data_quality', { enum: DATA_QUALITIES }),
    factor_set_name: text('factor_set_name'),
    factor_set_version: text('factor_set_version'),
    error_reason: text('error_reason'),
    record: jsonb('record').$type<TOutsideShipmentRecord>().notNull(),
    calculated_at: timestamp('calculated_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('outside_shipments_reference_uq').on(t.organization_id, t.reference),
    index('outside_shipments_site_date_idx').on(t.site_id, t.shipment_date),
    index('outside_shipments_organization_date_idx').on(t.organization_id, t.shipment_date),
    // The emissions table's default order, newest first (see shipment_emissions_newest_idx).
    index('outside_shipments_newest_idx').on(t.organization_id, t.shipment_date.desc().nullsLast(), t.id.desc().nullsFirst()),
    // A changed factor set recalculates what used it, as for booked shipments.
    index('outside_shipments_factor_set_idx').on(t.factor_set_name, t.factor_set_version),
  ],
);

/**
 * How far a running workbook import has read, under the id its client chose, so that any server
 * process answers the client's progress questions. The row goes when the import ends.
 */
export const outsideShipmentImports = pgTable(
  'outside_shipment_imports',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progress_id: text('progress_id').notNull(),
    rows: integer('rows').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.progress_id] })],
);
