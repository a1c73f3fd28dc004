import {
  ANALYTICS_DASHBOARD_ACCESS,
  ANALYTICS_DASHBOARDS,
  ANALYTICS_INTERVALS,
  EMISSION_MODES,
  PURCHASE_CURRENCY_CODES,
  routePath,
  selectedApplications,
  type AnalyticsDashboard,
  type ChartKind,
  type TAnalyticsChart,
  type TAnalyticsDashboard,
} from '@freight/contracts';
import { LEAD_TIME_BUCKETS } from '@freight/domain';
import { Alert, Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDimensionValueLabel } from '../dimension-labels';
import { useNavigate } from 'react-router';
import type { ChartSeries } from '../../../components/ChartBlock/ChartBlock';
import { useSessionUser } from '../../../lib/session';
import { downloadChartData, useAnalyticsDashboard, useAnalyticsFilterOptions } from '../api';
import {
  drillDownQuery,
  emissionsDrillDownQuery,
  NO_ANALYTICS_FILTERS,
  purchaseDrillDownQuery,
  type AnalyticsFilterState,
} from '../analytics-params';
import { AnalyticsChartCard } from './AnalyticsChartCard';
import { DashboardTiles } from './DashboardTiles';

/** How each chart is drawn: its kind, the measures it shows as series, and how a value is scaled for the axis. */
const CHARTS: Record<string, { kind: ChartKind; series: string[]; scale?: 'percent' | 'money'; titleKey?: string }[]> = {
  volume_by_period: [{ kind: 'rounded-bar', series: ['shipments', 'delivered'] }],
  on_time_by_carrier: [{ kind: 'stacked-bar', series: ['on_time', 'late'] }],
  volume_by_mode: [{ kind: 'doughnut', series: ['shipments'] }],
  volume_by_carrier: [{ kind: 'horizontal-bar', series: ['shipments'] }],
  volume_by_lane: [{ kind: 'horizontal-bar', series: ['shipments'] }],
  exception_rate_by_carrier: [{ kind: 'bar', series: ['exception_rate'], scale: 'percent' }],
  exceptions_by_type: [{ kind: 'pie', series: ['exceptions'] }],
  lead_time_by_carrier: [{ kind: 'bar', series: ['lead_time_avg', 'lead_time_p50', 'lead_time_p90'] }],
  lead_time_by_lane: [{ kind: 'horizontal-bar', series: ['lead_time_avg', 'lead_time_p90'] }],
  on_time_by_period: [{ kind: 'line', series: ['on_time_share'], scale: 'percent' }],
  price_by_carrier: [
    { kind: 'bar', series: ['price_per_shipment'], scale: 'money' },
    { kind: 'bar', series: ['price_per_kg'], scale: 'money', titleKey: 'price_per_kg_by_carrier' },
  ],
  price_against_quote_by_carrier: [{ kind: 'bar', series: ['booked_price', 'quoted_price'], scale: 'money' }],
  cost_by_period: [{ kind: 'filled-line', series: ['booked_price'], scale: 'money' }],
  co2e_by_period: [{ kind: 'filled-line', series: ['co2e_kg'] }],
  co2e_by_carrier: [{ kind: 'horizontal-bar', series: ['co2e_kg'] }],
  co2e_by_lane: [{ kind: 'horizontal-bar', series: ['co2e_kg'] }],
  footprint_by_period: [{ kind: 'stacked-bar', series: ['footprint_ttw_kg', 'footprint_wtt_kg'] }],
  footprint_by_mode: [
    { kind: 'doughnut', series: ['footprint_co2e_kg'] },
    { kind: 'bar', series: ['footprint_intensity'], titleKey: 'footprint_intensity_by_mode' },
  ],
  footprint_by_source: [{ kind: 'pie', series: ['footprint_co2e_kg'] }],
  footprint_by_carrier: [
    { kind: 'horizontal-bar', series: ['footprint_co2e_kg'] },
    { kind: 'horizontal-bar', series: ['footprint_intensity'], titleKey: 'footprint_intensity_by_carrier' },
  ],
  footprint_by_lane: [{ kind: 'horizontal-bar', series: ['footprint_co2e_kg'] }],
  orders_by_period: [
    { kind: 'filled-line', series: ['purchase_order_value'], scale: 'money' },
    { kind: 'rounded-bar', series: ['purchase_orders'], titleKey: 'orders_count_by_period' },
  ],
  orders_by_status: [{ kind: 'doughnut', series: ['purchase_orders'] }],
  value_by_supplier: [{ kind: 'horizontal-bar', series: ['purchase_order_value'], scale: 'money' }],
  on_time_by_supplier: [{ kind: 'stacked-bar', series: ['purchase_lines_on_time', 'purchase_lines_late'] }],
  open_by_supplier: [
    { kind: 'horizontal-bar', series: ['purchase_open_value'], scale: 'money' },
    { kind: 'bar', series: ['purchase_overdue_lines'], titleKey: 'overdue_by_supplier' },
  ],
  lead_time_by_supplier: [{ kind: 'bar', series: ['purchase_lead_time_avg'] }],
};

const WIDE = new Set([
  'volume_by_period',
  'on_time_by_carrier',
  'on_time_by_period',
  'cost_by_period',
  'co2e_by_period',
  'footprint_by_period',
  'on_time_by_supplier',
]);

/** Filters a dashboard's figures cannot be narrowed by: footprint records know no direction or price, purchase orders no carriage. */
const NOT_FILTERED_BY: Partial<Record<AnalyticsDashboard, readonly (keyof AnalyticsFilterState)[]>> = {
  footprint: ['direction', 'currency'],
  'purchase/orders': ['carriers', 'modes', 'lanes', 'direction'],
};

/** Dashboards whose money is summed in one currency the reader can choose. */
const IN_ONE_CURRENCY: readonly AnalyticsDashboard[] = ['cost', 'purchase/orders'];

/** A dashboard's words are found under its key, `purchase/orders` as `purchase_orders`. */
const textKey = (dashboard: AnalyticsDashboard) => dashboard.replace('/', '_') as 'consignments';

/** Shares as percent and prices from the minor unit, for the axis; two decimals at most. */
function scaled(value: number | null | undefined, scale?: 'percent' | 'money'): number {
  if (value === null || value === undefined) return 0;
  const shown = scale === 'percent' ? value * 100 : scale === 'money' ? value / 100 : value;
  return Math.round(shown * 100) / 100;
}

/** The built-in dashboards of `/analytics`: figures of the sites acted as, with filters, drill-down and exports. */
export function BuiltInAnalytics() {
  const { t, i18n } = useTranslation('analytics');
  const navigate = useNavigate();
  const user = useSessionUser();
  const [chosen, setDashboard] = useState<AnalyticsDashboard>('consignments');
  const [filters, setFilters] = useState<AnalyticsFilterState>(NO_ANALYTICS_FILTERS);
  // Dashboards of another capability only for users with its application on a site acted as and its permission.
  const dashboards = useMemo(() => {
    const applications = user ? selectedApplications(user.sites, user.sitesFilter) : new Set<string>();
    return ANALYTICS_DASHBOARDS.filter((key) => {
      const access = ANALYTICS_DASHBOARD_ACCESS[key];
      return !access || (applications.has(access.application) && user?.permissions[access.permission] === true);
    });
  }, [user]);
  const dashboard = dashboards.includes(chosen) ? chosen : 'consignments';
  const footprint = dashboard === 'footprint';
  const purchase = dashboard === 'purchase/orders';
  const shown = (filter: keyof AnalyticsFilterState) => !NOT_FILTERED_BY[dashboard]?.includes(filter);
  const options = useAnalyticsFilterOptions();
  const figures = useAnalyticsDashboard(dashboard, filters);
  const change = (next: Partial<AnalyticsFilterState>) => setFilters((current) => ({ ...current, ...next }));
  const switchTo = (next: AnalyticsDashboard) => {
    // Footprint modes are emission modes (road, sea …), the others' are shipment modes: a choice of one means nothing to the other.
    if ((next === 'footprint') !== footprint) change({ modes: [] });
    for (const filter of NOT_FILTERED_BY[next] ?? []) change({ [filter]: NO_ANALYTICS_FILTERS[filter] });
    setDashboard(next);
  };

  const periodLabel = (key: string) => {
    const date = new Date(`${key}T00:00:00Z`);
    return (figures.data?.period.interval ?? filters.interval) === 'month'
      ? new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(date)
      : key;
  };
  const valueLabel = useDimensionValueLabel(options.data, figures.data?.period.interval ?? filters.interval);
  const labelOf = (chart: TAnalyticsChart, keys: Record<string, string>) =>
    chart.dimensions
      .map((dimension) => {
        const value = keys[dimension] ?? '';
        // A chart's axis takes the short month; every other value reads as it does in the report builder.
        return dimension === 'period' && value ? periodLabel(value) : valueLabel(dimension, value);
      })
      .join(' · ');

  const renderChart = (data: TAnalyticsDashboard, chart: TAnalyticsChart) =>
    (CHARTS[chart.key] ?? []).map((view) => {
      const title = t(`charts.${(view.titleKey ?? chart.key) as 'volume_by_period'}`);
      const series: ChartSeries[] = view.series.map((measure) => ({
        label: t(`measures.${measure as 'shipments'}`),
        values: chart.rows.map((row) => scaled(row.values[measure], view.scale)),
        ...(measure === 'late' ? { color: '#E8590C' } : {}),
      }));
      const select = (index: number, seriesIndex: number) => {
        const row = chart.rows[index];
        if (!row) return;
        // Footprint records include shipments booked elsewhere, which only the emissions screen lists.
        if (footprint) {
          void navigate(`${routePath('transport.emissions')}?${emissionsDrillDownQuery(filters, data.period, chart, row).toString()}`);
          return;
        }
        if (purchase) {
          const query = purchaseDrillDownQuery(
            filters,
            data.period,
            data.currency,
            chart,
            row,
            view.series[seriesIndex] ?? view.series[0]!,
          );
          void navigate(`${routePath('purchase.orders')}?${query.toString()}`);
          return;
        }
        const query = drillDownQuery(filters, data.period, chart, row, view.series[seriesIndex] ?? view.series[0]!);
        void navigate(`${routePath('transport.shipments')}?${query.toString()}`);
      };
      return (
        <div key={`${chart.key}-${view.titleKey ?? ''}`} style={WIDE.has(chart.key) ? { gridColumn: '1 / -1' } : undefined}>
          <AnalyticsChartCard
            title={title}
            kind={view.kind}
            labels={chart.rows.map((row) => labelOf(chart, row.keys))}
            series={series}
            height={view.kind === 'horizontal-bar' ? Math.max(200, chart.rows.length * 30) : 260}
            onSelect={select}
            onExport={() => void downloadChartData(dashboard, chart.key, filters)}
            opens={purchase ? 'orders' : 'shipments'}
          />
        </div>
      );
    });

  const histogram = (data: TAnalyticsDashboard) => {
    if (!data.histogram) return null;
    const title = t('charts.lead_time_distribution');
    const labels = LEAD_TIME_BUCKETS.map((bucket) =>
      bucket.upTo === null
        ? t('buckets.open', { from: bucket.from })
        : bucket.from === bucket.upTo
          ? t('buckets.day', { count: bucket.from })
          : t('buckets.range', { from: bucket.from, to: bucket.upTo }),
    );
    return (
      <div style={{ gridColumn: '1 / -1' }}>
        <AnalyticsChartCard
          title={title}
          kind="bar"
          labels={labels}
          series={[{ label: t('measures.delivered'), values: data.histogram }]}
          onExport={() => void downloadChartData(dashboard, 'lead_time_by_carrier', filters)}
        />
      </div>
    );
  };

  const data = figures.data;
  const empty = data && data.charts.every((chart) => chart.rows.every((row) => Object.values(row.values).every((value) => !value)));
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('filters.from')}
            value={filters.from}
            onChange={(event) => change({ from: event.currentTarget.value })}
            w={160}
          />
          <TextInput
            type="date"
            label={t('filters.to')}
            value={filters.to}
            onChange={(event) => change({ to: event.currentTarget.value })}
            w={160}
          />
          {!footprint && (
            <Select
              label={t('filters.interval')}
              data={ANALYTICS_INTERVALS.map((value) => ({ value, label: t(`intervals.${value}`) }))}
              value={filters.interval}
              onChange={(value) => value && change({ interval: value as AnalyticsFilterState['interval'] })}
              allowDeselect={false}
              w={120}
            />
          )}
          <MultiSelect
            label={t('filters.site')}
            placeholder={t('filters.all')}
            data={(options.data?.sites ?? []).map((site) => ({ value: String(site.id), label: site.name }))}
            value={filters.sites}
            onChange={(sites) => change({ sites })}
            clearable
            w={220}
          />
          {shown('carriers') && (
            <MultiSelect
              label={t('filters.carrier')}
              placeholder={t('filters.all')}
              data={options.data?.carriers ?? []}
              value={filters.carriers}
              onChange={(carriers) => change({ carriers })}
              searchable
              clearable
              w={220}
            />
          )}
          {shown('modes') && (
            <MultiSelect
              label={t('filters.mode')}
              placeholder={t('filters.all')}
              data={
                footprint ? EMISSION_MODES.map((value) => ({ value, label: t(`emission_modes.${value}`) })) : (options.data?.modes ?? [])
              }
              value={filters.modes}
              onChange={(modes) => change({ modes })}
              clearable
              w={180}
            />
          )}
          {shown('lanes') && (
            <MultiSelect
              label={t('filters.lane')}
              placeholder={t('filters.all')}
              data={options.data?.lanes ?? []}
              value={filters.lanes}
              onChange={(lanes) => change({ lanes })}
              searchable
              clearable
              w={180}
            />
          )}
          {shown('direction') && (
            <Select
              label={t('filters.direction')}
              placeholder={t('filters.all')}
              data={(['inbound', 'outbound'] as const).map((value) => ({ value, label: t(`directions.${value}`) }))}
              value={filters.direction || null}
              onChange={(value) => change({ direction: value ?? '' })}
              clearable
              w={150}
            />
          )}
          {IN_ONE_CURRENCY.includes(dashboard) && (
            <Select
              label={t('filters.currency')}
              data={purchase ? [...PURCHASE_CURRENCY_CODES] : (options.data?.currencies ?? [])}
              value={filters.currency || data?.currency || null}
              onChange={(value) => change({ currency: value ?? '' })}
              w={110}
            />
          )}
          <Button variant="subtle" onClick={() => setFilters(NO_ANALYTICS_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </Group>
      </Card>
      <Tabs value={dashboard} onChange={(value) => value && switchTo(value as AnalyticsDashboard)}>
        <Tabs.List>
          {dashboards.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`tabs.${textKey(key)}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed">
        {footprint && data ? t('footprint_hint', data.period) : purchase ? t('purchase_hint') : t('drill_hint')}
        {data?.currency && IN_ONE_CURRENCY.includes(dashboard) ? ` ${t('currency_note', { currency: data.currency })}` : ''}
      </Text>
      {figures.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Group justify="space-between">
            <Text size="sm">{t('failed')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void figures.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {empty && (
        <Card withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('no_data')}
          </Text>
        </Card>
      )}
      {data && data.tiles.length > 0 && <DashboardTiles data={data} currency={data.currency} />}
      {data && !empty && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.charts.flatMap((chart) => renderChart(data, chart))}
          {histogram(data)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
