import type { Locale, TGoodType } from '@freight/contracts';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { StatusBadge } from '../../../components/DataTable/columns';
import { currentLocale } from '../../../lib/i18n';
import { GOOD_TYPES_TABLE, useDeleteGoodType } from '../api';
import { type DictionaryDefinition, DictionaryPage } from '../components/DictionaryPage';
import { GoodTypeDialog } from '../components/GoodTypeDialog';

const nameOf = (goodType: TGoodType, locale: Locale) => goodType.names[locale] || goodType.names.en;

function useGoodTypeColumns(): DataTableColumn<TGoodType>[] {
  const { t } = useTranslation('adminDictionaries');
  const locale = currentLocale();
  return useMemo<DataTableColumn<TGoodType>[]>(
    () => [
      { key: 'sort_order', title: t('good_types.columns.sort_order'), width: 80, sortable: true, align: 'right' },
      {
        key: 'code',
        title: t('good_types.columns.code'),
        width: 150,
        sortable: true,
        pin: true,
        cell: (row) => (
          <Text size="sm" ff="monospace" fw={600}>
            {row.code}
          </Text>
        ),
      },
      {
        key: 'name',
        title: t('good_types.columns.name'),
        width: 300,
        sortable: true,
        value: (row) => nameOf(row, locale),
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{nameOf(row, locale)}</Text>
            {!row.is_active && <StatusBadge label={t('good_types.inactive')} color="gray" />}
          </Group>
        ),
      },
      {
        key: 'default_package_type',
        title: t('good_types.columns.default_package_type'),
        width: 150,
        value: (row) => (row.default_package_type ? t(`package_types.${row.default_package_type}`) : null),
      },
      {
        key: 'dangerous_goods',
        title: t('good_types.columns.dangerous_goods'),
        width: 150,
        sortable: true,
        value: (row) => (row.dangerous_goods ? t('yes') : t('no')),
        cell: (row) =>
          row.dangerous_goods ? (
            <StatusBadge label={t('yes')} color="orange" icon={<IconAlertTriangle size={12} aria-hidden />} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('no')}
            </Text>
          ),
      },
    ],
    [t, locale],
  );
}

const goodTypes: DictionaryDefinition<TGoodType> = {
  texts: 'good_types',
  tableId: GOOD_TYPES_TABLE,
  endpoint: '/good-type-dictionary',
  defaultSort: { key: 'sort_order', order: 'asc' },
  nameOf: (row) => ({ name: nameOf(row, currentLocale()), code: row.code }),
  useColumns: useGoodTypeColumns,
  useDelete: useDeleteGoodType,
  Dialog: GoodTypeDialog,
};

/** `/admin/good-type-dictionary`: the goods types bookings offer, in every language. */
export default function GoodTypesPage() {
  return <DictionaryPage definition={goodTypes} />;
}
