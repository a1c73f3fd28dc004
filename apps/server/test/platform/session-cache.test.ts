import { and, eq, sql } from 'drizzle-orm';
import { GOD_USERS_ROLE } from '@freight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { observeStatements } from '../../src/db/client';
import { rolePermissions, roles, sessions, userRoles, users } from '../../src/db/schema';
import { hashToken } from '../../src/platform/secrets';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../helpers/test-app';

// A signed-in request reads the session, roles and sites once for a few seconds; these prove a
// change to any of them still counts on the very next request.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shipments = (token: string) => call(t.app, 'GET', '/api/consignments?pageSize=1', { token });

async function userRoleId(email: string) {
  const [row] = await t.database.db
    .select({ roleId: userRoles.role_id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(users.email, email));
  return row!.roleId;
}

describe('the signed-in user read once per token', () => {
  it('sends no session statements for a token it has just read', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    expect((await shipments(token)).statusCode).toBe(200);
    const statements: string[] = [];
    const stop = observeStatements(t.database.db, (statement) => statements.push(statement));
    try {
      expect((await shipments(token)).statusCode).toBe(200);
    } finally {
      stop();
    }
    expect(statements.filter((statement) => statement.includes('"sessions"'))).toEqual([]);
  });

  it('refuses a token on the request after its logout', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    expect((await shipments(token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/logout', { token })).statusCode).toBe(204);
    expect((await shipments(token)).statusCode).toBe(401);
  });

  it('takes a permission away on the next request', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    expect((await shipments(token)).statusCode).toBe(200);
    const roleId = await userRoleId('user@demo.example');
    const [removed] = await t.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, roleId), eq(rolePermissions.permission_key, 'transport.shipments')))
      .returning();
    try {
      expect((await shipments(token)).statusCode).toBe(403);
    } finally {
      await t.database.db.insert(rolePermissions).values(removed!);
    }
    expect((await shipments(token)).statusCode).toBe(200);
  });

  it('refuses a session revoked by another server process or a tool', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    expect((await shipments(token)).statusCode).toBe(200);
    // Another process (on the embedded database, the same connection) revokes it in plain SQL.
    const other = await t.startAnotherServer();
    try {
      await other.deps.db.execute(sql`update ${sessions} set revoked_at = now() where ${sessions.token_hash} = ${hashToken(token)}`);
    } finally {
      await other.close();
    }
    // Another process's change arrives as the database's notice, a moment after its commit.
    await vi.waitFor(async () => expect((await shipments(token)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });
  });

  it('answers as the new role after a role change by another process', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    expect((await call(t.app, 'GET', '/api/organizations', { token })).statusCode).toBe(403);
    const [god] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, GOD_USERS_ROLE));
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@demo.example'));
    const other = await t.startAnotherServer();
    try {
      await other.deps.db.insert(userRoles).values({ user_id: user!.id, role_id: god!.id });
      await vi.waitFor(async () => expect((await call(t.app, 'GET', '/api/organizations', { token })).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 20,
      });
      await other.deps.db.delete(userRoles).where(and(eq(userRoles.user_id, user!.id), eq(userRoles.role_id, god!.id)));
    } finally {
      await other.close();
    }
    await vi.waitFor(async () => expect((await call(t.app, 'GET', '/api/organizations', { token })).statusCode).toBe(403), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('signs out the other sessions of a password changed in another process', async () => {
    const here = await signIn(t.app, 'siteadmin@demo.example');
    const elsewhere = await signIn(t.app, 'siteadmin@demo.example');
    expect((await shipments(elsewhere.token)).statusCode).toBe(200);
    const other = await t.startAnotherServer();
    try {
      const changed = await call(other.app, 'PUT', '/api/settings/password', {
        token: here.token,
        body: { current_password: DEMO_PASSWORD, password: 'Pallet-jack-77', password_confirmation: 'Pallet-jack-77' },
      });
      expect(changed.statusCode).toBe(200);
      await vi.waitFor(async () => expect((await shipments(elsewhere.token)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });
      expect((await shipments(here.token)).statusCode).toBe(200);
      // Changed back in this process, the session read a moment ago is refused at once.
      const third = (
        await call(t.app, 'POST', '/api/login', { body: { email: 'siteadmin@demo.example', password: 'Pallet-jack-77' } })
      ).json().data.token as string;
      expect((await shipments(third)).statusCode).toBe(200);
      const back = await call(t.app, 'PUT', '/api/settings/password', {
        token: here.token,
        body: { current_password: 'Pallet-jack-77', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      });
      expect(back.statusCode).toBe(200);
      expect((await shipments(third)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('refuses a deactivated user on the next request, in this process and in another', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const user = await signIn(t.app, 'user@demo.example');
    expect((await shipments(user.token)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/users/${user.user.id}/deactivate`, { token: admin.token })).statusCode).toBe(200);
    expect((await shipments(user.token)).statusCode).toBe(401);
    expect((await call(t.app, 'POST', `/api/users/${user.user.id}/activate`, { token: admin.token })).statusCode).toBe(200);

    const again = await signIn(t.app, 'user@demo.example');
    expect((await shipments(again.token)).statusCode).toBe(200);
    const other = await t.startAnotherServer();
    try {
      expect((await call(other.app, 'POST', `/api/users/${user.user.id}/deactivate`, { token: admin.token })).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await shipments(again.token)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });
    } finally {
      await call(other.app, 'POST', `/api/users/${user.user.id}/activate`, { token: admin.token });
      await other.close();
    }
  });

  it('stops showing a site taken from the user on the next request, in this process and in another', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const user = await signIn(t.app, 'user@demo.example');
    const managed = (await call(t.app, 'GET', `/api/users/${user.user.id}`, { token: admin.token })).json().data as {
      name: string;
      email: string;
      description: string | null;
      roles: { id: number }[];
      sites: { id: number }[];
    };
    expect(managed.sites.length).toBeGreaterThan(1);
    const [kept, ...taken] = managed.sites.map((site) => site.id);
    const shipmentsOf = (app: typeof t.app, siteIds: number[]) =>
      call(app, 'GET', '/api/consignments?pageSize=1', { token: user.token, siteIds }).then(
        (response) => response.json().meta.total as number,
      );
    const withSites = (siteIds: number[]) => ({
      token: admin.token,
      body: {
        name: managed.name,
        email: managed.email,
        description: managed.description,
        roles_ids: managed.roles.map((role) => role.id),
        site_ids: siteIds,
      },
    });
    expect(await shipmentsOf(t.app, taken)).toBeGreaterThan(0);

    expect((await call(t.app, 'PUT', `/api/users/${user.user.id}`, withSites([kept!]))).statusCode).toBe(200);
    expect(await shipmentsOf(t.app, taken)).toBe(0);
    expect((await call(t.app, 'PUT', `/api/users/${user.user.id}`, withSites([kept!, ...taken]))).statusCode).toBe(200);
    expect(await shipmentsOf(t.app, taken)).toBeGreaterThan(0);

    const other = await t.startAnotherServer();
    try {
      expect((await call(other.app, 'PUT', `/api/users/${user.user.id}`, withSites([kept!]))).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await shipmentsOf(t.app, taken)).toBe(0), { timeout: 5_000, interval: 20 });
    } finally {
      await call(other.app, 'PUT', `/api/users/${user.user.id}`, withSites([kept!, ...taken]));
      await other.close();
    }
  });
});
