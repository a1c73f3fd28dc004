import type { TAuditEvent, TAuditEventsResponse, TAuditEventsQuery } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { platformScope, scopeOf } from '../../platform/tenancy';
import * as queries from './audit.queries';

type AuditRow = Awaited<ReturnType<typeof queries.listAuditEvents>>['rows'][number];

function present(row: AuditRow): TAuditEvent {
  return {
    id: row.id,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    label: row.label,
    actor: { id: row.actor_user_id, name: row.actor_name },
    changes: row.changes,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A record's trail, newest first. God users read every record's; an organization admin reads only
 * what happened to their own organization's records.
 */
export async function listAuditEvents(deps: AppDeps, ctx: SignedInContext, query: TAuditEventsQuery): Promise<TAuditEventsResponse> {
  const { actor } = ctx;
  if (!actor.isGodUser && actor.level !== 'organization-admin') throw new ForbiddenError();
  const scope = actor.isGodUser ? platformScope(ctx) : scopeOf(ctx);
  const offset = (query.page - 1) * query.pageSize;
  const { rows, total } = await queries.listAuditEvents(
    deps.db,
    scope,
    { entity: query.entity, entityId: query.entity_id },
    { limit: query.pageSize, offset },
  );
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  return {
    data: rows.map(present),
    meta: {
      total,
      from: rows.length > 0 ? offset + 1 : null,
      to: rows.length > 0 ? offset + rows.length : null,
      last_page: lastPage,
      current_page: query.page,
      per_page: query.pageSize,
    },
  };
}
