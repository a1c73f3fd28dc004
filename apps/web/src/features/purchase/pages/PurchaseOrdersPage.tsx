import { PURCHASE_ORDER_STATUSES, routePath, type TPurchaseOrder } from '@freight/contracts';
import { formatDate, formatMoney, parseDateRangeParam } from '@freight/domain';
import { Anchor, Badge, Button, Card, Container, Group, MultiSelect, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { WorkbookImport } from '../../../components/WorkbookImport';
import { PageTitle } from '../../../layouts/PageTitle';
import { ORDERS_ENDPOINT, ORDERS_TABLE_ID, ORDERS_TEMPLATE_PATH, useOrdersImport, useSupplierOptions } from '../api';
import { PurchaseStatsCards } from '../components/PurchaseStatsCards';
import { STATUS_COLORS } from '../status';

const orderHref = (row: TPurchaseOrder) => routePath('purchase.orders.detail', { id: row.id });

/** `/purchase/orders`: the purchase orders of the sites acted as, with what is booked, shipped and received of each. */
export default function PurchaseOrdersPage() {
  const { t } = useTranslation('purchase');
  const importOrders = useOrdersImport();
  const suppliers = useSupplierOptions();
  // A drill-down from Analytics names its filters in the address: the visible ones start from it,
  // and the period, sites and currency it counted stay until the buyer shows all orders.
  const [address, setAddress] = useSearchParams();
  const [statuses, setStatuses] = useState<string[]>(() => address.getAll('status'));
  const [supplier, setSupplier] = useState<string | null>(() => address.get('supplier_id'));
  const [lateOnly, setLateOnly] = useState(() => address.get('late') === '1');
  const [ordered, setOrdered] = useState(() => parseDateRangeParam(address.get('ordered')));
  const [siteIds, setSiteIds] = useState<string[]>(() => (ordered[0] ? address.getAll('site_id') : []));
  const [currency, setCurrency] = useState(() => (ordered[0] ? (address.get('currency') ?? '') : ''));
  const fromAnalytics = ordered[0] !== null && ordered[1] !== null;
  const showAll = () => {
    setOrdered([null, null]);
    setSiteIds([]);
    setCurrency('');
    setAddress({}, { replace: true });
  };
  const filters = useMemo(
    () => ({
      status: statuses,
      supplier_id: supplier ?? '',
      late: lateOnly ? '1' : '',
      ordered: ordered[0] && ordered[1] ? `${ordered[0]},${ordered[1]}` : '',
      site_id: siteIds,
      currency,
    }),
    [statuses, supplier, lateOnly, ordered, siteIds, currency],
  );

  const columns = useMemo<DataTableColumn<TPurchaseOrder>[]>(
    () => [
      {
        key: 'order_number',
        title: t('columns.order_number'),
        width: 140,
        sortable: true,
        pin: true,
        cell: (row) => (
          <Anchor component={Link} to={orderHref(row)} fw={600} size="sm">
            {row.order_number}
          </Anchor>
        ),
      },
      {
        key: 'status',
        title: t('columns.status'),
        width: 210,
        sortable: true,
        value: (row) => t(`status.${row.status}`),
        cell: (row) => (
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" color={STATUS_COLORS[row.status]} radius="sm">
              {t(`status.${row.status}`)}
            </Badge>
            {row.late ? (
              <Badge variant="light" color="red" radius="sm">
                {t('late')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { key: 'supplier', title: t('columns.supplier'), width: 220, sortable: true, value: (row) => row.supplier.name },
      { key: 'site', title: t('columns.site'), width: 160, sortable: true, value: (row) => row.site.name },
      { key: 'buyer', title: t('columns.buyer'), width: 160, toggled: false, value: (row) => row.buyer?.name ?? null },
      {
        key: 'total_amount',
        title: t('columns.total'),
        width: 140,
        align: 'right',
        value: (row) => formatMoney(row.total_amount, row.currency),
      },
      {
        key: 'ledger',
        title: t('columns.ledger'),
        width: 220,
        value: (row) => t('ledger_summary', row.ledger),
      },
      {
        key: 'cargo_ready',
        title: t('columns.cargo_ready'),
        width: 130,
        sortable: true,
        value: (row) => formatDate(row.cargo_ready_confirmed ?? row.cargo_ready_requested),
      },
      {
        key: 'must_arrive_by',
        title: t('columns.must_arrive_by'),
        width: 130,
        sortable: true,
        value: (row) => formatDate(row.must_arrive_by),
      },
      { key: 'incoterm', title: t('columns.incoterm'), width: 100, toggled: false },
      { key: 'updated_at', title: t('columns.updated_at'), width: 120, sortable: true, value: (row) => formatDate(row.updated_at) },
    ],
    [t],
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t('title')}
            </Title>
            <Text c="dimmed" maw={760}>
              {t('subtitle')}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            <WorkbookImport
              size="sm"
              templatePath={ORDERS_TEMPLATE_PATH}
              templateFileName={t('import.template_file')}
              upload={importOrders}
              columnLabel={(column) => t(`import.columns.${column}`, { defaultValue: column })}
              importedMessage={(answer) => t('import.imported', { count: answer.orders, lines: answer.lines })}
              importLabel={t('import.button')}
            />
            <Button component={Link} to={routePath('purchase.orders.new')} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('actions.new')}
            </Button>
          </Group>
        </Group>
        <PurchaseStatsCards />
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={t('title')}>
          <Stack gap="md">
            <Group gap="md" align="flex-end" wrap="wrap">
              <MultiSelect
                label={t('filters.status')}
                data={PURCHASE_ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                value={statuses}
                onChange={setStatuses}
                clearable
                w={{ base: '100%', sm: 280 }}
              />
              <Select
                label={t('filters.supplier')}
                data={suppliers.data ?? []}
                value={supplier}
                onChange={setSupplier}
                clearable
                searchable
                w={{ base: '100%', sm: 260 }}
              />
              <Switch
                label={t('filters.late_only')}
                checked={lateOnly}
                onChange={(event) => setLateOnly(event.currentTarget.checked)}
                mb={6}
              />
            </Group>
            {fromAnalytics && (
              <Group gap="sm">
                <Text size="sm" c="dimmed" data-testid="orders-from-analytics">
                  {t('filters.from_analytics', { from: formatDate(ordered[0]), to: formatDate(ordered[1]) })}
                  {currency ? ` · ${currency}` : ''}
                </Text>
                <Button size="xs" variant="subtle" onClick={showAll}>
                  {t('filters.clear_analytics')}
                </Button>
              </Group>
            )}
            <DataTable
              tableId={ORDERS_TABLE_ID}
              label={t('title')}
              endpoint={ORDERS_ENDPOINT}
              columns={columns}
              filters={filters}
              rowHref={orderHref}
              searchable
              exportModel="purchase/orders"
              emptyText={t('empty')}
              defaultSort={{ key: 'updated_at', order: 'desc' }}
            />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
