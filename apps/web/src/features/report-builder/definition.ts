import { savedReportPeriod, type AnalyticsDimension, type TAnalyticsResult, type TSavedReportDefinition } from '@freight/contracts';

/** Where a new report starts: on-time delivery and volume by carrier over the last twelve months. */
export const NEW_REPORT_DEFINITION: TSavedReportDefinition = {
  measures: ['shipments', 'on_time_share'],
  rows: 'carrier',
  columns: null,
  period: 'last_12_months',
  from: null,
  to: null,
  interval: 'month',
  chart: 'bar',
  site_id: [],
  carrier: [],
  mode: [],
  lane: [],
  direction: [],
  currency: [],
};

export const dimensionsOf = (definition: TSavedReportDefinition): AnalyticsDimension[] =>
  [definition.rows, definition.columns].filter((dimension): dimension is AnalyticsDimension => dimension !== null);

/** The catalogue query (`GET /api/reports/query`) that answers a definition. */
export function queryStringOf(definition: TSavedReportDefinition, today = new Date()): string {
  const params = new URLSearchParams();
  params.set('measures', definition.measures.join(','));
  const dimensions = dimensionsOf(definition);
  if (dimensions.length > 0) params.set('dimensions', dimensions.join(','));
  const { from, to } = savedReportPeriod(definition, today);
  params.set('from', from);
  params.set('to', to);
  params.set('interval', definition.interval);
  for (const name of ['site_id', 'carrier', 'mode', 'lane', 'direction', 'currency'] as const) {
    for (const value of definition[name]) params.append(name, String(value));
  }
  return params.toString();
}

/**
 * The figures laid out as a pivot: one row per value of the rows' grouping, one column group per
 * value of the columns' grouping (or a single group), each with every measure. Rows and columns
 * keep the order the server answered (periods in time, others largest first).
 */
export interface Pivot {
  rowKeys: string[];
  columnKeys: string[];
  value: (rowKey: string, columnKey: string, measure: string) => number | null;
}

export function pivotOf(result: TAnalyticsResult, definition: Pick<TSavedReportDefinition, 'rows' | 'columns'>): Pivot {
  const rowKeys: string[] = [];
  const columnKeys: string[] = [];
  const cells = new Map<string, Record<string, number | null>>();
  for (const row of result.rows) {
    const rowKey = definition.rows ? (row.keys[definition.rows] ?? '') : '';
    const columnKey = definition.columns ? (row.keys[definition.columns] ?? '') : '';
    if (!rowKeys.includes(rowKey)) rowKeys.push(rowKey);
    if (!columnKeys.includes(columnKey)) columnKeys.push(columnKey);
    cells.set(JSON.stringify([rowKey, columnKey]), row.values);
  }
  return {
    rowKeys,
    columnKeys: columnKeys.length > 0 ? columnKeys : [''],
    value: (rowKey, columnKey, measure) => cells.get(JSON.stringify([rowKey, columnKey]))?.[measure] ?? null,
  };
}
