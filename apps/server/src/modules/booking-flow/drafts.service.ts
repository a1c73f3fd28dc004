import { ZBookingFlowValues, type FlowKind, type TFlowDraft, type TFlowDraftBody, type TFlowDraftSummary } from '@freight/contracts';
import { lanePlaces } from '@freight/domain';
import type { flowDrafts } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import type { SignedInContext } from '../../platform/request-context';
import { actingOrganizationId } from '../quotes';
import * as queries from './booking-flow.queries';

type DraftRow = typeof flowDrafts.$inferSelect;

/** "Göteborg → Oslo": the draft's places as far as they are filled in. */
function draftTitle(ctx: SignedInContext, row: DraftRow): string {
  const parsed = ZBookingFlowValues.safeParse(row.values);
  const { from, to } = parsed.success ? lanePlaces(parsed.data) : { from: null, to: null };
  const place = (address: typeof from) => address?.city?.trim() || address?.country?.trim().toUpperCase() || '';
  const [origin, destination] = [place(from), place(to)];
  if (!origin && !destination) return translate(ctx.locale, 'drafts.untitled');
  return `${origin || '…'} → ${destination || '…'}`;
}

function summary(ctx: SignedInContext, row: DraftRow): TFlowDraftSummary {
  return {
    id: row.id,
    kind: row.kind,
    flow_type: row.flow_type,
    current_step: row.current_step,
    title: draftTitle(ctx, row),
    updated_at: row.updated_at.toISOString(),
  };
}

function present(ctx: SignedInContext, row: DraftRow): TFlowDraft {
  return {
    ...summary(ctx, row),
    values: ZBookingFlowValues.parse(row.values),
    steps: row.steps,
    created_at: row.created_at.toISOString(),
  };
}

const owner = (ctx: SignedInContext) => ({ organizationId: actingOrganizationId(ctx), userId: ctx.actor.userId });

export async function listDrafts(deps: AppDeps, ctx: SignedInContext, kind: FlowKind | undefined): Promise<TFlowDraftSummary[]> {
  const { organizationId, userId } = owner(ctx);
  const rows = await queries.listDrafts(deps.db, organizationId, userId, kind);
  return rows.map((row) => summary(ctx, row));
}

export async function getDraft(deps: AppDeps, ctx: SignedInContext, id: string): Promise<TFlowDraft> {
  const { organizationId, userId } = owner(ctx);
  const row = await queries.findDraft(deps.db, id, organizationId, userId);
  if (!row) throw new NotFoundError();
  return present(ctx, row);
}

export async function createDraft(deps: AppDeps, ctx: SignedInContext, body: TFlowDraftBody): Promise<TFlowDraft> {
  const { organizationId, userId } = owner(ctx);
  const row = await queries.insertDraft(deps.db, {
    organization_id: organizationId,
    // A draft remembers the site it was started for when the user acts as exactly one.
    site_id: ctx.actor.siteIds.length === 1 ? ctx.actor.siteIds[0]! : null,
    user_id: userId,
    kind: body.kind,
    flow_type: body.flow_type,
    current_step: body.current_step,
    values: body.values,
    steps: body.steps,
  });
  return present(ctx, row);
}

export async function updateDraft(deps: AppDeps, ctx: SignedInContext, id: string, body: TFlowDraftBody): Promise<TFlowDraft> {
  const { organizationId, userId } = owner(ctx);
  const row = await queries.updateDraft(deps.db, id, organizationId, userId, {
    kind: body.kind,
    flow_type: body.flow_type,
    current_step: body.current_step,
    values: body.values,
    steps: body.steps,
  });
  if (!row) throw new NotFoundError();
  return present(ctx, row);
}

export async function deleteDraft(deps: AppDeps, ctx: SignedInContext, id: string): Promise<void> {
  const { organizationId, userId } = owner(ctx);
  if (!(await queries.deleteDraft(deps.db, id, organizationId, userId))) throw new NotFoundError();
}
