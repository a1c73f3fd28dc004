import type { TSupplier } from '@freight/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn, statusBadgeColumn } from '../../../components/DataTable/columns';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { ListPage } from '../../../layouts/ListPage';
import { SUPPLIERS_ENDPOINT, SUPPLIERS_TABLE_ID, useDeleteSupplier } from '../api';
import { SupplierDialog } from '../components/SupplierDialog';

/** `/purchase/suppliers`: the companies the organization buys from, with where their goods are picked up and whom to write to. */
export default function SuppliersPage() {
  const { t } = useTranslation('purchase');
  const [editing, setEditing] = useState<TSupplier | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteSupplier(), {
    variables: (row: TSupplier) => row.id,
    deleted: (row) => t('suppliers.deleted', { name: row.name }),
  });
  const askToDelete = deletion.ask;

  const columns = useMemo<DataTableColumn<TSupplier>[]>(
    () => [
      { key: 'supplier_number', title: t('suppliers.columns.supplier_number'), width: 140, sortable: true, pin: true },
      { key: 'name', title: t('suppliers.columns.name'), width: 260, sortable: true },
      { key: 'country', title: t('suppliers.columns.country'), width: 100, sortable: true },
      {
        key: 'pickup',
        title: t('suppliers.columns.pickup'),
        width: 220,
        value: (row) => {
          const pickup = row.addresses.find((address) => address.kind === 'pickup');
          return pickup ? `${pickup.name}, ${pickup.city}` : null;
        },
      },
      {
        key: 'managers',
        title: t('suppliers.columns.managers'),
        width: 220,
        value: (row) => row.managers.map((manager) => manager.name).join(', ') || null,
      },
      { key: 'email', title: t('suppliers.columns.email'), width: 220, toggled: false },
      { key: 'phone', title: t('suppliers.columns.phone'), width: 160, toggled: false },
      { key: 'vat_number', title: t('suppliers.columns.vat_number'), width: 160, toggled: false },
      { key: 'open_orders', title: t('suppliers.columns.open_orders'), width: 120, align: 'right' },
      statusBadgeColumn<TSupplier>({
        key: 'active',
        title: t('suppliers.columns.active'),
        width: 110,
        look: (row) => (row.active ? { label: t('suppliers.active'), color: 'teal' } : { label: t('suppliers.inactive'), color: 'gray' }),
      }),
      actionsColumn<TSupplier>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (row) => t('suppliers.edit_label', { name: row.name }), onClick: setEditing },
        remove: { label: (row) => t('suppliers.delete_label', { name: row.name }), onClick: askToDelete },
      }),
    ],
    [t, askToDelete],
  );

  return (
    <ListPage
      title={t('suppliers.title')}
      subtitle={t('suppliers.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('suppliers.add')}
        </Button>
      }
    >
      <DataTable
        tableId={SUPPLIERS_TABLE_ID}
        label={t('suppliers.title')}
        endpoint={SUPPLIERS_ENDPOINT}
        columns={columns}
        searchable
        exportModel="purchase/suppliers"
        emptyText={t('suppliers.empty')}
        defaultSort={{ key: 'name', order: 'asc' }}
      />
      {editing && <SupplierDialog supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteModal kind="supplier" name={deletion.target?.name ?? ''} {...deletion.modal} />
    </ListPage>
  );
}
