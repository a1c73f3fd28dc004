import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations, sites, timestamps } from './organizations';
import { roles, users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An OpenID Connect provider an organization's users sign in with: Microsoft Entra ID (by
 * tenant), Google, or any provider by its issuer URL. The client secret is stored sealed.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['microsoft', 'google', 'oidc'] }).notNull(),
    name: text('name').notNull(),
    /** The issuer URL of a generic provider; Microsoft's and Google's follow from the kind. */
    issuer: text('issuer'),
    tenant_id: text('tenant_id'),
    client_id: text('client_id').notNull(),
    client_secret_sealed: text('client_secret_sealed').notNull(),
    /** Lower-case e-mail domains whose users sign in here; a domain belongs to one organization. */
    domains: text('domains').array().notNull().default([]),
    /** Whether an unknown user of an allowed domain is created on first sign-in, or must be invited. */
    auto_create_users: boolean('auto_create_users').notNull().default(false),
    default_site_id: integer('default_site_id').references(() => sites.id, { onDelete: 'set null' }),
    default_role_id: integer('default_role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** False: the organization's users may no longer sign in with a password. */
    password_sign_in: boolean('password_sign_in').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('identity_providers_organization_idx').on(t.organization_id)],
);

/**
 * A user's account at a provider, keyed by issuer and subject (for Microsoft the tenant's issuer
 * and the object id), never by e-mail: an address can change hands, the subject cannot.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    created_at: at('created_at').notNull().defaultNow(),
    last_used_at: at('last_used_at'),
  },
  (t) => [uniqueIndex('user_identities_subject_uq').on(t.issuer, t.subject), index('user_identities_user_idx').on(t.user_id)],
);

/**
 * A sign-in under way at a provider: state, nonce and PKCE verifier stay here, for minutes and
 * for one use, bound to the browser that started it by a cookie whose hash is kept.
 */
export const providerSignIns = pgTable(
  'provider_sign_ins',
  {
    id: serial('id').primaryKey(),
    provider_id: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    state_hash: text('state_hash').notNull().unique(),
    browser_hash: text('browser_hash').notNull(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    /** The signed-in user who asked to link the provider account to theirs. */
    linking_user_id: integer('linking_user_id').references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    /** The hash of the invitation this sign-in follows: its account is linked to the invited user. */
    invitation_hash: text('invitation_hash'),
    created_at: at('created_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
  },
  (t) => [index('provider_sign_ins_expires_idx').on(t.expires_at)],
);
