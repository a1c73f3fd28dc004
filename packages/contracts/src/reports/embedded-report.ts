import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list';
import { ZId } from '../common/numbers';
import { requiredText } from '../common/text';

/** The report named so is the organization's analytics report (SPEC §4 report form). */
export const ANALYTICS_REPORT_NAME = 'analytics';

/** The reporting services a report can come from; each needs the server's configuration to be shown. */
export const REPORT_SOURCES = ['power_bi', 'metabase'] as const;
export type TReportSource = (typeof REPORT_SOURCES)[number];

/**
 * The options a default report and the analytics report always have (SPEC §4): the form fills
 * them in and the server keeps them, so such a report looks the same wherever it is shown.
 */
export const DEFAULT_REPORT_OPTIONS = { filterPaneEnabled: false, navContentPaneEnabled: false, bordered: false, titled: false };
export const ANALYTICS_REPORT_OPTIONS = { filterPaneEnabled: true, navContentPaneEnabled: false, bordered: false, titled: true };
/** The options of a new custom report, which the admin may change. */
export const CUSTOM_REPORT_OPTIONS = { filterPaneEnabled: true, navContentPaneEnabled: true, bordered: true, titled: true };

export const ZEmbeddedReport = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(REPORT_SOURCES),
  workspace_id: z.string(),
  report_id: z.string(),
  front_options: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  organization_id: z.number().int(),
  updated_at: z.string(),
});
export type TEmbeddedReport = z.infer<typeof ZEmbeddedReport>;

export const ZListEmbeddedReportsResponse = listResponse(ZEmbeddedReport);

/** `GET /api/embedded-report/default`: the organization's default report (404 when it has none). */
export const ZDefaultEmbeddedReportResponse = dataResponse(ZEmbeddedReport);

/** `GET /api/embedded-report/not-default`: the reports of the Custom reports submenu, by name. */
export const ZCustomEmbeddedReportsResponse = dataResponse(z.array(ZEmbeddedReport));
export type TCustomEmbeddedReportsResponse = z.infer<typeof ZCustomEmbeddedReportsResponse>;
export type TListEmbeddedReportsResponse = z.infer<typeof ZListEmbeddedReportsResponse>;

/** Whether a text is a JSON object, the only shape report options take (SPEC §5 'Invalid JSON value'). */
export function isJsonObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * A report as an organization admin or a god user enters it (SPEC §3, §5): name, workspace id,
 * report id and the default flag are required, the options are a JSON object.
 */
export const ZEmbeddedReportBody = z.object({
  organization_id: ZId,
  name: requiredText(120),
  source: z.enum(REPORT_SOURCES, { message: 'validation.required' }),
  workspace_id: requiredText(200),
  report_id: requiredText(200),
  front_options: z
    .string()
    .max(4000, { message: 'validation.too_long' })
    .default('{}')
    .transform((text) => text.trim() || '{}')
    .refine(isJsonObjectText, { message: 'validation.json' }),
  is_default: z.union([z.literal(0), z.literal(1)], { message: 'validation.required' }),
});
export type TEmbeddedReportBody = z.infer<typeof ZEmbeddedReportBody>;
export type TEmbeddedReportInput = z.input<typeof ZEmbeddedReportBody>;

export function isAnalyticsReport(report: Pick<TEmbeddedReport, 'name'>): boolean {
  return report.name.trim().toLowerCase() === ANALYTICS_REPORT_NAME;
}

/** Reports of the 'Custom reports' menu: neither the default report nor analytics (SPEC §2). */
export function isCustomReport(report: Pick<TEmbeddedReport, 'name' | 'is_default'>): boolean {
  return report.is_default === 0 && !isAnalyticsReport(report);
}

/** The options a report is held to, or null when the admin chooses them (SPEC §4 report form). */
export function presetReportOptions(report: Pick<TEmbeddedReport, 'name' | 'is_default'>): string | null {
  if (report.is_default === 1) return JSON.stringify(DEFAULT_REPORT_OPTIONS);
  if (isAnalyticsReport(report)) return JSON.stringify(ANALYTICS_REPORT_OPTIONS);
  return null;
}

/**
 * How the page shows a report, from the server only: the organization filter is inside the token
 * the server signed, so the browser cannot widen it. `not_configured` when the server has no
 * credentials for the report's service.
 */
export const ZReportEmbed = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('power_bi'),
    report_id: z.string(),
    embed_url: z.string(),
    access_token: z.string(),
    expires_at: z.string(),
    options: z.record(z.string(), z.unknown()),
  }),
  z.object({ kind: z.literal('metabase'), url: z.string(), expires_at: z.string() }),
  z.object({ kind: z.literal('not_configured'), source: z.enum(REPORT_SOURCES) }),
]);
export type TReportEmbed = z.infer<typeof ZReportEmbed>;
