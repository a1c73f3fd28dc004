import {
  CUSTOM_REPORT_OPTIONS,
  presetReportOptions,
  type TEmbeddedReport,
  type TEmbeddedReportInput,
  type TReportSource,
} from '@freight/contracts';

/** The report form's values: the default flag is a switch, sent as 0 or 1 (SPEC §5). */
export interface ReportFormValues {
  name: string;
  source: TReportSource;
  workspace_id: string;
  report_id: string;
  front_options: string;
  is_default: boolean;
}

export function formValues(report: TEmbeddedReport | null): ReportFormValues {
  return {
    name: report?.name ?? '',
    source: report?.source ?? 'power_bi',
    workspace_id: report?.workspace_id ?? '',
    report_id: report?.report_id ?? '',
    front_options: report?.front_options ?? JSON.stringify(CUSTOM_REPORT_OPTIONS, null, 2),
    is_default: report ? report.is_default === 1 : false,
  };
}

/**
 * The options the form must show for a name and default flag (SPEC §4): a default report and the
 * analytics report take their preset, formatted for reading, and the field is locked; null leaves
 * the admin's own options.
 */
export function lockedOptions(values: Pick<ReportFormValues, 'name' | 'is_default'>): string | null {
  const preset = presetReportOptions({ name: values.name, is_default: values.is_default ? 1 : 0 });
  return preset === null ? null : JSON.stringify(JSON.parse(preset), null, 2);
}

export function bodyOf(values: ReportFormValues, organizationId: number): TEmbeddedReportInput {
  return {
    organization_id: organizationId,
    name: values.name,
    source: values.source,
    workspace_id: values.workspace_id,
    report_id: values.report_id,
    front_options: values.front_options,
    is_default: values.is_default ? 1 : 0,
  };
}
