import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './organizations';

// Names and codes are unique as people read them, whatever their case, as the forms check them.
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The uploaded logo in the file store; served at /api/carriers/:id/logo. */
    logo_path: text('logo_path'),
    logo_content_type: text('logo_content_type'),
    ...timestamps,
  },
  (t) => [uniqueIndex('carriers_name_uq').on(sql`lower(${t.name})`)],
);

export const carrierServices = pgTable(
  'carrier_services',
  {
    id: serial('id').primaryKey(),
    carrier_id: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    transport_mode: text('transport_mode', {
      enum: ['RAIL', 'COURIER', 'AIR', 'ROAD', 'EXPRESS', 'SEA', 'OCEAN', 'MULTIMODAL'],
    }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('carrier_services_carrier_idx').on(t.carrier_id, t.name),
    uniqueIndex('carrier_services_code_uq').on(t.carrier_id, sql`lower(${t.code})`),
  ],
);
