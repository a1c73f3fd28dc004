import type { TCustomsProduct } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/DataTable/columns';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { ListPage } from '../../../layouts/ListPage';
import { PRODUCTS_ENDPOINT, PRODUCTS_TABLE_ID, useDeleteProduct } from '../api';
import { ProductDialog } from '../components/ProductDialog';

/**
 * `/customs/products`: the organization's product library, the articles whose code, origin and
 * unit mass fill its declarations' goods lines, and which those lines keep up to date.
 */
export default function CustomsProductsPage() {
  const { t, i18n } = useTranslation('customs');
  const [editing, setEditing] = useState<TCustomsProduct | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteProduct(), {
    variables: (product: TCustomsProduct) => product.id,
    deleted: () => t('products.deleted'),
  });

  const columns = useMemo<DataTableColumn<TCustomsProduct>[]>(
    () => [
      { key: 'article_number', title: t('products.article_number'), width: 160, sortable: true, pin: true },
      { key: 'name', title: t('products.name'), width: 260, sortable: true },
      {
        key: 'commodity_code',
        title: t('products.commodity_code'),
        width: 320,
        sortable: true,
        cell: (row) =>
          row.commodity_code ? (
            <Stack gap={0}>
              <Text size="sm" ff="monospace">
                {row.commodity_code}
              </Text>
              {row.commodity_description && (
                <Text size="xs" c="dimmed" lineClamp={1} title={row.commodity_description}>
                  {row.commodity_description}
                </Text>
              )}
            </Stack>
          ) : (
            '-'
          ),
      },
      { key: 'origin_country', title: t('products.origin_country'), width: 100, sortable: true },
      {
        key: 'unit_net_mass',
        title: t('products.unit_net_mass'),
        width: 150,
        sortable: true,
        align: 'right',
        value: (row) => (row.unit_net_mass === null ? null : formatNumber(row.unit_net_mass)),
      },
      actionsColumn<TCustomsProduct>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (row) => t('products.edit_label', { article: row.article_number }), onClick: setEditing },
        remove: { label: (row) => t('products.delete_label', { article: row.article_number }), onClick: deletion.ask },
      }),
    ],
    // The texts follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <ListPage
        title={t('products.title')}
        subtitle={t('products.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('products.add')}
          </Button>
        }
      >
        <DataTable
          tableId={PRODUCTS_TABLE_ID}
          label={t('products.table')}
          endpoint={PRODUCTS_ENDPOINT}
          columns={columns}
          searchable
          exportModel="customs/products"
          emptyText={t('products.empty')}
          defaultSort={{ key: 'article_number', order: 'asc' }}
        />
        <Text size="xs" c="dimmed" mt="sm">
          {t('products.source_note')}
        </Text>
      </ListPage>
      {editing !== null && <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteModal {...deletion.modal} kind="customs_product" name={deletion.target?.article_number ?? ''} />
    </>
  );
}
