import { DASHBOARD_METRICS, routePath, type DashboardGranularity, type DashboardMetric, type TDashboard } from '@freight/contracts';
import { formatNumber, formatThousands, parseDateRangeParam } from '@freight/domain';
import {
  Alert,
  Anchor,
  Card,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDownRight,
  IconArrowUpRight,
  IconChartBar,
  IconPackage,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartBlock } from '../../../components/ChartBlock/ChartBlock';
import { Gauge } from '../../../components/Gauge';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DateRangeInput } from '../../../components/inputs/DateRangeInput';
import { PageTitle } from '../../../layouts/PageTitle';
import { useActiveOrganizations } from '../../organizations';
import { useDashboard } from '../api';
import { exceptionRate, organizationSeries, organizationShare, periodLabel, trendOf } from '../dashboard-series';

const METRIC_ICONS: Record<DashboardMetric, ReactNode> = {
  bookings: <IconTruckDelivery size={20} aria-hidden />,
  shipments: <IconPackage size={20} aria-hidden />,
  exceptions: <IconAlertTriangle size={20} aria-hidden />,
  active_users: <IconUsers size={20} aria-hidden />,
};
const METRIC_COLORS: Record<DashboardMetric, string> = {
  bookings: 'indigo',
  shipments: 'cyan',
  exceptions: 'orange',
  active_users: 'grape',
};

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

type OrganizationRow = TDashboard['organizations'][number];

/** `/admin/dashboard`: how each organization uses the portal, period by period. */
/** Which way a figure went in the last period, against the one before (SPEC §3 trend UP/DOWN). */
function TrendNote({ values }: { values: readonly number[] }) {
  const { t } = useTranslation('adminDashboard');
  const trend = trendOf(values);
  if (!trend) return null;
  const Icon = trend === 'UP' ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Group gap={4} wrap="nowrap" data-trend={trend}>
      <Icon size={16} aria-hidden />
      <Text size="xs" c="dimmed">
        {t(`trend.${trend}`)}
      </Text>
    </Group>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation('adminDashboard');
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const [range, setRange] = useState('');
  const [granularity, setGranularity] = useState<DashboardGranularity>('week');
  const [from, to] = parseDateRangeParam(range);
  const dashboard = useDashboard({
    granularity,
    from: from ?? undefined,
    to: to ?? undefined,
    organization_id: organizationId ?? undefined,
  });
  const organizations = useActiveOrganizations();
  const data = dashboard.data;

  const columns = useMemo<DataTableColumn<OrganizationRow>[]>(
    () => [
      { key: 'name', title: t('table.organization'), width: 220, sortable: true },
      ...DASHBOARD_METRICS.map((metric) => ({
        key: metric,
        title: t(`metrics.${metric}`),
        width: 130,
        sortable: true,
        align: 'right' as const,
      })),
    ],
    [t],
  );

  const charts = useMemo(() => {
    if (!data) return null;
    const other = t('charts.other');
    const labels = data.periods.map((period) => periodLabel(period, data.granularity));
    return {
      labels,
      shipments: organizationSeries(data, 'shipments', other),
      activity: [
        { label: t('metrics.bookings'), values: data.series.bookings },
        { label: t('metrics.exceptions'), values: data.series.exceptions, color: '#E8590C' },
      ],
      activeUsers: [{ label: t('metrics.active_users'), values: data.series.active_users, color: '#5F3DC4' }],
      share: organizationShare(data, 'shipments', other),
      exceptions: organizationShare(data, 'exceptions', other),
    };
  }, [data, t]);

  const empty = data !== undefined && data.organizations.length === 0;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={760}>
              {data ? t('subtitle', { from: data.from, to: data.to }) : t('subtitle_loading')}
            </Text>
          </Stack>
          <Group gap="md">
            <Anchor component={Link} to={routePath('admin.agents')} size="sm">
              {t('links.agents')}
            </Anchor>
            <Anchor component={Link} to={routePath('admin.sftp_accounts')} size="sm">
              {t('links.sftp_accounts')}
            </Anchor>
          </Group>
        </Group>

        <Card withBorder radius="lg" p="md" component="section" aria-label={t('filters.title')}>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label={t('filters.organization')}
              placeholder={t('filters.all_organizations')}
              data={(organizations.data ?? []).map((organization) => ({ value: String(organization.id), label: organization.name }))}
              value={organizationId === null ? null : String(organizationId)}
              onChange={(value) => setOrganizationId(value === null ? null : Number(value))}
              searchable
              clearable
              nothingFoundMessage={t('filters.no_results')}
              w={240}
            />
            <DateRangeInput label={t('filters.period')} value={range} onChange={setRange} w={260} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="dashboard-granularity">
                {t('filters.granularity')}
              </Text>
              <SegmentedControl
                aria-labelledby="dashboard-granularity"
                value={granularity}
                onChange={(value) => setGranularity(value as DashboardGranularity)}
                data={(['day', 'week', 'month'] as const).map((value) => ({ value, label: t(`granularity.${value}`) }))}
              />
            </Stack>
            {dashboard.isFetching && <Loader size="sm" aria-label={t('loading')} />}
          </Group>
        </Card>

        {dashboard.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('error')}
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {DASHBOARD_METRICS.map((metric) => (
            <Paper key={metric} withBorder radius="lg" p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t(`metrics.${metric}`)}
                  </Text>
                  {/* Thousands shortened with 'k' (SPEC §9); the exact figure on hover. */}
                  <Text
                    fz={28}
                    fw={700}
                    lh={1.2}
                    data-testid={`total-${metric}`}
                    title={data ? formatNumber(data.totals[metric]) : undefined}
                  >
                    {data ? formatThousands(data.totals[metric]) : '–'}
                  </Text>
                  {data && <TrendNote values={data.series[metric]} />}
                </Stack>
                <ThemeIcon variant="light" color={METRIC_COLORS[metric]} radius="md" size="lg">
                  {METRIC_ICONS[metric]}
                </ThemeIcon>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>

        {data && !empty && (
          <Paper withBorder radius="lg" p="md" maw={{ base: '100%', sm: 320 }}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('gauge.exception_rate')}
            </Text>
            {exceptionRate(data.totals) === null ? (
              <Text size="sm">{t('gauge.no_shipments')}</Text>
            ) : (
              <Gauge value={exceptionRate(data.totals)!} label={t('gauge.exception_rate')} />
            )}
          </Paper>
        )}

        {empty && (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" gap="xs">
              <ThemeIcon variant="light" color="gray" size={48} radius="xl">
                <IconChartBar size={28} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{t('empty.title')}</Text>
              <Text size="sm" c="dimmed" ta="center" maw={420}>
                {t('empty.text')}
              </Text>
            </Stack>
          </Paper>
        )}

        {charts && !empty && data && (
          <>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <ChartCard title={t(`charts.shipments_per.${data.granularity}`)}>
                  <ChartBlock
                    kind="stacked-bar"
                    labels={charts.labels}
                    series={charts.shipments}
                    height={260}
                    label={t(`charts.shipments_per.${data.granularity}`)}
                  />
                </ChartCard>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <ChartCard title={t('charts.shipment_share')}>
                  <ChartBlock
                    kind="doughnut"
                    labels={charts.share.labels}
                    series={[{ label: t('metrics.shipments'), values: charts.share.values }]}
                    height={260}
                    label={t('charts.shipment_share')}
                  />
                </ChartCard>
              </Grid.Col>
            </Grid>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <ChartCard title={t('charts.bookings_exceptions')}>
                <ChartBlock
                  kind="line"
                  labels={charts.labels}
                  series={charts.activity}
                  height={200}
                  label={t('charts.bookings_exceptions')}
                />
              </ChartCard>
              <ChartCard title={t('charts.active_users')}>
                <ChartBlock
                  kind="filled-line"
                  labels={charts.labels}
                  series={charts.activeUsers}
                  height={200}
                  label={t('charts.active_users')}
                />
              </ChartCard>
              <ChartCard title={t('charts.exceptions_by_organization')}>
                {charts.exceptions.values.length > 0 ? (
                  <ChartBlock
                    kind="horizontal-bar"
                    labels={charts.exceptions.labels}
                    series={[{ label: t('metrics.exceptions'), values: charts.exceptions.values, color: '#E8590C' }]}
                    height={200}
                    label={t('charts.exceptions_by_organization')}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('charts.no_exceptions')}
                  </Text>
                )}
              </ChartCard>
            </SimpleGrid>
            <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('table.title')}>
              <Title order={2} size="h5" mb="sm">
                {t('table.title')}
              </Title>
              <DataTable
                tableId="admin_dashboard_organizations"
                label={t('table.title')}
                rows={data.organizations}
                columns={columns}
                defaultSort={{ key: 'shipments', order: 'desc' }}
              />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
