import type { TLinkedAccountsResponse } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './identity-providers.queries';

/** The signed-in user's linked provider accounts, and their organization's providers to link one at. */
export async function listLinkedAccounts(deps: AppDeps, ctx: SignedInContext): Promise<TLinkedAccountsResponse['data']> {
  const { userId, organizationId } = ctx.actor;
  const [accounts, providers] = await Promise.all([
    queries.identitiesOfUser(deps.db, userId),
    queries.providersOfOrganization(deps.db, organizationId),
  ]);
  return {
    accounts: accounts.map((account) => ({
      ...account,
      created_at: account.created_at.toISOString(),
      last_used_at: account.last_used_at?.toISOString() ?? null,
    })),
    providers,
  };
}

/**
 * Unlinks one of the user's provider accounts and ends the sessions signed in through that
 * provider. The user's last way to sign in (no other account, no usable password) stays.
 */
export async function unlinkAccount(deps: AppDeps, ctx: SignedInContext, id: number) {
  const { userId, organizationId } = ctx.actor;
  await deps.db.transaction(async (tx) => {
    const accounts = await queries.identitiesOfUser(tx, userId);
    const account = accounts.find((candidate) => candidate.id === id);
    if (!account) throw new NotFoundError();
    const passwordWorks = (await queries.hasPassword(tx, userId)) && (await queries.passwordSignInAllowed(tx, organizationId));
    if (accounts.length === 1 && !passwordWorks) {
      throw new ValidationError({ account: ['auth.identity_last_sign_in'] }, 'auth.identity_last_sign_in');
    }
    await queries.deleteIdentity(tx, userId, id);
    if (!accounts.some((other) => other.id !== id && other.provider_id === account.provider_id)) {
      await queries.revokeUserProviderSessions(tx, userId, account.provider_id);
    }
  });
}
