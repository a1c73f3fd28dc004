import type {
  PriceCalculationShareStatus,
  TCreatedPriceCalculationShare,
  TCreatePriceCalculationShareBody,
  TPriceCalculation,
  TPriceCalculationShare,
  TSharedPriceCalculation,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Actor, SignedInContext } from '../../platform/request-context';
import { generateToken, hashToken } from '../../platform/secrets';
import { calculationScope, customerQuote } from '../quotes';
import * as queries from './price-shares.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

function statusOf(share: queries.ShareRow['share'], now: Date): PriceCalculationShareStatus {
  if (share.revoked_at) return 'revoked';
  if (share.expires_at && share.expires_at <= now) return 'expired';
  return 'active';
}

/**
 * Who may revoke a link: the one who made it, and administrators of its calculation's site (the
 * scope has already limited the link to the sites acted as).
 */
function mayRevoke(actor: Actor, share: queries.ShareRow['share']): boolean {
  return share.created_by_user_id === actor.userId || actor.level !== 'user';
}

function present(ctx: SignedInContext, row: queries.ShareRow, now: Date): TPriceCalculationShare {
  const { share } = row;
  return {
    id: share.id,
    calculation_id: share.calculation_id,
    status: statusOf(share, now),
    created_by_name: row.created_by_name,
    created_at: share.created_at.toISOString(),
    expires_at: share.expires_at?.toISOString() ?? null,
    revoked_at: share.revoked_at?.toISOString() ?? null,
    can_revoke: mayRevoke(ctx.actor, share),
  };
}

/** The calculation, when it is one of the sites acted as. */
async function ownCalculation(deps: AppDeps, ctx: SignedInContext, calculationId: string) {
  const calculation = await queries.findCalculation(deps.db, calculationId, calculationScope(ctx));
  if (!calculation) throw new NotFoundError();
  return calculation;
}

export async function listShares(deps: AppDeps, ctx: SignedInContext, calculationId: string): Promise<TPriceCalculationShare[]> {
  await ownCalculation(deps, ctx, calculationId);
  const now = new Date();
  return (await queries.findShares(deps.db, calculationId, calculationScope(ctx))).map((row) => present(ctx, row, now));
}

/** Makes a link; its token is answered now and only its hash is kept. */
export async function createShare(
  deps: AppDeps,
  ctx: SignedInContext,
  calculationId: string,
  body: TCreatePriceCalculationShareBody,
): Promise<TCreatedPriceCalculationShare> {
  const calculation = await ownCalculation(deps, ctx, calculationId);
  const now = new Date();
  const token = generateToken();
  const id = await queries.insertShare(deps.db, {
    token_hash: hashToken(token),
    calculation_id: calculation.id,
    organization_id: calculation.organization_id,
    created_by_user_id: ctx.actor.userId,
    created_at: now,
    expires_at: body.expires_in_days === null ? null : new Date(now.getTime() + body.expires_in_days * DAY_MS),
  });
  return { ...present(ctx, (await queries.findShare(deps.db, id, calculationScope(ctx)))!, now), token };
}

export async function revokeShare(deps: AppDeps, ctx: SignedInContext, shareId: string): Promise<void> {
  const row = await queries.findShare(deps.db, shareId, calculationScope(ctx));
  if (!row) throw new NotFoundError();
  if (!mayRevoke(ctx.actor, row.share)) throw new ForbiddenError();
  await queries.revokeShare(deps.db, shareId, new Date());
}

/** The calculation behind a working link; a revoked, expired or unknown link is not found. */
export async function openShare(deps: AppDeps, token: string): Promise<TSharedPriceCalculation> {
  const row = await queries.findPublicShare(deps.db, hashToken(token));
  if (!row || statusOf(row.share, new Date()) !== 'active') throw new NotFoundError();
  const { calculation } = row;
  const shared: TPriceCalculation = {
    id: calculation.id,
    kind: calculation.kind,
    site_id: calculation.site_id,
    created_at: calculation.created_at.toISOString(),
    request: calculation.request,
    quotes: calculation.response.quotes.map(customerQuote),
    unavailable: calculation.response.unavailable,
  };
  return {
    organization_name: row.organization_name,
    shared_at: row.share.created_at.toISOString(),
    expires_at: row.share.expires_at?.toISOString() ?? null,
    calculation: shared,
  };
}
