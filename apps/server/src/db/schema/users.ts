import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TBookingDefaults } from '@freight/contracts';
import { companies, organizations, sites, timestamps } from './organizations';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    level: text('level', { enum: ['super', 'organization-admin', 'site-admin', 'user'] })
      .notNull()
      .default('user'),
    description: text('description'),
    frontdesk_key: text('frontdesk_key'),
    modes: text('modes').array().notNull().default([]),
    locale: text('locale').notNull().default('en'),
    avatar_path: text('avatar_path'),
    /** What the user's new bookings start with; none means the portal's defaults. */
    booking_defaults: jsonb('booking_defaults').$type<TBookingDefaults>(),
    avatar_content_type: text('avatar_content_type'),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** A deactivated user keeps their records but can no longer sign in. */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`), index('users_organization_idx').on(t.organization_id, t.name)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('roles_name_uq').on(sql`lower(${t.name})`)],
);

/** Permission keys of the tree in contracts; `parent_key` keeps the tree in the database. */
export const permissions = pgTable('permissions', {
  key: text('key').primaryKey(),
  parent_key: text('parent_key'),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key')
      .notNull()
      .references(() => permissions.key, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_key] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);

/** Sites a user belongs to. */
export const userSites = pgTable(
  'user_sites',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.site_id] }), index('user_sites_site_idx').on(t.site_id)],
);

/** The sites a user has chosen to act as ('Act as …'); kept between sessions. */
export const userSitesFilter = pgTable(
  'user_sites_filter',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site_id: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.site_id] })],
);
