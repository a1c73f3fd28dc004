import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BookingDocumentKind,
  BookingPayer,
  FreightPrintType,
  TBookingAddress,
  TGoodsInformation,
  TInvoiceDetails,
  TPaymentDetails,
} from '@freight/contracts';
import { carrierServices } from './carriers';
import { consignmentDocuments } from './consignment-activity';
import { consignments } from './consignments';
import { organizations, sites, timestamps } from './organizations';
import { priceCalculations } from './rates';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How bookings of a carrier service reach the carrier: for `email`, its booking desk's address. */
export const carrierServiceConnectors = pgTable('carrier_service_connectors', {
  carrier_service_id: integer('carrier_service_id')
    .primaryKey()
    .references(() => carrierServices.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['email'] })
    .notNull()
    .default('email'),
  address: text('address').notNull(),
  ...timestamps,
});

/**
 * An organization's GS1 company prefix and the last SSCC counter it issued. Raised in the same
 * statement that reads it, so two bookings never print the same code.
 */
export const organizationBookingSettings = pgTable('organization_booking_settings', {
  organization_id: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  gs1_company_prefix: text('gs1_company_prefix').notNull(),
  last_sscc_counter: bigint('last_sscc_counter', { mode: 'number' }).notNull().default(0),
  ...timestamps,
});

/** Booking numbers run per organization and year: BK2026000001, BK2026000002, … */
export const bookingNumberCounters = pgTable(
  'booking_number_counters',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last_serial: integer('last_serial').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.year] })],
);

/** What a booking asked for beyond the shipment's own columns, as the documents print it. */
export interface BookingDetails {
  consignor: TBookingAddress;
  consignee: TBookingAddress;
  pickup: TBookingAddress;
  delivery: TBookingAddress;
  pickup_date: string;
  pickup_time_earliest: string;
  pickup_time_latest: string;
  payer: BookingPayer;
  pickup_instructions: string | null;
  delivery_instructions: string | null;
  freight_print_types: FreightPrintType[];
  label_format: string;
  comments: string | null;
  additional_services: string[];
  /** Text and tel answers of the additional services by code; absent on bookings made before the booking flow. */
  additional_service_values?: Record<string, string>;
  /** A fixed delivery date asked of the carrier. */
  delivery_date?: string | null;
  /** The delivery window asked of the carrier, on the delivery place's clocks; absent on older bookings. */
  delivery_time_earliest?: string | null;
  delivery_time_latest?: string | null;
  goods_information?: TGoodsInformation;
  payment_details?: TPaymentDetails;
  /** The commercial invoice of a dutiable shipment. */
  invoice?: TInvoiceDetails | null;
  /** Each goods line's UN number, in line order; absent on bookings made before it was kept. */
  un_numbers?: (string | null)[];
}

/** The booking behind a shipment of source 'booking'. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    booking_number: text('booking_number').notNull(),
    /** The calculation booked from and the one made at booking time for the current price. */
    calculation_id: uuid('calculation_id').references(() => priceCalculations.id, { onDelete: 'set null' }),
    priced_calculation_id: uuid('priced_calculation_id').references(() => priceCalculations.id, { onDelete: 'set null' }),
    /** The booking agreement's customer number the carrier bills; none for an ad-hoc booking. */
    customer_number: text('customer_number'),
    booked_by_user_id: integer('booked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<BookingDetails>().notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_number_uq').on(t.organization_id, t.booking_number),
    uniqueIndex('bookings_consignment_uq').on(t.consignment_id),
    // The admin dashboard counts bookings per period across organizations.
    index('bookings_created_idx').on(t.created_at, t.organization_id),
  ],
);

/** One package of a booking with the SSCC its transport label carries. */
export const bookingPackages = pgTable(
  'booking_packages',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1 … N across the booking. */
    sequence: integer('sequence').notNull(),
    sscc: text('sscc').notNull(),
  },
  (t) => [uniqueIndex('booking_packages_sscc_uq').on(t.sscc), index('booking_packages_booking_idx').on(t.booking_id, t.sequence)],
);

/** The documents printed for a booking, which its hand-over sends along. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    document_id: integer('document_id')
      .notNull()
      .references(() => consignmentDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BookingDocumentKind>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.booking_id, t.document_id] })],
);

/**
 * Handing a booking to its carrier. Kept until it is sent; a failed try is retried with backoff
 * by the housekeeping job and, once given up, stays visible as failed for a person to retry.
 */
export const carrierHandOvers = pgTable(
  'carrier_hand_overs',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    booking_id: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    consignment_id: integer('consignment_id')
      .notNull()
      .references(() => consignments.id, { onDelete: 'cascade' }),
    connector: text('connector', { enum: ['email'] }).notNull(),
    destination: text('destination').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    next_attempt_at: at('next_attempt_at'),
    sent_at: at('sent_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carrier_hand_overs_booking_uq').on(t.booking_id),
    index('carrier_hand_overs_consignment_idx').on(t.consignment_id),
    // The retry job reads only what is due.
    index('carrier_hand_overs_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);
