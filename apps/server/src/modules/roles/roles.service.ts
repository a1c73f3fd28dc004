import {
  flattenPermissionKeys,
  GOD_USERS_ROLE,
  isBuiltInRole,
  pagesByPermission,
  PERMISSION_TREE,
  type Locale,
  type PermissionNode,
  type TListQuery,
  type TListRolesResponse,
  type TPermissionRoutes,
  type TPermissionTreeNode,
  type TRoleDetail,
  type ZRoleBody,
} from '@freight/contracts';
import { ne } from 'drizzle-orm';
import type { z } from 'zod';
import { roles } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './roles.queries';

type RoleBody = z.output<typeof ZRoleBody>;

/** Roles a user may see; 'GOD USERS' only to god users, who alone may assign it (SPEC §5, §6). */
export async function listRoles(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListRolesResponse> {
  const plan = planList(query, queries.roleList, [ctx.actor.isGodUser ? undefined : ne(roles.name, GOD_USERS_ROLE)]);
  const { rows, total } = await queries.listRoles(deps.db, plan);
  return {
    data: rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })),
    meta: listMeta(total, plan),
  };
}

async function findRole(deps: AppDeps, id: number): Promise<TRoleDetail> {
  const row = await queries.findRole(deps.db, id);
  if (!row) throw new NotFoundError();
  return { ...row, built_in: isBuiltInRole(row.name), updated_at: row.updated_at.toISOString() };
}

export const getRole = findRole;

/** Permissions in the tree's order, each once. */
function orderedKeys(keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  return flattenPermissionKeys().filter((key) => wanted.has(key));
}

export async function createRole(deps: AppDeps, ctx: SignedInContext, body: RoleBody): Promise<TRoleDetail> {
  if (await queries.nameTaken(deps.db, body.name, null)) throw new ValidationError({ name: ['validation.role_name_taken'] });
  const permissions = orderedKeys(body.permissions);
  const id = await deps.db.transaction(async (tx) => {
    const roleId = await queries.insertRole(tx, body.name);
    await queries.replacePermissions(tx, roleId, permissions);
    await recordAudit(tx, ctx, {
      entity: 'role',
      entityId: roleId,
      action: 'create',
      organizationId: null,
      after: { name: body.name, permissions },
      label: body.name,
    });
    return roleId;
  });
  return findRole(deps, id);
}

/**
 * Renames a role and sets its permissions. Built-in roles keep their names, since levels hang
 * on them, and the god users' role always holds every permission.
 */
export async function updateRole(deps: AppDeps, ctx: SignedInContext, id: number, body: RoleBody): Promise<TRoleDetail> {
  const before = await findRole(deps, id);
  const permissions = orderedKeys(body.permissions);
  const errors: Record<string, FieldMessage[]> = {};
  if (before.built_in && body.name !== before.name) errors.name = ['validation.role_built_in'];
  else if (await queries.nameTaken(deps.db, body.name, id)) errors.name = ['validation.role_name_taken'];
  if (before.name === GOD_USERS_ROLE && permissions.length !== flattenPermissionKeys().length)
    errors.permissions = ['validation.god_role_fixed'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await deps.db.transaction(async (tx) => {
    if (body.name !== before.name) await queries.renameRole(tx, id, body.name);
    await queries.replacePermissions(tx, id, permissions);
    await recordAudit(tx, ctx, {
      entity: 'role',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: { name: before.name, permissions: before.permissions },
      after: { name: body.name, permissions },
      label: body.name,
    });
  });
  return findRole(deps, id);
}

/** Removes a role; its holders keep their other roles. Built-in roles stay. */
export async function deleteRole(deps: AppDeps, ctx: SignedInContext, id: number) {
  const role = await findRole(deps, id);
  if (role.built_in) throw new ValidationError({ name: ['validation.role_built_in'] }, 'validation.role_built_in');
  await deps.db.transaction(async (tx) => {
    await queries.deleteRole(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'role',
      entityId: id,
      action: 'delete',
      organizationId: null,
      before: { name: role.name, permissions: role.permissions },
      label: role.name,
    });
  });
}

/** The permission tree with each key's label in the caller's language. */
export function permissionTree(locale: Locale, nodes: readonly PermissionNode[] = PERMISSION_TREE): TPermissionTreeNode[] {
  return nodes.map((node) => ({
    key: node.key,
    label: translate(locale, `permissions.${node.key}`),
    children: permissionTree(locale, node.children ?? []),
  }));
}

/** For each permission key: the menu pages it shows and the API routes that require it. */
export function permissionRoutes(
  catalogue: readonly { method: string; url: string; permission: string | undefined }[],
): TPermissionRoutes[] {
  const pages = pagesByPermission();
  return flattenPermissionKeys().map((key) => ({
    key,
    pages: (pages.get(key) ?? []).map((page) => ({ name: page.name, path: page.path })),
    api: catalogue
      .filter((route) => route.permission === key && route.method !== 'HEAD')
      .map((route) => ({ method: route.method, url: route.url })),
  }));
}
