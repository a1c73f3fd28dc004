import { isDeleteCommand } from '@freight/domain';
import {
  assignableRoles,
  GOD_USERS_ROLE,
  isAdminRoleName,
  levelForRoleNames,
  userSitesField,
  type TListManagedUsersResponse,
  type TListQuery,
  type TManagedUser,
  type TManagedUserBodyOutput,
} from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import { listMeta, planList } from '../../platform/list-query';
import { loadUserProfile, sendProviderInvitation, sendWelcomeLink } from '../auth';
import { resolveActingSites } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import * as queries from './users.queries';

/**
 * Saves the 'Act as' choice. Only sites the user may see are accepted; a super user acts as one
 * site at a time (SPEC §2 site picker).
 */
export async function updateSitesFilter(deps: AppDeps, ctx: SignedInContext, siteIds: number[]) {
  const { actor } = ctx;
  const wanted = [...new Set(siteIds)];
  const allowed = await resolveActingSites(deps.db, actor.userId, actor.level, actor.visibility, wanted);
  if (allowed.siteIds.length !== wanted.length) throw new ValidationError({ site_ids: ['validation.site_not_allowed'] });
  if (actor.level === 'super' && wanted.length > 1) {
    throw new ValidationError({ site_ids: [{ key: 'validation.too_big', params: { maximum: 1 } }] });
  }
  await deps.db.transaction((tx) => queries.replaceSitesFilter(tx, actor.userId, wanted));
  return loadUserProfile(deps.db, actor.userId);
}

/** A user's avatar, visible to users of the same organization and to super users. */
export async function readAvatar(deps: AppDeps, ctx: SignedInContext, userId: number) {
  const avatar = await queries.findAvatar(deps.db, scopeOf(ctx), userId);
  if (!avatar?.path) throw new NotFoundError();
  const content = await deps.files.read(avatar.path);
  if (!content) throw new NotFoundError();
  return { content, contentType: avatar.contentType ?? 'application/octet-stream' };
}

type ManagedUserRow = NonNullable<Awaited<ReturnType<typeof queries.findManagedUser>>>;

function toManagedUser(row: ManagedUserRow): TManagedUser {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/** What the audit trail keeps of a user: who they are, their roles and their sites by name. */
function auditRow(user: TManagedUser): Record<string, unknown> {
  return {
    name: user.name,
    email: user.email,
    description: user.description,
    level: user.level,
    organization: user.organization.name,
    roles: user.roles.map((role) => role.name),
    sites: user.sites.map((site) => site.name),
    active: user.active,
  };
}

export async function listManagedUsers(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListManagedUsersResponse> {
  // God users manage every organization's users; organization admins their own.
  const plan = planList(query, queries.managedUserList, [queries.usersOf(scopeOf(ctx))]);
  const { rows, total } = await queries.listManagedUsers(deps.db, plan);
  return { data: rows.map(toManagedUser), meta: listMeta(total, plan) };
}

async function findManaged(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TManagedUser> {
  const row = await queries.findManagedUser(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  const user = toManagedUser(row);
  // Only god users touch a god user's account (SPEC §6).
  if (!ctx.actor.isGodUser && user.roles.some((role) => role.name === GOD_USERS_ROLE)) throw new ForbiddenError('validation.edit_god_user');
  return user;
}

export async function getManagedUser(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TManagedUser> {
  return findManaged(deps, ctx, id);
}

/**
 * The organization, roles, sites and level a user body asks for, checked against the add-user
 * rules (SPEC §4, §5, §6); every broken rule is answered at once, per field.
 */
async function resolveUserBody(deps: AppDeps, ctx: SignedInContext, body: TManagedUserBodyOutput, existing: TManagedUser | null) {
  const errors: Record<string, FieldMessage[]> = {};
  const { actor } = ctx;
  let organizationId: number;
  if (actor.level === 'super') {
    organizationId = body.organization_id ?? existing?.organization.id ?? 0;
    if (!organizationId) errors.organization_id = ['validation.required'];
    else if (!(await queries.findOrganizationName(deps.db, scopeOf(ctx), organizationId)))
      errors.organization_id = ['validation.unknown_organization'];
  } else {
    organizationId = actor.organizationId;
    if (body.organization_id !== undefined && body.organization_id !== organizationId)
      errors.organization_id = ['validation.unknown_organization'];
  }

  const roleIds = [...new Set(body.roles_ids)];
  const roleRows = await queries.findRolesByIds(deps.db, roleIds);
  if (roleRows.length !== roleIds.length) errors.roles_ids = ['validation.unknown_role'];
  else if (assignableRoles(roleRows, actor.isGodUser).length !== roleRows.length) errors.roles_ids = ['validation.role_not_allowed'];
  const roleNames = roleRows.map((role) => role.name);

  const organizationSiteIds = errors.organization_id ? [] : await queries.findOrganizationSiteIds(deps.db, scopeOf(ctx), organizationId);
  const chosen = [...new Set(body.site_ids)];
  const field = userSitesField(roleNames, organizationSiteIds, chosen);
  if (!roleNames.some(isAdminRoleName) && !errors.organization_id) {
    if (field.siteIds.length !== chosen.length) errors.site_ids = ['validation.site_not_of_organization'];
    else if (chosen.length === 0) errors.site_ids = ['validation.sites_required'];
  }

  if (await queries.emailTaken(deps.db, body.email, existing?.id ?? null)) errors.email = ['validation.email_taken'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { organizationId, roleIds, siteIds: field.siteIds, level: levelForRoleNames(roleNames) };
}

/** Adds a user and sends the welcome e-mail with the link to choose a password. */
export async function createManagedUser(deps: AppDeps, ctx: SignedInContext, body: TManagedUserBodyOutput): Promise<TManagedUser> {
  const resolved = await resolveUserBody(deps, ctx, body, null);
  const created = await deps.db.transaction(async (tx) => {
    const id = await queries.insertUser(tx, {
      organization_id: resolved.organizationId,
      name: body.name,
      email: body.email,
      description: body.description,
      level: resolved.level,
      locale: ctx.locale,
    });
    await queries.replaceRolesAndSites(tx, id, resolved.organizationId, resolved.roleIds, resolved.siteIds);
    const user = toManagedUser((await queries.findManagedUser(tx, scopeOf(ctx), id))!);
    await recordAudit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'create',
      organizationId: resolved.organizationId,
      after: auditRow(user),
      label: user.name,
    });
    return user;
  });
  await sendWelcomeLink(deps, created.id, created.organization.name);
  return created;
}

export async function updateManagedUser(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TManagedUserBodyOutput,
): Promise<TManagedUser> {
  const before = await findManaged(deps, ctx, id);
  const resolved = await resolveUserBody(deps, ctx, body, before);
  return deps.db.transaction(async (tx) => {
    await queries.updateUser(tx, id, {
      organization_id: resolved.organizationId,
      name: body.name,
      email: body.email,
      description: body.description,
      level: resolved.level,
      // A changed address has to be proven again.
      ...(before.email.toLowerCase() !== body.email ? { email_verified_at: null } : {}),
    });
    await queries.replaceRolesAndSites(tx, id, resolved.organizationId, resolved.roleIds, resolved.siteIds);
    const after = toManagedUser((await queries.findManagedUser(tx, scopeOf(ctx), id))!);
    await recordAudit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'update',
      organizationId: resolved.organizationId,
      before: auditRow(before),
      after: auditRow(after),
      label: after.name,
    });
    return after;
  });
}

/** Removes a user with the command 'delete' the dialog presets (SPEC §4); never oneself. */
export async function deleteManagedUser(deps: AppDeps, ctx: SignedInContext, id: number, command: string | undefined) {
  if (!isDeleteCommand(command)) throw new ValidationError({ command: ['validation.delete_command'] }, 'validation.delete_command');
  if (id === ctx.actor.userId) throw new ValidationError({ command: ['validation.delete_own_account'] }, 'validation.delete_own_account');
  const user = await findManaged(deps, ctx, id);
  await deps.db.transaction(async (tx) => {
    await queries.deleteUser(tx, id);
    await recordAudit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'delete',
      organizationId: user.organization.id,
      before: auditRow(user),
      label: user.name,
    });
  });
}

/**
 * Deactivates a leaver or brings them back. A deactivated user keeps their records but is signed
 * out everywhere at once and can sign in neither with a password nor through a provider.
 */
export async function setManagedUserActive(deps: AppDeps, ctx: SignedInContext, id: number, active: boolean): Promise<TManagedUser> {
  if (!active && id === ctx.actor.userId)
    throw new ValidationError({ active: ['validation.deactivate_own_account'] }, 'validation.deactivate_own_account');
  const before = await findManaged(deps, ctx, id);
  return deps.db.transaction(async (tx) => {
    await queries.setUserActive(tx, id, active);
    const after = toManagedUser((await queries.findManagedUser(tx, scopeOf(ctx), id))!);
    await recordAudit(tx, ctx, {
      entity: 'user',
      entityId: id,
      action: 'update',
      organizationId: after.organization.id,
      before: auditRow(before),
      after: auditRow(after),
      label: after.name,
    });
    return after;
  });
}

/** Invites a user to sign in with the organization's provider; an older invitation stops working. */
export async function inviteManagedUser(deps: AppDeps, ctx: SignedInContext, id: number) {
  const user = await findManaged(deps, ctx, id);
  await sendProviderInvitation(deps, user.id, user.organization.name);
}
