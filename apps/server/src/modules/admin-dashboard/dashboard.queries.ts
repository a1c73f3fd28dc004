import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardGranularity } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { bookings, consignmentExceptions, consignments, organizations, sessions, users } from '../../db/schema';
import { tenantScope, type Scope } from '../../platform/tenancy';

/** A range of whole UTC days: `start` inclusive, `end` exclusive, as ISO timestamps. */
export interface DashboardRange {
  start: string;
  end: string;
  granularity: DashboardGranularity;
  /** The one organization chosen, or every one the scope reaches. */
  organizationId: number | undefined;
}

export type PeriodCount = {
  organization_id: number;
  period: string;
  count: number;
};

const INTERVALS: Record<DashboardGranularity, string> = { day: '1 day', week: '1 week', month: '1 month' };

/** The organizations counted: those the scope reaches, or the one chosen among them. */
function organizationsCounted(scope: Scope, range: DashboardRange, organizationId: AnyPgColumn): SQL {
  const chosen = range.organizationId === undefined ? undefined : eq(organizationId, range.organizationId);
  return and(tenantScope(scope, { organizationId }), chosen) as SQL;
}

/**
 * Rows of one table counted per organization and period, by the moment they began. The range
 * condition is on the bare column, so the `(time, organization_id)` index serves it.
 */
function countPerPeriod(db: Executor, scope: Scope, range: DashboardRange, table: SQL, at: AnyPgColumn, organization: AnyPgColumn) {
  return db.execute(sql`
    select ${organization} as organization_id,
           to_char(date_trunc(${range.granularity}, ${at} at time zone 'UTC'), 'YYYY-MM-DD') as period,
           count(*)::int as count
    from ${table}
    where ${at} >= ${range.start}::timestamptz and ${at} < ${range.end}::timestamptz and ${organizationsCounted(scope, range, organization)}
    group by 1, 2`);
}

/** Both drivers answer a raw query with its rows under `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function countBookings(db: Executor, scope: Scope, range: DashboardRange): Promise<PeriodCount[]> {
  return rowsOf<PeriodCount>(await countPerPeriod(db, scope, range, sql`${bookings}`, bookings.created_at, bookings.organization_id));
}

export async function countShipments(db: Executor, scope: Scope, range: DashboardRange): Promise<PeriodCount[]> {
  return rowsOf<PeriodCount>(
    await countPerPeriod(db, scope, range, sql`${consignments}`, consignments.created_at, consignments.organization_id),
  );
}

export async function countExceptions(db: Executor, scope: Scope, range: DashboardRange): Promise<PeriodCount[]> {
  return rowsOf<PeriodCount>(
    await countPerPeriod(
      db,
      scope,
      range,
      sql`${consignmentExceptions}`,
      consignmentExceptions.opened_at,
      consignmentExceptions.organization_id,
    ),
  );
}

/**
 * Distinct users with a session in use during each period: begun before its end and last seen
 * after its start. Sessions are first narrowed to the range by the `last_seen_at` index.
 */
export async function countActiveUsers(db: Executor, scope: Scope, range: DashboardRange): Promise<PeriodCount[]> {
  const step = INTERVALS[range.granularity];
  const result = await db.execute(sql`
    with used as (
      select ${sessions.user_id} as user_id, ${users.organization_id} as organization_id,
             ${sessions.created_at} as began, ${sessions.last_seen_at} as seen
      from ${sessions}
      join ${users} on ${users.id} = ${sessions.user_id}
      where ${sessions.last_seen_at} >= ${range.start}::timestamptz and ${sessions.created_at} < ${range.end}::timestamptz
        and ${organizationsCounted(scope, range, users.organization_id)}
    ), periods as (
      select period
      from generate_series(
        date_trunc(${range.granularity}, ${range.start}::timestamptz at time zone 'UTC'),
        (${range.end}::timestamptz at time zone 'UTC') - interval '1 microsecond',
        ${step}::interval
      ) as period
    )
    select used.organization_id, to_char(periods.period, 'YYYY-MM-DD') as period, count(distinct used.user_id)::int as count
    from periods
    join used on used.began < least((periods.period + ${step}::interval) at time zone 'UTC', ${range.end}::timestamptz)
             and used.seen >= greatest(periods.period at time zone 'UTC', ${range.start}::timestamptz)
    group by 1, 2`);
  return rowsOf<PeriodCount>(result);
}

/** Distinct users with a session in the whole range, per organization. */
export async function countActiveUsersInRange(
  db: Executor,
  scope: Scope,
  range: DashboardRange,
): Promise<{ organization_id: number; count: number }[]> {
  return rowsOf<{ organization_id: number; count: number }>(
    await db.execute(sql`
      select ${users.organization_id} as organization_id, count(distinct ${sessions.user_id})::int as count
      from ${sessions}
      join ${users} on ${users.id} = ${sessions.user_id}
      where ${sessions.last_seen_at} >= ${range.start}::timestamptz and ${sessions.created_at} < ${range.end}::timestamptz
        and ${organizationsCounted(scope, range, users.organization_id)}
      group by 1`),
  );
}

export async function organizationNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
