import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import type { OrderChange, OrderSnapshot } from '@freight/domain';
import type { PurchaseDocumentType, PurchaseOrderSetStatus } from '@freight/contracts';
import { bookings } from './bookings';
import { consignments } from './consignments';
import { organizations, sites, timestamps } from './organizations';
import { users } from './users';

const day = (name: string) => date(name, { mode: 'string' });
const measure = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

/** Companies an organization buys from. They belong to the organization, so every site orders from the same list. */
export const purchaseSuppliers = pgTable(
  'purchase_suppliers',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    supplier_number: text('supplier_number').notNull(),
    name: text('name').notNull(),
    vat_number: text('vat_number'),
    email: text('email'),
    phone: text('phone'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchase_suppliers_number_uq').on(t.organization_id, t.supplier_number),
    index('purchase_suppliers_organization_updated_idx').on(t.organization_id, t.updated_at.desc(), t.id.desc()),
  ],
);

/** A supplier's office or a place its goods are picked up from. */
export const purchaseSupplierAddresses = pgTable(
  'purchase_supplier_addresses',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    supplier_id: integer('supplier_id')
      .notNull()
      .references(() => purchaseSuppliers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['office', 'pickup'] }).notNull(),
    /** Listed in the order the buyer gave; the first pickup place is where bookings collect. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
  },
  (t) => [index('purchase_supplier_addresses_supplier_idx').on(t.organization_id, t.supplier_id, t.position)],
);

/** Contact managers at a supplier. */
export const purchaseSupplierManagers = pgTable(
  'purchase_supplier_managers',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    supplier_id: integer('supplier_id')
      .notNull()
      .references(() => purchaseSuppliers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
  },
  (t) => [index('purchase_supplier_managers_supplier_idx').on(t.organization_id, t.supplier_id, t.position)],
);

/** Resellers an order can be placed for. */
export const purchaseResellers = pgTable(
  'purchase_resellers',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('purchase_resellers_name_uq').on(t.organization_id, t.name)],
);

/** The organization's article library: what is ordered, and what customs and freight need to know of it. */
export const purchaseArticles = pgTable(
  'purchase_articles',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    article_number: text('article_number').notNull(),
    article_name: text('article_name').notNull(),
    primary_color: text('primary_color'),
    secondary_color: text('secondary_color'),
    hs_code: text('hs_code'),
    origin_country: text('origin_country'),
    net_weight_kg: measure('net_weight_kg'),
    gross_weight_kg: measure('gross_weight_kg'),
    length_cm: measure('length_cm'),
    width_cm: measure('width_cm'),
    height_cm: measure('height_cm'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchase_articles_number_uq').on(t.organization_id, t.article_number),
    index('purchase_articles_organization_updated_idx').on(t.organization_id, t.updated_at.desc(), t.id.desc()),
  ],
);

/** A purchase order of a site to a supplier. `status` is what the buyer set; shipping progress is derived from the lines' ledger. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    order_number: text('order_number').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').$type<PurchaseOrderSetStatus>().notNull().default('draft'),
    supplier_id: integer('supplier_id')
      .notNull()
      .references(() => purchaseSuppliers.id, { onDelete: 'restrict' }),
    buyer_user_id: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    reseller_id: integer('reseller_id').references(() => purchaseResellers.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    incoterm: text('incoterm'),
    incoterm_place: text('incoterm_place'),
    cargo_ready_requested: day('cargo_ready_requested'),
    cargo_ready_confirmed: day('cargo_ready_confirmed'),
    must_arrive_by: day('must_arrive_by'),
    /** The order this one was split off from. */
    parent_order_id: integer('parent_order_id'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchase_orders_number_uq').on(t.organization_id, t.order_number),
    index('purchase_orders_site_updated_idx').on(t.organization_id, t.site_id, t.updated_at.desc(), t.id.desc()),
    index('purchase_orders_supplier_idx').on(t.organization_id, t.supplier_id),
    // Analytics find the orders of a period by when they were made.
    index('purchase_orders_created_idx').on(t.organization_id, t.created_at),
    index('purchase_orders_parent_idx')
      .on(t.parent_order_id)
      .where(sql`${t.parent_order_id} is not null`),
  ],
);

/** A line of an order: an article, its quantity and price, and which delivery of the order it ships in. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    line_number: integer('line_number').notNull(),
    delivery: integer('delivery').notNull().default(1),
    article_id: integer('article_id')
      .notNull()
      .references(() => purchaseArticles.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Per unit in the order's currency, as typed. */
    unit_price: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    discount_percent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Minor units of the order's currency, computed exactly when the line is saved or split. */
    line_amount: bigint('line_amount', { mode: 'number' }).notNull(),
    commission: text('commission'),
    shipment_date: day('shipment_date'),
    /** The line this one was split off from. */
    split_from_line_id: integer('split_from_line_id'),
    /** When the buyer was told the line is still not booked close to its cargo-ready date; told once. */
    unbooked_alerted_at: timestamp('unbooked_alerted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.organization_id, t.order_id, t.line_number),
    index('purchase_order_lines_article_idx').on(t.organization_id, t.article_id),
  ],
);

/** How many of a line a shipment carries; the line's ledger is read from these and the shipments' statuses. */
export const purchaseLineShipments = pgTable(
  'purchase_line_shipments',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    line_id: integer('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    booking_id: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.line_id, t.consignment_id] }),
    index('purchase_line_shipments_consignment_idx').on(t.organization_id, t.consignment_id),
  ],
);

/** Each change to a confirmed order: the order as it was before, and what the change altered. */
export const purchaseOrderVersions = pgTable(
  'purchase_order_versions',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** The version this change made. */
    version: integer('version').notNull(),
    previous: jsonb('previous').$type<OrderSnapshot>().notNull(),
    changes: jsonb('changes').$type<OrderChange[]>().notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_order_versions_order_uq').on(t.order_id, t.version)],
);

/** Files kept with an order: the supplier's confirmation, a proforma invoice, a packing list. */
export const purchaseOrderDocuments = pgTable(
  'purchase_order_documents',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    document_type: text('document_type').$type<PurchaseDocumentType>().notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Where the file store keeps it. */
    path: text('path').notNull(),
    uploaded_by_user_id: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_documents_order_idx').on(t.order_id, t.created_at)],
);

/** What buyers say about an order, in the order they said it. */
export const purchaseOrderComments = pgTable(
  'purchase_order_comments',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_comments_order_idx').on(t.order_id, t.created_at)],
);

/**
 * Photos of an article (SPEC §3 gallery image), each kept at three sizes as WebP: small for
 * thumbnails in lists, medium for the gallery, full to look closely. One photo is the article's
 * primary, shown wherever the article is.
 */
export const purchaseArticlePhotos = pgTable(
  'purchase_article_photos',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    article_id: integer('article_id')
      .notNull()
      .references(() => purchaseArticles.id, { onDelete: 'cascade' }),
    is_primary: boolean('is_primary').notNull().default(false),
    small_path: text('small_path').notNull(),
    medium_path: text('medium_path').notNull(),
    full_path: text('full_path').notNull(),
    /** Of the full image, as stored. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_article_photos_article_idx').on(t.organization_id, t.article_id, t.id),
    uniqueIndex('purchase_article_photos_primary_uq')
      .on(t.article_id)
      .where(sql`${t.is_primary}`),
  ],
);
