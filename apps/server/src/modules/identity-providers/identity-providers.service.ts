import {
  isAdminRoleName,
  PROVIDER_CALLBACK_PATH,
  type TIdentityProvider,
  type TIdentityProviderBody,
  type TListIdentityProvidersResponse,
  type TListQuery,
} from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { workingOrganizationId } from '../../platform/tenancy';
import * as queries from './identity-providers.queries';

/** God users keep every organization's providers; organization admins their own. */
function scopeOf(ctx: SignedInContext): queries.ProviderScope {
  return ctx.actor.isGodUser ? null : workingOrganizationId(ctx.actor);
}

export function redirectUri(deps: AppDeps) {
  return `${deps.config.appUrl}${PROVIDER_CALLBACK_PATH}`;
}

function present(deps: AppDeps, row: NonNullable<Awaited<ReturnType<typeof queries.findProvider>>>): TIdentityProvider {
  const { provider } = row;
  return {
    id: provider.id,
    organization_id: provider.organization_id,
    organization_name: row.organization_name,
    kind: provider.kind,
    name: provider.name,
    tenant_id: provider.tenant_id,
    issuer: provider.issuer,
    client_id: provider.client_id,
    has_client_secret: provider.client_secret_sealed !== '',
    domains: provider.domains,
    auto_create_users: provider.auto_create_users,
    default_site_id: provider.default_site_id,
    default_role_id: provider.default_role_id,
    password_sign_in: provider.password_sign_in,
    redirect_uri: redirectUri(deps),
    linked_users: Number(row.linked_users),
    created_at: provider.created_at.toISOString(),
    updated_at: provider.updated_at.toISOString(),
  };
}

/** What the audit trail keeps of a provider: never its secret. */
function auditView(provider: queries.ProviderRow) {
  const { client_secret_sealed: _secret, created_at: _created, updated_at: _updated, ...rest } = provider;
  return rest;
}

export async function listProviders(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListIdentityProvidersResponse> {
  const plan = planList(query, queries.providerList, [queries.inScope(scopeOf(ctx))]);
  const { rows, total } = await queries.listProviders(deps.db, plan);
  return { data: rows.map((row) => present(deps, row)), meta: listMeta(total, plan) };
}

export async function getProvider(deps: AppDeps, ctx: SignedInContext, id: number): Promise<TIdentityProvider> {
  const row = await queries.findProvider(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return present(deps, row);
}

/**
 * Checks what the contract cannot: the organization (god users choose it, others keep their
 * own), the default site belongs to it, the default role is an ordinary one, the domains are no
 * other organization's, and a new provider has its secret.
 */
async function checkedValues(deps: AppDeps, ctx: SignedInContext, body: TIdentityProviderBody, current: queries.ProviderRow | null) {
  const errors: Record<string, FieldMessage[]> = {};
  const organizationId =
    current?.organization_id ?? (ctx.actor.isGodUser && body.organization_id ? body.organization_id : workingOrganizationId(ctx.actor));
  if (body.organization_id !== undefined && body.organization_id !== organizationId && !(ctx.actor.isGodUser && !current)) {
    errors.organization_id = ['validation.unknown_organization'];
  } else if (!(await queries.organizationExists(deps.db, organizationId))) errors.organization_id = ['validation.unknown_organization'];

  const domains = [...new Set(body.domains)];
  const [site, role, taken] = await Promise.all([
    body.default_site_id === null ? null : queries.findSite(deps.db, body.default_site_id),
    body.default_role_id === null ? null : queries.roleExists(deps.db, body.default_role_id),
    queries.domainsOfOtherOrganizations(deps.db, organizationId, domains),
  ]);
  if (body.default_site_id !== null && site?.organization_id !== organizationId)
    errors.default_site_id = ['validation.site_not_of_organization'];
  if (body.default_role_id !== null && !role) errors.default_role_id = ['validation.unknown_role'];
  else if (role && isAdminRoleName(role.name)) errors.default_role_id = ['validation.default_role_admin'];
  if (taken.length > 0) errors.domains = [{ key: 'validation.domain_taken', params: { domains: taken.join(', ') } }];
  if (!body.client_secret && !current) errors.client_secret = ['validation.required'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    organization_id: organizationId,
    kind: body.kind,
    name: body.name,
    tenant_id: body.kind === 'microsoft' ? body.tenant_id : null,
    issuer: body.kind === 'oidc' ? body.issuer!.replace(/\/$/, '') : null,
    client_id: body.client_id,
    ...(body.client_secret ? { client_secret_sealed: deps.secrets.seal({ secret: body.client_secret }) } : {}),
    domains,
    auto_create_users: body.auto_create_users,
    default_site_id: body.default_site_id,
    default_role_id: body.default_role_id,
    password_sign_in: body.password_sign_in,
  };
}

export async function createProvider(deps: AppDeps, ctx: SignedInContext, body: TIdentityProviderBody): Promise<TIdentityProvider> {
  const values = await checkedValues(deps, ctx, body, null);
  const created = await deps.db.transaction(async (tx) => {
    const provider = await queries.insertProvider(tx, { client_secret_sealed: '', ...values });
    await recordAudit(tx, ctx, {
      entity: 'identity_provider',
      entityId: provider.id,
      action: 'create',
      organizationId: provider.organization_id,
      after: auditView(provider),
      label: provider.name,
    });
    return provider;
  });
  return getProvider(deps, ctx, created.id);
}

async function findOwn(deps: AppDeps, ctx: SignedInContext, id: number) {
  const row = await queries.findProvider(deps.db, scopeOf(ctx), id);
  if (!row) throw new NotFoundError();
  return row.provider;
}

export async function updateProvider(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  body: TIdentityProviderBody,
): Promise<TIdentityProvider> {
  const current = await findOwn(deps, ctx, id);
  const values = await checkedValues(deps, ctx, body, current);
  await deps.db.transaction(async (tx) => {
    const updated = await queries.updateProvider(tx, id, { ...values, updated_at: new Date() });
    if (!updated) throw new NotFoundError();
    await recordAudit(tx, ctx, {
      entity: 'identity_provider',
      entityId: id,
      action: 'update',
      organizationId: updated.organization_id,
      before: auditView(current),
      after: auditView(updated),
      label: updated.name,
    });
  });
  return getProvider(deps, ctx, id);
}

/** Removes the provider: its users' links go, and whoever signed in through it is signed out at once. */
export async function deleteProvider(deps: AppDeps, ctx: SignedInContext, id: number) {
  const current = await findOwn(deps, ctx, id);
  await deps.db.transaction(async (tx) => {
    await queries.revokeProviderSessions(tx, id);
    const deleted = await queries.deleteProvider(tx, id);
    if (!deleted) throw new NotFoundError();
    await recordAudit(tx, ctx, {
      entity: 'identity_provider',
      entityId: id,
      action: 'delete',
      organizationId: current.organization_id,
      before: auditView(current),
      label: current.name,
    });
  });
}
