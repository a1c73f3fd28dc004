import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, timestamps } from './organizations';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A company's request for an account: it waits for its e-mail address to be confirmed
 * ('unconfirmed'), then for a god user ('pending'), who approves it (creating the organization)
 * or declines it with a message.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    company_name: text('company_name').notNull(),
    country_code: text('country_code').notNull(),
    contact_name: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull(),
    /** The password chosen at registration, kept hashed; approval gives it to the new admin. */
    password_hash: text('password_hash').notNull(),
    status: text('status', { enum: ['unconfirmed', 'pending', 'approved', 'declined'] })
      .notNull()
      .default('unconfirmed'),
    /** Only a hash of the e-mailed confirmation token is kept. */
    confirm_token_hash: text('confirm_token_hash').unique(),
    confirm_expires_at: at('confirm_expires_at'),
    confirmed_at: at('confirmed_at'),
    decided_at: at('decided_at'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decline_message: text('decline_message'),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('registrations_status_idx').on(t.status, t.created_at), index('registrations_email_idx').on(sql`lower(${t.email})`)],
);
