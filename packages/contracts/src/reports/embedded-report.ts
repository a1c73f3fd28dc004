import { z } from 'zod';
import { listResponse } from '../common/list';

/** The report named so is the organization's analytics report (SPEC §4 report form). */
export const ANALYTICS_REPORT_NAME = 'analytics';

export const ZEmbeddedReport = z.object({
  id: z.number().int(),
  name: z.string(),
  workspace_id: z.string(),
  report_id: z.string(),
  front_options: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  organization_id: z.number().int(),
  updated_at: z.string(),
});
export type TEmbeddedReport = z.infer<typeof ZEmbeddedReport>;

export const ZListEmbeddedReportsResponse = listResponse(ZEmbeddedReport);
export type TListEmbeddedReportsResponse = z.infer<typeof ZListEmbeddedReportsResponse>;

export function isAnalyticsReport(report: Pick<TEmbeddedReport, 'name'>): boolean {
  return report.name.trim().toLowerCase() === ANALYTICS_REPORT_NAME;
}

/** Reports of the 'Custom reports' menu: neither the default report nor analytics (SPEC §2). */
export function isCustomReport(report: Pick<TEmbeddedReport, 'name' | 'is_default'>): boolean {
  return report.is_default === 0 && !isAnalyticsReport(report);
}
