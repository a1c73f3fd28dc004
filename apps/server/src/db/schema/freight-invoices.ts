import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FreightInvoiceStatus, InvoiceAction, InvoiceSurchargeType } from '@freight/contracts';
import { carriers } from './carriers';
import { consignments } from './consignments';
import { organizations, sites, timestamps } from './organizations';
import { users } from './users';

/** The ordered rules of Admin › Invoice actions; the first that matches an invoiced shipment decides. */
export const freightInvoiceRules = pgTable(
  'freight_invoice_rules',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    // A rule for a carrier that is gone would otherwise start to match every carrier.
    carrier_id: integer('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    surcharge_type: text('surcharge_type').$type<InvoiceSurchargeType>(),
    deviation_percent_above: numeric('deviation_percent_above', { precision: 7, scale: 2, mode: 'number' }),
    deviation_amount_above: numeric('deviation_amount_above', { precision: 14, scale: 2, mode: 'number' }),
    action: text('action').$type<InvoiceAction>().notNull(),
    notify_site_users: boolean('notify_site_users').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('freight_invoice_rules_organization_idx').on(t.organization_id, t.position)],
);

/** A carrier's freight invoice; one per carrier and invoice number, however often it is sent. */
export const freightInvoices = pgTable(
  'freight_invoices',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    carrier_id: integer('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    invoice_number: text('invoice_number').notNull(),
    invoice_date: date('invoice_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    source: text('source', { enum: ['api', 'upload', 'integration'] }).notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('freight_invoices_number_uq').on(t.organization_id, t.carrier_id, sql`lower(${t.invoice_number})`)],
);

/** One charge of an invoice: a shipment, a surcharge type and an amount in minor units of the invoice's currency. */
export const freightInvoiceLines = pgTable(
  'freight_invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => freightInvoices.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    surcharge_type: text('surcharge_type').$type<InvoiceSurchargeType>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('freight_invoice_lines_invoice_idx').on(t.invoice_id, t.consignment_id)],
);

/**
 * An invoiced shipment checked against its booking when the invoice came in: the figures as they
 * were then, the status and who or what decided it.
 */
export const freightInvoiceChecks = pgTable(
  'freight_invoice_checks',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => freightInvoices.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id').notNull(),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    invoiced_amount: bigint('invoiced_amount', { mode: 'number' }).notNull(),
    booked_amount: bigint('booked_amount', { mode: 'number' }),
    booked_currency: text('booked_currency'),
    quoted_amount: bigint('quoted_amount', { mode: 'number' }),
    deviation_amount: bigint('deviation_amount', { mode: 'number' }),
    deviation_basis_points: integer('deviation_basis_points'),
    unbooked_types: text('unbooked_types')
      .array()
      .$type<InvoiceSurchargeType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<FreightInvoiceStatus>().notNull(),
    // The rule's name and action are kept as they were: a rule changed later did not decide this.
    rule_id: integer('rule_id').references(() => freightInvoiceRules.id, { onDelete: 'set null' }),
    rule_name: text('rule_name'),
    rule_action: text('rule_action').$type<InvoiceAction>(),
    decided_by_user_id: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    comment: text('comment'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('freight_invoice_checks_invoice_consignment_uq').on(t.invoice_id, t.consignment_id),
    index('freight_invoice_checks_consignment_idx').on(t.consignment_id, t.created_at),
  ],
);
