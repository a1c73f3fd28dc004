import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { ZIsoDate } from '../quotes/price-calculation';

export const DASHBOARD_GRANULARITIES = ['day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];

/** Weeks the dashboard shows when no range is chosen. */
export const DASHBOARD_DEFAULT_WEEKS = 12;
/** Most periods one answer holds, so a day-by-day view stays readable and cheap. */
export const DASHBOARD_PERIODS_MAX = 400;

export const DASHBOARD_METRICS = ['bookings', 'shipments', 'exceptions', 'active_users'] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

export const ZDashboardQuery = z
  .object({
    /** First day, inclusive (UTC); by default the start of the week twelve weeks back. */
    from: ZIsoDate.optional(),
    /** Last day, inclusive (UTC); by default today. */
    to: ZIsoDate.optional(),
    granularity: z.enum(DASHBOARD_GRANULARITIES).default('week'),
    organization_id: ZFormId.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' });
    }
  });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;
export type TDashboardQueryInput = z.input<typeof ZDashboardQuery>;

const ZCounts = z.object({
  bookings: z.number().int(),
  shipments: z.number().int(),
  exceptions: z.number().int(),
  /** Distinct users with a session in the period. */
  active_users: z.number().int(),
});
export type TDashboardCounts = z.infer<typeof ZCounts>;

export const ZDashboardOrganization = ZCounts.extend({
  id: z.number().int(),
  name: z.string(),
  /** One count per period of `periods`, in the same order. */
  series: z.object({
    bookings: z.array(z.number().int()),
    shipments: z.array(z.number().int()),
    exceptions: z.array(z.number().int()),
    active_users: z.array(z.number().int()),
  }),
});
export type TDashboardOrganization = z.infer<typeof ZDashboardOrganization>;

/**
 * Platform activity per organization and period. Counts are by creation (bookings, shipments),
 * opening (exceptions) and use (sessions); a period is named by its first day.
 */
export const ZDashboard = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(DASHBOARD_GRANULARITIES),
  periods: z.array(z.string()),
  /** Organizations with any activity in the range, busiest first. */
  organizations: z.array(ZDashboardOrganization),
  /** All organizations together; active users counted once however many periods they were in. */
  totals: ZCounts,
  /** All organizations together, per period. */
  series: ZDashboardOrganization.shape.series,
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZDashboardResponse = z.object({ data: ZDashboard });
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
