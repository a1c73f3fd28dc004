import { pgTable, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  alpha3: text('alpha3').notNull(),
  name_en: text('name_en').notNull(),
  name_es: text('name_es').notNull(),
  name_zh: text('name_zh').notNull(),
});
