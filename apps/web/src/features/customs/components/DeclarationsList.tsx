import { CUSTOMS_STATUSES, CUSTOMS_VIEW_KEYS, routePath, type CustomsView, type TCustomsDeclarationRow } from '@freight/contracts';
import { formatDate, formatNumber, type FilterState } from '@freight/domain';
import { Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useSessionUser } from '../../../lib/session';
import { DECLARATIONS_ENDPOINT, STATUS_COLORS, useCustomsStatistics } from '../api';
import { StatusBadge } from './StatusBadge';

export interface DeclarationsListProps {
  tableId: string;
  label: string;
  /** `agent` for the agent's work queue: requests of the organizations served. */
  role?: 'agent';
}

/**
 * The declarations with their counts by view and status (the card view) above the index: filters
 * by status, registration date, importer, waybill, commodity code and site, a search and the export.
 */
export function DeclarationsList({ tableId, label, role }: DeclarationsListProps) {
  const { t, i18n } = useTranslation('customs');
  const user = useSessionUser();
  const [view, setView] = useState<CustomsView | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [importer, setImporter] = useState('');
  const [waybill, setWaybill] = useState('');
  const [hsCode, setHsCode] = useState('');
  const [siteId, setSiteId] = useState<string | null>(null);
  const [dates, setDates] = useState<[string | null, string | null]>([null, null]);
  const [typed] = useDebouncedValue({ importer, waybill, hsCode }, 300);

  const base: FilterState = {
    ...(role ? { role } : {}),
    importer: typed.importer,
    waybill: typed.waybill,
    hs_code: typed.hsCode,
    site_id: siteId ?? '',
    created_between: dates[0] && dates[1] ? { start: dates[0], end: dates[1] } : null,
  };
  const statistics = useCustomsStatistics(base);
  const filters: FilterState = { ...base, view: view ?? '', status: status ?? '' };
  const customsSites = (user?.sites ?? []).filter((site) => site.applications.includes('customs'));

  const columns = useMemo<DataTableColumn<TCustomsDeclarationRow>[]>(
    () => [
      {
        key: 'lrn',
        title: t('columns.lrn'),
        width: 170,
        sortable: true,
        pin: true,
        cell: (row) => (
          <Anchor component={Link} to={routePath('customs.single', { id: row.id })} fw={600} size="sm">
            {row.lrn}
          </Anchor>
        ),
      },
      {
        key: 'status',
        title: t('columns.status'),
        width: 130,
        sortable: true,
        value: (row) => t(`status.${row.status}`),
        cell: (row) => <StatusBadge status={row.status} />,
      },
      { key: 'declaration_type', title: t('columns.type'), width: 80, sortable: true },
      { key: 'mrn', title: t('columns.mrn'), width: 190, sortable: true },
      ...(role ? [{ key: 'organization_name', title: t('columns.organization'), width: 170, sortable: true }] : []),
      { key: 'site_name', title: t('columns.site'), width: 150, sortable: true },
      { key: 'importer_name', title: t('columns.importer'), width: 200, sortable: true },
      { key: 'waybill_number', title: t('columns.waybill'), width: 150, sortable: true },
      { key: 'hs_codes', title: t('columns.hs_codes'), width: 200, value: (row) => row.hs_codes.join(', ') },
      {
        key: 'shipments',
        title: t('columns.shipments'),
        width: 150,
        value: (row) => row.shipments.map((shipment) => shipment.shipment_number).join(', '),
      },
      {
        key: 'gross_mass',
        title: t('columns.gross_mass'),
        width: 120,
        value: (row) => (row.gross_mass === null ? null : formatNumber(row.gross_mass)),
      },
      { key: 'documents_count', title: t('columns.documents'), width: 100 },
      { key: 'agent_company_name', title: t('columns.agent'), width: 170 },
      { key: 'created_at', title: t('columns.created'), width: 120, sortable: true, value: (row) => formatDate(row.created_at) },
      { key: 'updated_at', title: t('columns.updated'), width: 120, sortable: true, value: (row) => formatDate(row.updated_at) },
    ],
    // The texts follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, role],
  );

  const counts = statistics.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('counts_label')} role="group">
        {([null, ...CUSTOMS_VIEW_KEYS] as (CustomsView | null)[]).map((key) => {
          const active = view === key && status === null;
          const count = key === null ? counts?.total : counts?.views[key];
          return (
            <UnstyledButton
              key={key ?? 'all'}
              onClick={() => {
                setView(key);
                setStatus(null);
              }}
              aria-pressed={active}
            >
              <Card
                withBorder
                radius="md"
                padding="md"
                shadow={active ? 'sm' : undefined}
                style={active ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Text size="sm" c="dimmed" fw={500}>
                  {t(`views.${key ?? 'all'}`)}
                </Text>
                <Text fz={28} fw={700} lh={1.2} data-testid={`customs-count-${key ?? 'all'}`}>
                  {count === undefined ? '–' : formatNumber(count)}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group gap={6} wrap="wrap">
        {CUSTOMS_STATUSES.filter((key) => (counts?.statuses[key] ?? 0) > 0).map((key) => (
          <UnstyledButton
            key={key}
            onClick={() => {
              setStatus(status === key ? null : key);
              setView(null);
            }}
            aria-pressed={status === key}
          >
            <Badge variant={status === key ? 'filled' : 'light'} color={STATUS_COLORS[key]} radius="sm" size="lg" tt="none">
              {t(`status.${key}`)} · {formatNumber(counts?.statuses[key] ?? 0)}
            </Badge>
          </UnstyledButton>
        ))}
      </Group>
      <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={label}>
        <DataTable
          tableId={tableId}
          label={label}
          endpoint={DECLARATIONS_ENDPOINT}
          filters={filters}
          columns={columns}
          searchable
          exportModel="customs/declarations"
          emptyText={t('empty')}
          defaultSort={{ key: 'updated_at', order: 'desc' }}
          rowHref={(row) => routePath('customs.single', { id: row.id })}
          renderCard={(row) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{row.lrn}</Text>
                <StatusBadge status={row.status} />
              </Group>
              <Text size="sm">{[row.declaration_type, row.importer_name].filter(Boolean).join(' · ')}</Text>
              <Text size="sm" c="dimmed">
                {[row.waybill_number, row.hs_codes.join(', '), formatDate(row.created_at)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          )}
          toolbar={
            <Group gap="xs" wrap="wrap">
              <Select
                aria-label={t('filters.status')}
                placeholder={t('filters.all_statuses')}
                data={CUSTOMS_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
                value={status}
                onChange={(value) => {
                  setStatus(value);
                  setView(null);
                }}
                clearable
                w={160}
              />
              <DatePickerInput
                type="range"
                aria-label={t('filters.created_from')}
                placeholder={t('filters.created_from')}
                value={dates}
                onChange={(value) => setDates(value as [string | null, string | null])}
                clearable
                w={220}
              />
              <TextInput
                aria-label={t('filters.importer')}
                placeholder={t('filters.importer')}
                value={importer}
                onChange={(event) => setImporter(event.currentTarget.value)}
                w={160}
              />
              <TextInput
                aria-label={t('filters.waybill')}
                placeholder={t('filters.waybill')}
                value={waybill}
                onChange={(event) => setWaybill(event.currentTarget.value)}
                w={140}
              />
              <TextInput
                aria-label={t('filters.hs_code')}
                placeholder={t('filters.hs_code')}
                value={hsCode}
                onChange={(event) => setHsCode(event.currentTarget.value)}
                w={140}
              />
              {!role && customsSites.length > 1 && (
                <Select
                  aria-label={t('filters.site')}
                  placeholder={t('filters.all_sites')}
                  data={customsSites.map((site) => ({ value: String(site.id), label: site.name }))}
                  value={siteId}
                  onChange={setSiteId}
                  clearable
                  w={170}
                />
              )}
            </Group>
          }
        />
      </Card>
    </Stack>
  );
}
