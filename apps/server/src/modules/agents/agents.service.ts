import type { TAgentCompany, TAgentCompanyBody, TListAgentCompaniesResponse, TListQuery } from '@freight/contracts';
import { recordAudit } from '../../platform/audit';
import { readTogether, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { platformScope, type Scope } from '../../platform/tenancy';
import * as queries from './agents.queries';

/**
 * Companies with their users and grants, read in three queries whatever the page size. Agent
 * companies are the platform's, kept by god users, and their people work across organizations.
 */
async function present(db: Executor, scope: Scope, rows: queries.CompanyRow[]): Promise<TAgentCompany[]> {
  const ids = rows.map((row) => row.id);
  const [people, grants] = await readTogether(
    db,
    () => queries.usersOf(db, scope, ids),
    () => queries.grantsOf(db, scope, ids),
  );
  return rows.map((company) => ({
    id: company.id,
    name: company.name,
    is_agent: company.is_agent,
    users: people.filter((user) => user.company_id === company.id).map(({ id, name, email }) => ({ id, name, email })),
    grants: grants
      .filter((grant) => grant.company_id === company.id)
      .map((grant) => ({
        organization_id: grant.organization_id,
        organization_name: grant.organization_name,
        granted_at: grant.granted_at.toISOString(),
      })),
    updated_at: company.updated_at.toISOString(),
  }));
}

/** What the audit trail keeps of an agent: its name, its flag and the organizations granted. */
const auditView = (company: TAgentCompany) => ({
  name: company.name,
  is_agent: company.is_agent,
  organization_ids: company.grants.map((grant) => grant.organization_id).sort((a, b) => a - b),
});

export async function listCompanies(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListAgentCompaniesResponse> {
  const plan = planList(query, queries.companyList);
  const { rows, total } = await queries.listCompanies(deps.db, plan);
  return { data: await present(deps.db, platformScope(ctx), rows), meta: listMeta(total, plan) };
}

async function loadCompany(db: Executor, ctx: SignedInContext, id: number): Promise<TAgentCompany> {
  const row = await queries.findCompany(db, id);
  if (!row) throw new NotFoundError();
  const [company] = await present(db, platformScope(ctx), [row]);
  return company!;
}

export const getCompany = (deps: AppDeps, ctx: SignedInContext, id: number) => loadCompany(deps.db, ctx, id);

export async function createCompany(deps: AppDeps, ctx: SignedInContext, body: TAgentCompanyBody): Promise<TAgentCompany> {
  return deps.db.transaction(async (tx) => {
    const row = await queries.insertCompany(tx, { name: body.name, is_agent: body.is_agent });
    const company = await loadCompany(tx, ctx, row.id);
    await recordAudit(tx, ctx, {
      entity: 'agent',
      entityId: row.id,
      action: 'create',
      organizationId: null,
      after: auditView(company),
      label: company.name,
    });
    return company;
  });
}

/** Changes a company in one transaction and keeps what it was and became in the audit trail. */
async function changeCompany(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  change: (tx: Executor, before: TAgentCompany) => Promise<void>,
): Promise<TAgentCompany> {
  return deps.db.transaction(async (tx) => {
    const before = await loadCompany(tx, ctx, id);
    await change(tx, before);
    const after = await loadCompany(tx, ctx, id);
    await recordAudit(tx, ctx, {
      entity: 'agent',
      entityId: id,
      action: 'update',
      organizationId: null,
      before: auditView(before),
      after: auditView(after),
      label: after.name,
    });
    return after;
  });
}

/** Renames a company or flags and unflags it as an agent; an unflagged company keeps its grants but cannot use them. */
export async function updateCompany(deps: AppDeps, ctx: SignedInContext, id: number, body: TAgentCompanyBody): Promise<TAgentCompany> {
  return changeCompany(deps, ctx, id, async (tx) => {
    await queries.updateCompany(tx, id, { name: body.name, is_agent: body.is_agent, updated_at: new Date() });
  });
}

/** Sets the organizations granted to an agent: new ones are added, those left out removed. */
export async function setGrants(deps: AppDeps, ctx: SignedInContext, id: number, organizationIds: number[]): Promise<TAgentCompany> {
  const wanted = [...new Set(organizationIds)];
  const known = await queries.existingOrganizationIds(deps.db, platformScope(ctx), wanted);
  const errors: Record<string, FieldMessage[]> = {};
  organizationIds.forEach((organizationId, index) => {
    if (!known.has(organizationId)) errors[`organization_ids.${index}`] = ['validation.unknown_organization'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return changeCompany(deps, ctx, id, async (tx, before) => {
    const current = before.grants.map((grant) => grant.organization_id);
    await queries.addGrants(
      tx,
      id,
      wanted.filter((organizationId) => !current.includes(organizationId)),
      ctx.actor.userId,
    );
    await queries.removeGrants(
      tx,
      id,
      current.filter((organizationId) => !wanted.includes(organizationId)),
    );
    await queries.updateCompany(tx, id, { updated_at: new Date() });
  });
}

export async function removeGrant(deps: AppDeps, ctx: SignedInContext, id: number, organizationId: number): Promise<TAgentCompany> {
  const company = await getCompany(deps, ctx, id);
  if (!company.grants.some((grant) => grant.organization_id === organizationId)) throw new NotFoundError();
  return setGrants(
    deps,
    ctx,
    id,
    company.grants.map((grant) => grant.organization_id).filter((granted) => granted !== organizationId),
  );
}
