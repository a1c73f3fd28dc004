import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
export { timestamps };

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  country_code: text('country_code').notNull().default('SE'),
  brand_color: text('brand_color').notNull().default('#2E457C'),
  logo_path: text('logo_path'),
  logo_content_type: text('logo_content_type'),
  is_demo: boolean('is_demo').notNull().default(false),
  is_active: boolean('is_active').notNull().default(true),
  /** Its users see 'Quote & Booking' and may open the price-lead-time pages (SPEC §6); set by super users. */
  quote_booking: boolean('quote_booking').notNull().default(false),
  /** How many days before a purchase order line's cargo-ready date its buyer is told it is still not booked. */
  purchase_unbooked_alert_days: smallint('purchase_unbooked_alert_days').notNull().default(7),
  ...timestamps,
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  is_agent: boolean('is_agent').notNull().default(false),
  ...timestamps,
});

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    post_code: text('post_code').notNull(),
    city: text('city').notNull(),
    vat_number: text('vat_number').notNull(),
    /** ISO 3166-1 alpha-2; the postcode, phone and VAT number follow its formats. */
    country_code: text('country_code').notNull(),
    excluded_carrier_ids: integer('excluded_carrier_ids').array().notNull().default([]),
    is_active: smallint('is_active').notNull().default(1),
    /** The freight documents every booking of the site prints, fixed by its administrator; null leaves the choice to the booker. */
    locked_freight_print_types: text('locked_freight_print_types').array(),
    ...timestamps,
  },
  (t) => [
    index('sites_organization_idx').on(t.organization_id, t.name),
    uniqueIndex('sites_organization_key_uq').on(t.organization_id, sql`lower(${t.key})`),
  ],
);

/** Which applications are enabled for a site (SPEC §6 application keys). */
export const siteApplications = pgTable(
  'site_applications',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    application: text('application').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site_id, t.application] })],
);
