import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomsDeclarationType, CustomsDocumentType, CustomsStatus } from '@freight/contracts';
import { consignments } from './consignments';
import { companies, organizations, sites } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const mass = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const declarationId = () =>
  integer('declaration_id')
    .notNull()
    .references(() => customsDeclarations.id, { onDelete: 'cascade' });

/** A party of a declaration (importer, exporter, declarant): its EORI, name and address. */
export interface CustomsPartyValue {
  name: string | null;
  eori: string | null;
  address: string | null;
  post_code: string | null;
  city: string | null;
  country: string | null;
}

export interface CustomsPartiesValue {
  importer: CustomsPartyValue;
  exporter: CustomsPartyValue;
  declarant: CustomsPartyValue;
}

/**
 * A customs declaration a shipper's site asks its customs agent to make. The row holds the
 * current version; every saved change is also kept whole in `customs_declaration_versions`.
 */
export const customsDeclarations = pgTable(
  'customs_declarations',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The customs agent company declaring it (the representative); none while a draft names none. */
    agent_company_id: integer('agent_company_id').references(() => companies.id, { onDelete: 'set null' }),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<CustomsStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    declaration_type: text('declaration_type').$type<CustomsDeclarationType>().notNull(),
    additional_type: text('additional_type').notNull().default('A'),
    lrn: text('lrn').notNull(),
    mrn: text('mrn'),
    parties: jsonb('parties').$type<CustomsPartiesValue>().notNull(),
    incoterm: text('incoterm'),
    incoterm_place: text('incoterm_place'),
    customs_office: text('customs_office'),
    transport_document_type: text('transport_document_type'),
    transport_document_number: text('transport_document_number'),
    previous_document: text('previous_document'),
    invoice_number: text('invoice_number'),
    invoice_currency: text('invoice_currency'),
    /** Minor units of the invoice currency. */
    invoice_amount: bigint('invoice_amount', { mode: 'number' }),
    /** Why the agent rejected it, or invalidated it, when it did. */
    status_reason: text('status_reason'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('customs_declarations_site_idx').on(t.organization_id, t.site_id, t.updated_at),
    index('customs_declarations_agent_idx').on(t.agent_company_id, t.organization_id, t.updated_at),
    uniqueIndex('customs_declarations_lrn_uq').on(t.organization_id, t.lrn),
  ],
);

/** A goods item of a declaration (data group 18 and its procedure, origin and document codes). */
export const customsDeclarationItems = pgTable(
  'customs_declaration_items',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    declaration_id: declarationId(),
    line_number: integer('line_number').notNull(),
    /** The organization's article number, when the line is one of its library's articles. */
    article_number: text('article_number'),
    quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }),
    /** HS6, CN8 or TARIC10 digits; a shipper may leave it for the agent to complete. */
    commodity_code: text('commodity_code'),
    description: text('description').notNull(),
    origin_country: text('origin_country'),
    net_mass: mass('net_mass'),
    gross_mass: mass('gross_mass'),
    /** Minor units of the declaration's invoice currency. */
    statistical_value: bigint('statistical_value', { mode: 'number' }),
    procedure_code: text('procedure_code'),
    additional_procedure_code: text('additional_procedure_code'),
    packages: integer('packages'),
    preference_code: text('preference_code'),
    supporting_documents: text('supporting_documents'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('customs_declaration_items_declaration_idx').on(t.declaration_id, t.line_number)],
);

/** Every saved version of a declaration, whole, so each amendment can be read as it was. */
export const customsDeclarationVersions = pgTable(
  'customs_declaration_versions',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    declaration_id: declarationId(),
    version: integer('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customs_declaration_versions_uq').on(t.declaration_id, t.version)],
);

/** The history of a declaration: status changes, amendments, documents, and the comments between shipper and agent. */
export const customsDeclarationEvents = pgTable(
  'customs_declaration_events',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    declaration_id: declarationId(),
    kind: text('kind', { enum: ['created', 'status', 'amended', 'comment', 'document_added', 'document_removed'] }).notNull(),
    from_status: text('from_status').$type<CustomsStatus>(),
    to_status: text('to_status').$type<CustomsStatus>(),
    version: integer('version'),
    /** A comment's text, a reason, or a document's file name. */
    body: text('body'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customs_declaration_events_declaration_idx').on(t.declaration_id, t.created_at)],
);

export const customsDeclarationDocuments = pgTable(
  'customs_declaration_documents',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    declaration_id: declarationId(),
    document_type: text('document_type').$type<CustomsDocumentType>().notNull(),
    filename: text('filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    path: text('path').notNull(),
    uploaded_by_user_id: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('customs_declaration_documents_declaration_idx').on(t.declaration_id)],
);

/** The portal shipments carrying a declaration's goods. */
export const customsDeclarationShipments = pgTable(
  'customs_declaration_shipments',
  {
    declaration_id: declarationId(),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    organization_id: organizationId(),
  },
  (t) => [
    primaryKey({ columns: [t.declaration_id, t.consignment_id] }),
    index('customs_declaration_shipments_consignment_idx').on(t.consignment_id),
  ],
);

/**
 * An organization's product library: the articles it ships, with the code, origin and unit net
 * mass that fill its goods lines. Saved goods lines add and update articles by their number.
 */
export const customsProducts = pgTable(
  'customs_products',
  {
    id: serial('id').primaryKey(),
    organization_id: organizationId(),
    article_number: text('article_number').notNull(),
    name: text('name').notNull(),
    commodity_code: text('commodity_code'),
    origin_country: text('origin_country'),
    /** Net mass of one unit, in kg. */
    unit_net_mass: mass('unit_net_mass'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  // An article number names one article per organization, whatever its case.
  (t) => [uniqueIndex('customs_products_article_uq').on(t.organization_id, sql`upper(${t.article_number})`)],
);
