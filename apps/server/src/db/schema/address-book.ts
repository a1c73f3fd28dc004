import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations, timestamps } from './organizations';
import { users } from './users';

/**
 * Companies of an organization's address book: senders, pickup places, receivers and delivery
 * places. They belong to the organization, so every user of it picks from the same book.
 */
export const addressBookCompanies = pgTable(
  'address_book_companies',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** Department, dock or floor, printed under the name. */
    section: text('section'),
    /** business (B2B) or private (B2C): a private receiver is sent the carrier's delivery notice. */
    company_model: text('company_model').notNull().default('business'),
    /** SENDER, PICK_UP, RECEIVER, DELIVERY. */
    types: text('types').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** What search and autocomplete read, lower-cased: name, street, postcode and city. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || address || ' ' || coalesce(address2, '') || ' ' || zip || ' ' || city)`,
    ),
    ...timestamps,
  },
  (t) => [
    index('address_book_companies_organization_updated_idx').on(t.organization_id, t.updated_at.desc(), t.id.desc()),
    // Prefix matches on the name, the autocomplete's most common case.
    index('address_book_companies_name_prefix_idx').on(t.organization_id, sql`lower(${t.name}) text_pattern_ops`),
    // Part-of-word matches on name, street, postcode or city inside one organization.
    index('address_book_companies_search_idx').using('gin', t.organization_id, t.search_text.op('gin_trgm_ops')),
    index('address_book_companies_types_idx').using('gin', t.organization_id, t.types),
  ],
);

/** Contact persons of an address book company; at most one of them is the default. */
export const addressBookContacts = pgTable(
  'address_book_contacts',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => addressBookCompanies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('address_book_contacts_company_idx').on(t.organization_id, t.company_id),
    // Looking a company up by its contact's e-mail address.
    index('address_book_contacts_email_prefix_idx').on(t.organization_id, sql`lower(${t.email}) text_pattern_ops`),
    uniqueIndex('address_book_contacts_default_uq')
      .on(t.company_id)
      .where(sql`${t.is_default}`),
  ],
);
