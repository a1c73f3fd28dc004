import { routePath, type TAdminCarrier } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { Anchor, Badge, Button, Group, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ListPage } from '../../../layouts/ListPage';
import { CARRIERS_TABLE } from '../api';
import { CarrierLogo } from '../components/CarrierLogo';
import { UnmatchedCarriers } from '../components/UnmatchedCarriers';

type Tab = 'carriers' | 'unmatched';

/** `/admin/carriers`: every carrier with its services and detectors, and the names imports did not recognise. */
export default function CarriersPage() {
  const { t } = useTranslation('adminCarriers');
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'unmatched' ? 'unmatched' : 'carriers';

  const columns = useMemo<DataTableColumn<TAdminCarrier>[]>(
    () => [
      {
        key: 'name',
        title: t('list.columns.name'),
        width: 320,
        sortable: true,
        pin: true,
        cell: (carrier) => (
          <Group gap="sm" wrap="nowrap">
            <CarrierLogo name={carrier.name} logoUrl={carrier.logo_url} size={28} />
            <Anchor component={Link} to={routePath('admin.carriers.detail', { id: carrier.id })} fw={600} size="sm">
              {carrier.name}
            </Anchor>
            {!carrier.is_offered && (
              <Tooltip label={t('list.not_offered_hint')} multiline w={260}>
                <Badge variant="light" color="gray" radius="sm">
                  {t('list.not_offered')}
                </Badge>
              </Tooltip>
            )}
          </Group>
        ),
      },
      { key: 'services_count', title: t('list.columns.services_count'), width: 110, sortable: true, align: 'right' },
      { key: 'detectors_count', title: t('list.columns.detectors_count'), width: 110, sortable: true, align: 'right' },
      {
        key: 'updated_at',
        title: t('list.columns.updated_at'),
        width: 120,
        sortable: true,
        value: (carrier) => formatDate(carrier.updated_at),
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Button component={Link} to={routePath('admin.carriers.create')} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.add')}
        </Button>
      }
    >
      <Tabs value={tab} onChange={(value) => setSearch(value === 'unmatched' ? { tab: 'unmatched' } : {}, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="carriers">{t('tabs.carriers')}</Tabs.Tab>
          <Tabs.Tab value="unmatched">{t('tabs.unmatched')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="carriers" pt="md">
          <DataTable
            tableId={CARRIERS_TABLE}
            label={t('list.table')}
            endpoint="/carrier"
            columns={columns}
            emptyText={t('list.empty')}
            defaultSort={{ key: 'name', order: 'asc' }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="unmatched" pt="md">
          {tab === 'unmatched' && <UnmatchedCarriers />}
        </Tabs.Panel>
      </Tabs>
    </ListPage>
  );
}
