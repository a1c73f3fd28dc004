import type { TListFrontNotificationsResponse, TListQuery } from '@freight/contracts';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import { scopeOf } from '../../platform/tenancy';
import * as queries from './notifications.queries';

export async function listNotifications(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListFrontNotificationsResponse> {
  const plan = planList(query, queries.notificationList, [queries.ownNotifications(scopeOf(ctx))]);
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
  return queries.markRead(deps.db, scopeOf(ctx), ids);
}

/** Puts notices in users' notification lists, each already in its reader's language. */
export function notify(db: Executor, notices: { organization_id: number; user_id: number; subject: string; content: string }[]) {
  return queries.insertNotifications(db, notices);
}
