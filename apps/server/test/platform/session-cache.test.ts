import { and, eq, sql } from 'drizzle-orm';
import { GOD_USERS_ROLE } from '@freight/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { observeStatements } from '../../src/db/client';
import { rolePermissions, roles, sessions, userRoles, users } from '../../src/db/schema';
import { hashToken } from '../../src/platform/secrets';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

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
});
