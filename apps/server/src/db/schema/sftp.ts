import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consignmentImports } from './imports';
import { organizations, sites, timestamps } from './organizations';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An OpenSSH public key an SFTP account may sign in with, as the admin pasted it. */
export interface SftpPublicKey {
  /** `ssh-ed25519 AAAA… comment`, normalized to algorithm, key and comment. */
  key: string;
  algorithm: string;
  /** OpenSSH's `SHA256:…` fingerprint, shown to the admin and matched at sign-in. */
  fingerprint: string;
  comment: string | null;
}

/** A carrier's or integrator's SFTP login; what it uploads is imported for its organization. */
export const sftpAccounts = pgTable(
  'sftp_accounts',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Where rows land that neither a site key nor an import rule places. */
    site_id: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    description: text('description'),
    password_hash: text('password_hash'),
    public_keys: jsonb('public_keys').$type<SftpPublicKey[]>().notNull().default([]),
    is_active: boolean('is_active').notNull().default(true),
    last_login_at: at('last_login_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sftp_accounts_username_uq').on(sql`lower(${t.username})`),
    index('sftp_accounts_organization_idx').on(t.organization_id),
  ],
);

/** A row error of a refused file: the field key and a message key of the server's texts. */
export interface SftpUploadError {
  field: string;
  messages: { key: string; params: Record<string, string | number> }[];
}

/** Every file put into an account's inbox, with what its import did. */
export const sftpUploads = pgTable(
  'sftp_uploads',
  {
    id: serial('id').primaryKey(),
    account_id: integer('account_id')
      .notNull()
      .references(() => sftpAccounts.id, { onDelete: 'cascade' }),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    /** Key of the uploaded file in the file store. */
    file_key: text('file_key').notNull(),
    status: text('status', { enum: ['processing', 'imported', 'failed'] })
      .notNull()
      .default('processing'),
    import_id: integer('import_id').references(() => consignmentImports.id, { onDelete: 'set null' }),
    rows: integer('rows'),
    created: integer('created'),
    updated: integer('updated'),
    events_added: integer('events_added'),
    events_duplicate: integer('events_duplicate'),
    unmatched_carriers: jsonb('unmatched_carriers').$type<string[]>().notNull().default([]),
    /** Why a failed file was refused: a message key with its parameters. */
    error_key: text('error_key'),
    error_params: jsonb('error_params').$type<Record<string, string | number>>().notNull().default({}),
    errors: jsonb('errors').$type<SftpUploadError[]>().notNull().default([]),
    created_at: at('created_at').notNull().defaultNow(),
    /** When a process took the file on to import it; a stale claim is taken over by another. */
    claimed_at: at('claimed_at').notNull().defaultNow(),
    processed_at: at('processed_at'),
  },
  (t) => [index('sftp_uploads_account_idx').on(t.account_id, t.created_at), index('sftp_uploads_status_idx').on(t.status, t.claimed_at)],
);
