import { and, eq } from 'drizzle-orm';
import type { TListFrontNotificationsResponse, TListQuery } from '@freight/contracts';
import { frontNotifications } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './notifications.queries';

/** A user's own notifications only, whatever their level. */
function ownNotifications(ctx: SignedInContext) {
  return and(eq(frontNotifications.organization_id, ctx.actor.organizationId), eq(frontNotifications.user_id, ctx.actor.userId));
}

export async function listNotifications(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListFrontNotificationsResponse> {
  const plan = planList(query, queries.notificationList, [ownNotifications(ctx)]);
  const { rows, total } = await queries.listNotifications(deps.db, plan);
  return {
    data: rows.map((row) => ({
      id: row.id,
      data: { subject: row.subject, content: row.content },
      read_at: row.read_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    meta: listMeta(total, plan),
  };
}

export async function markRead(deps: AppDeps, ctx: SignedInContext, ids: number[]) {
  return queries.markRead(deps.db, ctx.actor.userId, ctx.actor.organizationId, ids);
}
