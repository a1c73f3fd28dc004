import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { identityProviders } from './identity-providers';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Bearer sessions; only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: at('created_at').notNull().defaultNow(),
    last_seen_at: at('last_seen_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    /** The provider the session was signed in through; removing the provider ends the session. */
    identity_provider_id: integer('identity_provider_id').references(() => identityProviders.id, { onDelete: 'set null' }),
  },
  // The admin dashboard finds the sessions active in a period by their last use.
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_last_seen_idx').on(t.last_seen_at)],
);

/** One-time tokens sent by e-mail: password reset, welcome, e-mail verification. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['password_reset', 'welcome', 'email_verify', 'login_unlock', 'identity_link', 'provider_invite'],
    }).notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: at('created_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
  },
  (t) => [index('email_tokens_user_idx').on(t.user_id, t.purpose)],
);

/**
 * Attempts counted for rate limiting, each under a scope and a key: failed sign-ins per account
 * from one address (key `email address`) and per address, and e-mailed links (password reset,
 * verification, unlock) per account and per address, and company registrations per e-mail address
 * (scope 'registration'). Rows of scope 'account' are older failed sign-ins counted per account
 * alone; housekeeping removes them all within a day.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', {
      enum: ['account', 'account_address', 'address', 'link_mail_account', 'link_mail_address', 'registration'],
    }).notNull(),
    key: text('key').notNull(),
    attempted_at: at('attempted_at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_idx').on(t.scope, t.key, t.attempted_at)],
);

/** Every e-mail the portal sends, kept so a demo without SMTP can still follow its links. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: text('status', { enum: ['logged', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    created_at: at('created_at').notNull().defaultNow(),
    sent_at: at('sent_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to_address, t.created_at)],
);
