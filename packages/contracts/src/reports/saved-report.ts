import { z } from 'zod';
import { CHART_KINDS } from '../constants';
import { listResponse } from '../common/list';
import { ZFormId } from '../common/numbers';
import { requiredText } from '../common/text';
import { ZIsoDate } from '../quotes/price-calculation';
import { ANALYTICS_DIMENSIONS, ANALYTICS_INTERVALS, ANALYTICS_MEASURES, checkAnalyticsPeriod } from './analytics';

/**
 * A report composed in the report builder: measures of the analytics catalogue by up to two
 * dimensions (rows, then columns), under filters, drawn as one chart beside its pivot table.
 * A relative period moves with the calendar, so a saved report stays current.
 */
export const SAVED_REPORT_PERIODS = ['last_30_days', 'last_90_days', 'last_12_months', 'year_to_date', 'custom'] as const;
export type SavedReportPeriod = (typeof SAVED_REPORT_PERIODS)[number];
export const SAVED_REPORT_MEASURES_MAX = 6;

const invalid = { message: 'validation.invalid_value' };
const values = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { message: 'validation.too_big' }).default([]);
const ZFilterText = z.string().trim().min(1, { message: 'validation.required' }).max(200, { message: 'validation.too_long' });

export const ZSavedReportDefinition = z
  .object({
    measures: z
      .array(z.enum(ANALYTICS_MEASURES, invalid))
      .min(1, { message: 'validation.report_measure_required' })
      .max(SAVED_REPORT_MEASURES_MAX, { message: 'validation.too_big' }),
    rows: z.enum(ANALYTICS_DIMENSIONS, invalid).nullable().default(null),
    columns: z.enum(ANALYTICS_DIMENSIONS, invalid).nullable().default(null),
    period: z.enum(SAVED_REPORT_PERIODS, invalid).default('last_12_months'),
    /** Only with the custom period. */
    from: ZIsoDate.nullable().default(null),
    to: ZIsoDate.nullable().default(null),
    interval: z.enum(ANALYTICS_INTERVALS, invalid).default('month'),
    chart: z.enum(CHART_KINDS, invalid).default('bar'),
    site_id: values(ZFormId, 500),
    carrier: values(ZFilterText, 100),
    mode: values(ZFilterText, 50),
    lane: values(ZFilterText, 500),
    direction: values(z.enum(['inbound', 'outbound'], invalid), 2),
    currency: values(
      z
        .string()
        .trim()
        .regex(/^[A-Z]{3}$/, invalid),
      50,
    ),
  })
  .strict()
  .superRefine((definition, context) => {
    if (definition.columns !== null && definition.columns === definition.rows)
      context.addIssue({ code: 'custom', path: ['columns'], message: 'validation.report_dimension_twice' });
    if (definition.columns !== null && definition.rows === null)
      context.addIssue({ code: 'custom', path: ['rows'], message: 'validation.report_rows_first' });
    if (definition.period === 'custom') {
      if (definition.from === null) context.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
      if (definition.to === null) context.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
      checkAnalyticsPeriod({ from: definition.from ?? undefined, to: definition.to ?? undefined }, context);
    }
  });
export type TSavedReportDefinition = z.output<typeof ZSavedReportDefinition>;
export type TSavedReportDefinitionInput = z.input<typeof ZSavedReportDefinition>;

export const ZSavedReportBody = z.object({
  name: requiredText(120),
  /** Shared with the whole organization (its admins keep it), or the saver's own. */
  shared: z.boolean().default(false),
  definition: ZSavedReportDefinition,
});
export type TSavedReportBody = z.output<typeof ZSavedReportBody>;
export type TSavedReportBodyInput = z.input<typeof ZSavedReportBody>;

export const ZSavedReport = z.object({
  id: z.number().int(),
  name: z.string(),
  shared: z.boolean(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  definition: ZSavedReportDefinition,
  /** The caller may change or delete it: their own, or a shared one for organization admins. */
  editable: z.boolean(),
  updated_at: z.string(),
});
export type TSavedReport = z.infer<typeof ZSavedReport>;
export const ZListSavedReportsResponse = listResponse(ZSavedReport);
export type TListSavedReportsResponse = z.infer<typeof ZListSavedReportsResponse>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The days a report's period covers on a day: a relative period moves with the calendar. */
export function savedReportPeriod(definition: TSavedReportDefinition, today = new Date()): { from: string; to: string } {
  const to = isoDay(today);
  const daysBack = (days: number) => isoDay(new Date(today.getTime() - days * 86_400_000));
  switch (definition.period) {
    case 'last_30_days':
      return { from: daysBack(29), to };
    case 'last_90_days':
      return { from: daysBack(89), to };
    case 'year_to_date':
      return { from: `${to.slice(0, 4)}-01-01`, to };
    case 'last_12_months':
      return { from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1))), to };
    case 'custom':
      return { from: definition.from ?? to, to: definition.to ?? to };
  }
}
