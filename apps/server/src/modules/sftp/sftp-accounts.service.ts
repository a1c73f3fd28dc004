import type { TListQuery, TListSftpAccountsResponse, TSftpAccount, TSftpAccountBody, TSftpConnection } from '@freight/contracts';
import type { SftpPublicKey } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { hashPassword } from '../../platform/secrets';
import { describeHostKey, loadHostKey } from './host-key';
import { readPublicKey } from './public-keys';
import * as queries from './sftp.queries';

type AccountRecord = NonNullable<Awaited<ReturnType<typeof queries.findAccountById>>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function present(row: NonNullable<Awaited<ReturnType<typeof queries.findAccount>>>): TSftpAccount {
  const { account } = row;
  return {
    id: account.id,
    organization_id: account.organization_id,
    organization_name: row.organization_name,
    site_id: account.site_id,
    site_name: row.site_name,
    username: account.username,
    description: account.description,
    has_password: account.password_hash !== null,
    public_keys: account.public_keys,
    is_active: account.is_active,
    last_login_at: iso(account.last_login_at),
    last_upload_at: row.last_upload_at ? new Date(row.last_upload_at).toISOString() : null,
    created_at: account.created_at.toISOString(),
    updated_at: account.updated_at.toISOString(),
  };
}

/** What the audit trail keeps of an account: never the password hash, keys only by fingerprint. */
function auditView(account: AccountRecord) {
  return {
    organization_id: account.organization_id,
    site_id: account.site_id,
    username: account.username,
    description: account.description,
    has_password: account.password_hash !== null,
    public_keys: account.public_keys.map((key) => key.fingerprint),
    is_active: account.is_active,
  };
}

export async function listAccounts(deps: AppDeps, query: TListQuery): Promise<TListSftpAccountsResponse> {
  const plan = planList(query, queries.accountList);
  const { rows, total } = await queries.listAccounts(deps.db, plan);
  return { data: rows.map(present), meta: listMeta(total, plan) };
}

export async function getAccount(deps: AppDeps, id: number): Promise<TSftpAccount> {
  const row = await queries.findAccount(deps.db, id);
  if (!row) throw new NotFoundError();
  return present(row);
}

/**
 * Checks what the contract cannot: the organization and site exist and belong together, every
 * key decodes, no key is given twice, the name is free, and the account keeps a way to sign in.
 */
async function checkedValues(deps: AppDeps, body: TSftpAccountBody, current: AccountRecord | null) {
  const errors: Record<string, FieldMessage[]> = {};
  const [organizationFound, site, sameName] = await Promise.all([
    queries.organizationExists(deps.db, body.organization_id),
    body.site_id === null ? null : queries.findSite(deps.db, body.site_id),
    queries.findAccountByUsername(deps.db, body.username),
  ]);
  if (!organizationFound) errors.organization_id = ['validation.unknown_organization'];
  if (body.site_id !== null && site?.organization_id !== body.organization_id) errors.site_id = ['validation.site_not_of_organization'];
  if (sameName && sameName.id !== current?.id) errors.username = ['validation.sftp_username_taken'];

  const keys: SftpPublicKey[] = [];
  body.public_keys.forEach((line, index) => {
    const key = readPublicKey(line);
    if (!key) errors[`public_keys.${index}`] = ['validation.ssh_public_key'];
    else if (keys.some((known) => known.fingerprint === key.fingerprint))
      errors[`public_keys.${index}`] = ['validation.ssh_public_key_duplicate'];
    else keys.push(key);
  });
  const keepsPassword = current?.password_hash != null && !body.remove_password;
  if (!body.password && !keepsPassword && body.public_keys.length === 0) errors.password = ['validation.sftp_credentials'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    organization_id: body.organization_id,
    site_id: body.site_id,
    username: body.username,
    description: body.description || null,
    public_keys: keys,
    is_active: body.is_active,
    ...(body.password ? { password_hash: await hashPassword(body.password) } : body.remove_password ? { password_hash: null } : {}),
  };
}

export async function createAccount(deps: AppDeps, ctx: SignedInContext, body: TSftpAccountBody): Promise<TSftpAccount> {
  const values = await checkedValues(deps, body, null);
  const created = await deps.db.transaction(async (tx) => {
    const account = await queries.insertAccount(tx, values);
    await recordAudit(tx, ctx, {
      entity: 'sftp_account',
      entityId: account.id,
      action: 'create',
      organizationId: account.organization_id,
      after: auditView(account),
      label: account.username,
    });
    return account;
  });
  return getAccount(deps, created.id);
}

export async function updateAccount(deps: AppDeps, ctx: SignedInContext, id: number, body: TSftpAccountBody): Promise<TSftpAccount> {
  const current = await queries.findAccountById(deps.db, id);
  if (!current) throw new NotFoundError();
  const values = await checkedValues(deps, body, current);
  await deps.db.transaction(async (tx) => {
    const updated = await queries.updateAccount(tx, id, { ...values, updated_at: new Date() });
    if (!updated) throw new NotFoundError();
    await recordAudit(tx, ctx, {
      entity: 'sftp_account',
      entityId: id,
      action: 'update',
      organizationId: updated.organization_id,
      before: auditView(current),
      after: auditView(updated),
      label: updated.username,
    });
  });
  return getAccount(deps, id);
}

/** Removes the account and its upload history; the shipments its files imported stay. */
export async function deleteAccount(deps: AppDeps, ctx: SignedInContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const deleted = await queries.deleteAccount(tx, id);
    if (!deleted) throw new NotFoundError();
    await recordAudit(tx, ctx, {
      entity: 'sftp_account',
      entityId: id,
      action: 'delete',
      organizationId: deleted.organization_id,
      before: auditView(deleted),
      label: deleted.username,
    });
  });
}

/** Where carriers connect, and the host key fingerprint they should see on first connection. */
export async function connection(deps: AppDeps): Promise<TSftpConnection> {
  const enabled = deps.config.SFTP_PORT !== 0;
  const hostKey = enabled ? describeHostKey(await loadHostKey(deps.db)) : null;
  return {
    enabled,
    host: new URL(deps.config.appUrl).hostname,
    port: enabled ? deps.config.SFTP_PORT : null,
    host_key_fingerprint: hostKey?.fingerprint ?? null,
    host_key_algorithm: hostKey?.algorithm ?? null,
  };
}
