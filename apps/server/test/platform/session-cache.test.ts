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

  const passwordChange = (app: TestApp['app'], token: string, from: string, to: string) =>
    call(app, 'PUT', '/api/settings/password', {
      token,
      body: { current_password: from, password: to, password_confirmation: to },
    }).then((response) => response.statusCode);
  const signInWith = async (email: string, password: string) =>
    (await call(t.app, 'POST', '/api/login', { body: { email, password } })).json().data.token as string;

  it('signs out the other sessions at once after a password change', async () => {
    const here = await signInWith('siteadmin@demo.example', DEMO_PASSWORD);
    const elsewhere = await signInWith('siteadmin@demo.example', DEMO_PASSWORD);
    expect((await shipments(elsewhere)).statusCode).toBe(200);
    expect(await passwordChange(t.app, here, DEMO_PASSWORD, 'Pallet-jack-77')).toBe(200);
    expect((await shipments(elsewhere)).statusCode).toBe(401);
    expect((await shipments(here)).statusCode).toBe(200);
  });

  it('signs out the other sessions after a password change in another process', async () => {
    // The password the test before left.
    const here = await signInWith('siteadmin@demo.example', 'Pallet-jack-77');
    const elsewhere = await signInWith('siteadmin@demo.example', 'Pallet-jack-77');
    expect((await shipments(elsewhere)).statusCode).toBe(200);
    const other = await t.startAnotherServer();
    try {
      expect(await passwordChange(other.app, here, 'Pallet-jack-77', 'Forklift-route-88')).toBe(200);
      await vi.waitFor(async () => expect((await shipments(elsewhere)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });
    } finally {
      await other.close();
    }
  });

  const activation = (app: TestApp['app'], adminToken: string, userId: number, action: 'activate' | 'deactivate') =>
    call(app, 'POST', `/api/users/${userId}/${action}`, { token: adminToken }).then((response) => response.statusCode);

  it('refuses a deactivated user on the next request', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const user = await signIn(t.app, 'user@demo.example');
    expect((await shipments(user.token)).statusCode).toBe(200);
    try {
      expect(await activation(t.app, admin.token, user.user.id, 'deactivate')).toBe(200);
      expect((await shipments(user.token)).statusCode).toBe(401);
    } finally {
      await activation(t.app, admin.token, user.user.id, 'activate');
    }
  });

  it('refuses a user deactivated by another process', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const user = await signIn(t.app, 'user@demo.example');
    expect((await shipments(user.token)).statusCode).toBe(200);
    const other = await t.startAnotherServer();
    try {
      expect(await activation(other.app, admin.token, user.user.id, 'deactivate')).toBe(200);
      await vi.waitFor(async () => expect((await shipments(user.token)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });
    } finally {
      await activation(other.app, admin.token, user.user.id, 'activate');
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
