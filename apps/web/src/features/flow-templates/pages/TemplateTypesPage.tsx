import type { TTemplateType } from '@freight/contracts';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { ListPage } from '../../../layouts/ListPage';
import { TemplateTypeDialog } from '../components/TemplateTypeDialog';
import { TEMPLATE_TYPES_ENDPOINT, TEMPLATE_TYPES_TABLE, useDeleteTemplateType } from '../template-types-api';

/** `/settings/template-types`: the kinds of templates the organization groups its quote and booking templates by. */
export default function TemplateTypesPage() {
  const { t } = useTranslation('templates');
  const [editing, setEditing] = useState<TTemplateType | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteTemplateType(), {
    variables: (type: TTemplateType) => type.id,
    deleted: (type) => t('types.deleted', { name: type.name }),
    failed: t('errors.delete_failed'),
  });
  const askToDelete = deletion.ask;

  const columns = useMemo<DataTableColumn<TTemplateType>[]>(
    () => [
      { key: 'name', title: t('types.columns.name'), sortable: true, width: 260, value: (type) => type.name },
      {
        key: 'description',
        title: t('types.columns.description'),
        width: 380,
        cell: (type) => (
          <Text size="sm" c={type.description ? undefined : 'dimmed'} lineClamp={2}>
            {type.description ?? '—'}
          </Text>
        ),
        value: (type) => type.description ?? '',
      },
      {
        key: 'template_count',
        title: t('types.columns.templates'),
        sortable: true,
        width: 130,
        align: 'right',
        value: (type) => type.template_count,
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 100,
        exportable: false,
        cell: (type) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('actions.edit', { ns: 'common' })} withArrow>
              <ActionIcon variant="subtle" onClick={() => setEditing(type)} aria-label={t('types.edit_label', { name: type.name })}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.delete', { ns: 'common' })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => askToDelete(type)}
                aria-label={t('types.delete_label', { name: type.name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, askToDelete],
  );

  return (
    <>
      <ListPage
        title={t('types.title')}
        subtitle={t('types.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('types.add')}
          </Button>
        }
      >
        <DataTable
          tableId={TEMPLATE_TYPES_TABLE}
          label={t('types.title')}
          endpoint={TEMPLATE_TYPES_ENDPOINT}
          columns={columns}
          searchable
          emptyText={t('types.empty')}
          defaultSort={{ key: 'name', order: 'asc' }}
        />
      </ListPage>
      {editing !== null && <TemplateTypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteModal {...deletion.modal} kind="template_type" name={deletion.target?.name ?? ''} />
    </>
  );
}
