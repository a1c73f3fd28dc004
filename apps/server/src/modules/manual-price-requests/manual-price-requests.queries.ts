import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ManualPriceRequestStatus } from '@freight/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { tenantScope, type Scope } from '../../platform/tenancy';
import { manualPriceRequests, organizations, priceCalculations, sites, users } from '../../db/schema';
import { countAll, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';

const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');

function selectRequests(db: Executor) {
  return db
    .select({
      request: manualPriceRequests,
      organization_name: organizations.name,
      site_name: sites.name,
      requester: { id: requester.id, name: requester.name, email: requester.email, locale: requester.locale },
      answerer: { id: answerer.id, name: answerer.name, email: answerer.email },
    })
    .from(manualPriceRequests)
    .innerJoin(organizations, eq(organizations.id, manualPriceRequests.organization_id))
    .innerJoin(sites, eq(sites.id, manualPriceRequests.site_id))
    .leftJoin(requester, eq(requester.id, manualPriceRequests.requested_by_user_id))
    .leftJoin(answerer, eq(answerer.id, manualPriceRequests.answered_by_user_id));
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** A text of the stored request by its path; the paths are this file's own constants. */
const detail = (path: string) => sql`${manualPriceRequests.request} #>> ${sql.raw(`'{${path}}'`)}`;

/** What the requests list sorts, filters and searches by. */
export const requestList: ListDefinition = {
  sortable: {
    id: manualPriceRequests.id,
    status: manualPriceRequests.status,
    organization_name: organizations.name,
    requested_by_name: requester.name,
    ready_date: detail('ready_date'),
    created_at: manualPriceRequests.created_at,
    updated_at: manualPriceRequests.updated_at,
    answered_at: manualPriceRequests.answered_at,
  },
  filters: {
    status: { column: manualPriceRequests.status, type: 'text', operators: ['=', '!=', 'in'] },
    organization_id: { column: manualPriceRequests.organization_id, type: 'number' },
    site_id: { column: manualPriceRequests.site_id, type: 'number' },
  },
  search: [
    sql`${manualPriceRequests.id}::text`,
    organizations.name,
    requester.name,
    sql`concat_ws(' ', ${detail('pickup,zip')}, ${detail('pickup,city')}, ${detail('delivery,zip')}, ${detail('delivery,city')}, ${detail('notes')})`,
  ],
  defaultSort: { key: 'created_at', order: 'desc' },
  tieBreaker: manualPriceRequests.id,
};

export async function listRequests(db: Executor, plan: ListPlan) {
  const [rows, [counted]] = await Promise.all([
    paginate(selectRequests(db).$dynamic(), plan),
    db
      .select({ total: countAll })
      .from(manualPriceRequests)
      .innerJoin(organizations, eq(organizations.id, manualPriceRequests.organization_id))
      .leftJoin(requester, eq(requester.id, manualPriceRequests.requested_by_user_id))
      .where(plan.where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findRequest(db: Executor, id: number, scope: SQL) {
  const [row] = await selectRequests(db).where(and(eq(manualPriceRequests.id, id), scope));
  return row ?? null;
}

export async function calculationOf(db: Executor, id: string, scope: SQL) {
  const [row] = await db
    .select({ id: priceCalculations.id, site_id: priceCalculations.site_id })
    .from(priceCalculations)
    .where(and(eq(priceCalculations.id, id), scope));
  return row ?? null;
}

export async function insertRequest(db: Executor, values: typeof manualPriceRequests.$inferInsert) {
  const [row] = await db.insert(manualPriceRequests).values(values).returning({ id: manualPriceRequests.id });
  return row!.id;
}

/** Changes a request only while it is in one of the statuses given; answers whether it did. */
export async function updateRequest(
  db: Executor,
  id: number,
  fromStatuses: readonly ManualPriceRequestStatus[],
  values: Partial<typeof manualPriceRequests.$inferInsert>,
) {
  const rows = await db
    .update(manualPriceRequests)
    .set(values)
    .where(and(eq(manualPriceRequests.id, id), inArray(manualPriceRequests.status, [...fromStatuses])))
    .returning({ id: manualPriceRequests.id });
  return rows.length > 0;
}

/** God users run the logistics team's desk and see every organization's requests; others those of the sites acted as. */
export function requestsOf(scope: Scope): SQL {
  if (scope.kind === 'user' && scope.actor.isGodUser) return sql`true`;
  return tenantScope(scope, { organizationId: manualPriceRequests.organization_id, siteId: manualPriceRequests.site_id });
}
