import {
  DASHBOARD_DEFAULT_WEEKS,
  DASHBOARD_METRICS,
  DASHBOARD_PERIODS_MAX,
  type DashboardGranularity,
  type DashboardMetric,
  type TDashboard,
  type TDashboardOrganization,
  type TDashboardQuery,
} from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import { ValidationError } from '../../platform/errors';
import type { SignedInContext } from '../../platform/request-context';
import { platformScope } from '../../platform/tenancy';
import * as queries from './dashboard.queries';

const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (text: string) => new Date(`${text}T00:00:00Z`);

/** The first day of the period a day falls in: the day, its ISO week's Monday, or its month's first. */
export function periodStart(day: Date, granularity: DashboardGranularity): Date {
  if (granularity === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  if (granularity === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(day.getTime());
}

function nextPeriod(start: Date, granularity: DashboardGranularity): Date {
  if (granularity === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (granularity === 'week' ? 7 : 1) * DAY_MS);
}

/**
 * The days a dashboard covers: those asked for, or by default the periods that end today —
 * twelve weeks, thirty days or twelve months — each named by its first day.
 */
export function dashboardPeriods(query: Pick<TDashboardQuery, 'from' | 'to' | 'granularity'>, today: Date) {
  const { granularity } = query;
  const to = query.to ? utcDay(query.to) : utcDay(isoDay(today));
  let from: Date;
  if (query.from) from = utcDay(query.from);
  else if (granularity === 'week') from = new Date(periodStart(to, 'week').getTime() - (DASHBOARD_DEFAULT_WEEKS - 1) * 7 * DAY_MS);
  else if (granularity === 'month') from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1));
  else from = new Date(to.getTime() - 29 * DAY_MS);
  const periods: string[] = [];
  for (let start = periodStart(from, granularity); start <= to; start = nextPeriod(start, granularity)) {
    periods.push(isoDay(start));
    if (periods.length > DASHBOARD_PERIODS_MAX) {
      throw new ValidationError({ from: [{ key: 'validation.dashboard_periods', params: { maximum: DASHBOARD_PERIODS_MAX } }] });
    }
  }
  return { from: isoDay(from), to: isoDay(to), end: new Date(to.getTime() + DAY_MS), periods };
}

type Series = TDashboardOrganization['series'];

const emptySeries = (length: number): Series => ({
  bookings: Array<number>(length).fill(0),
  shipments: Array<number>(length).fill(0),
  exceptions: Array<number>(length).fill(0),
  active_users: Array<number>(length).fill(0),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Bookings, shipments, exceptions and active users per organization and period (admin dashboard). */
export async function dashboard(deps: AppDeps, ctx: SignedInContext, query: TDashboardQuery, today = new Date()): Promise<TDashboard> {
  const scope = platformScope(ctx);
  const { from, to, end, periods } = dashboardPeriods(query, today);
  const range: queries.DashboardRange = {
    start: `${from}T00:00:00Z`,
    end: end.toISOString(),
    granularity: query.granularity,
    organizationId: query.organization_id,
  };
  const [bookings, shipments, exceptions, activeUsers, activeInRange] = await Promise.all([
    queries.countBookings(deps.db, scope, range),
    queries.countShipments(deps.db, scope, range),
    queries.countExceptions(deps.db, scope, range),
    queries.countActiveUsers(deps.db, scope, range),
    queries.countActiveUsersInRange(deps.db, scope, range),
  ]);
  const index = new Map(periods.map((period, position) => [period, position]));
  const perOrganization = new Map<number, Series>();
  const counted: Record<DashboardMetric, queries.PeriodCount[]> = { bookings, shipments, exceptions, active_users: activeUsers };
  for (const metric of DASHBOARD_METRICS) {
    for (const row of counted[metric]) {
      const position = index.get(row.period);
      if (position === undefined) continue;
      const organizationId = Number(row.organization_id);
      const series = perOrganization.get(organizationId) ?? emptySeries(periods.length);
      series[metric][position]! += Number(row.count);
      perOrganization.set(organizationId, series);
    }
  }
  const usersInRange = new Map(activeInRange.map((row) => [Number(row.organization_id), Number(row.count)]));
  const names = await queries.organizationNames(deps.db, [...perOrganization.keys()]);
  const organizations = [...perOrganization]
    .map(([id, series]) => ({
      id,
      name: names.get(id) ?? String(id),
      bookings: sum(series.bookings),
      shipments: sum(series.shipments),
      exceptions: sum(series.exceptions),
      active_users: usersInRange.get(id) ?? 0,
      series,
    }))
    .sort((a, b) => b.shipments + b.bookings - (a.shipments + a.bookings) || a.name.localeCompare(b.name));

  const series = emptySeries(periods.length);
  for (const organization of organizations) {
    for (const metric of DASHBOARD_METRICS) organization.series[metric].forEach((value, position) => (series[metric][position]! += value));
  }
  return {
    from,
    to,
    granularity: query.granularity,
    periods,
    organizations,
    totals: {
      bookings: sum(organizations.map((organization) => organization.bookings)),
      shipments: sum(organizations.map((organization) => organization.shipments)),
      exceptions: sum(organizations.map((organization) => organization.exceptions)),
      // A user belongs to one organization, so the organizations' distinct counts add up.
      active_users: sum(organizations.map((organization) => organization.active_users)),
    },
    series,
  };
}
