import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Locale, QuotePackageType } from '@freight/contracts';
import { timestamps } from './organizations';

/** Kinds of goods a booking offers, each named in every language of the interface. */
export const goodTypes = pgTable(
  'good_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<Locale, string>>().notNull(),
    default_package_type: text('default_package_type').$type<QuotePackageType>(),
    dangerous_goods: boolean('dangerous_goods').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(100),
    ...timestamps,
  },
  (t) => [uniqueIndex('good_types_code_uq').on(sql`lower(${t.code})`)],
);
