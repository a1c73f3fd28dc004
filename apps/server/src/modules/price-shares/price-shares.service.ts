import { randomBytes } from 'node:crypto';
import type {
  PriceCalculationShareStatus,
  TCreatePriceCalculationShareBody,
  TPriceCalculation,
  TPriceCalculationShare,
  TSharedPriceCalculation,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { workingOrganizationId } from '../../platform/tenancy';
import { customerQuote } from '../quotes';
import * as queries from './price-shares.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 24 random bytes: 192 bits, written as 32 URL-safe characters. */
const SHARE_ID_BYTES = 24;

function statusOf(share: queries.ShareRow['share'], now: Date): PriceCalculationShareStatus {
  if (share.revoked_at) return 'revoked';
  if (share.expires_at && share.expires_at <= now) return 'expired';
  return 'active';
}

function present(row: queries.ShareRow, now: Date): TPriceCalculationShare {
  const { share } = row;
  return {
    id: share.id,
    calculation_id: share.calculation_id,
    status: statusOf(share, now),
    created_by_name: row.created_by_name,
    created_at: share.created_at.toISOString(),
    expires_at: share.expires_at?.toISOString() ?? null,
    revoked_at: share.revoked_at?.toISOString() ?? null,
  };
}

async function ownCalculation(deps: AppDeps, ctx: SignedInContext, calculationId: string) {
  const organizationId = workingOrganizationId(ctx.actor);
  if (!(await queries.findCalculation(deps.db, calculationId, organizationId))) throw new NotFoundError();
  return organizationId;
}

export async function listShares(deps: AppDeps, ctx: SignedInContext, calculationId: string): Promise<TPriceCalculationShare[]> {
  const organizationId = await ownCalculation(deps, ctx, calculationId);
  const now = new Date();
  return (await queries.findShares(deps.db, calculationId, organizationId)).map((row) => present(row, now));
}

export async function createShare(deps: AppDeps, ctx: SignedInContext, calculationId: string, body: TCreatePriceCalculationShareBody): Promise<TPriceCalculationShare> {
  const organizationId = await ownCalculation(deps, ctx, calculationId);
  const now = new Date();
  const id = randomBytes(SHARE_ID_BYTES).toString('base64url');
  await queries.insertShare(deps.db, {
    id,
    calculation_id: calculationId,
    organization_id: organizationId,
    created_by_user_id: ctx.actor.userId,
    created_at: now,
    expires_at: body.expires_in_days === null ? null : new Date(now.getTime() + body.expires_in_days * DAY_MS),
  });
  return present((await queries.findShare(deps.db, id, organizationId))!, now);
}

export async function revokeShare(deps: AppDeps, ctx: SignedInContext, shareId: string): Promise<void> {
  const organizationId = workingOrganizationId(ctx.actor);
  if (!(await queries.findShare(deps.db, shareId, organizationId))) throw new NotFoundError();
  await queries.revokeShare(deps.db, shareId, organizationId, new Date());
}

/** The calculation behind a working link; a revoked, expired or unknown link is not found. */
export async function openShare(deps: AppDeps, shareId: string): Promise<TSharedPriceCalculation> {
  const row = await queries.findPublicShare(deps.db, shareId);
  if (!row || statusOf(row.share, new Date()) !== 'active') throw new NotFoundError();
  const { calculation } = row;
  const shared: TPriceCalculation = {
    id: calculation.id,
    kind: calculation.kind,
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
