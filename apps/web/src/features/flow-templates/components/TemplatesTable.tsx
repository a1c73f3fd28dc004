import type { FlowKind, TFlowTemplate } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { ActionIcon, Anchor, Group, Select, Text } from '@mantine/core';
import { IconExternalLink, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { TEMPLATES_ENDPOINT, templatesTableId, useDeleteFlowTemplate } from '../api';
import { routeText } from '../route-text';
import { templateFormPath, templatePagePath } from '../template-paths';
import { useTemplateTypes } from '../template-types-api';
import { RenameTemplateDialog } from './RenameTemplateDialog';

/** The saved templates of one kind: open one in its form, rename it, or remove it. */
export function TemplatesTable({ kind }: { kind: FlowKind }) {
  const { t } = useTranslation('templates');
  const [renaming, setRenaming] = useState<TFlowTemplate | null>(null);
  const deletion = useDeleteWithNotice(useDeleteFlowTemplate(), {
    variables: (template: TFlowTemplate) => template.id,
    deleted: (template) => t('list.deleted', { name: template.name }),
    failed: t('errors.delete_failed'),
  });
  const askToDelete = deletion.ask;
  const types = useTemplateTypes();
  const [typeId, setTypeId] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<TFlowTemplate>[]>(
    () => [
      {
        key: 'name',
        title: t('columns.name'),
        width: 240,
        sortable: true,
        pin: true,
        cell: (template) => (
          <Group gap={6} wrap="nowrap">
            <Anchor component={Link} to={templatePagePath(kind, template.id)} fw={600} size="sm" truncate="end">
              {template.name}
            </Anchor>
            {template.locked_fields.length > 0 && (
              <Tooltip label={t('list.locked_count', { count: template.locked_fields.length })} withArrow>
                <IconLock
                  size={14}
                  aria-label={t('list.locked_count', { count: template.locked_fields.length })}
                  color="var(--mantine-color-gray-6)"
                />
              </Tooltip>
            )}
          </Group>
        ),
      },
      { key: 'route', title: t('columns.route'), width: 260, value: (template) => routeText(template.route) },
      {
        key: 'type_name',
        title: t('types.type'),
        width: 190,
        sortable: true,
        value: (template) => template.type_name ?? t('types.no_type'),
        cell: (template) =>
          template.type_name ?? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('types.no_type')}
            </Text>
          ),
      },
      {
        key: 'site_name',
        title: t('columns.site'),
        width: 170,
        sortable: true,
        value: (template) => template.site_name ?? t('every_site'),
        cell: (template) =>
          template.site_name ?? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('every_site')}
            </Text>
          ),
      },
      { key: 'updated_at', title: t('columns.updated'), width: 120, sortable: true, value: (template) => formatDate(template.updated_at) },
      {
        key: 'created_by_name',
        title: t('columns.created_by'),
        width: 170,
        sortable: true,
        value: (template) => template.created_by?.name ?? null,
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 130,
        exportable: false,
        cell: (template) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('actions.open')} withArrow>
              <ActionIcon
                variant="subtle"
                component={Link}
                to={templateFormPath(kind, template.id)}
                aria-label={t('list.open_label', { name: template.name })}
              >
                <IconExternalLink size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.rename')} withArrow>
              <ActionIcon
                variant="subtle"
                onClick={() => setRenaming(template)}
                aria-label={t('list.rename_label', { name: template.name })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('actions.delete', { ns: 'common' })} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => askToDelete(template)}
                aria-label={t('list.delete_label', { name: template.name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, kind, askToDelete],
  );

  return (
    <>
      <DataTable
        tableId={templatesTableId(kind)}
        label={t(`titles.${kind}_templates`)}
        endpoint={TEMPLATES_ENDPOINT}
        filters={{ kind, type_id: typeId ?? '' }}
        columns={columns}
        searchable
        toolbar={
          <Select
            aria-label={t('types.filter')}
            placeholder={t('types.all_types')}
            data={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
            value={typeId}
            onChange={setTypeId}
            clearable
            searchable
            w={220}
          />
        }
        emptyText={t('list.empty')}
        defaultSort={{ key: 'updated_at', order: 'desc' }}
      />
      <RenameTemplateDialog template={renaming} onClose={() => setRenaming(null)} />
      <DeleteModal {...deletion.modal} kind="template" name={deletion.target?.name ?? ''} />
    </>
  );
}
