import { IMPORT_RULE_KINDS, type TImportRule } from '@freight/contracts';
import type { DeleteKind } from '@freight/domain';
import { ActionIcon, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { useDeleteImportRule, useImportRules } from '../api';
import type { RuleSite } from '../rule-sites';
import { useRuleText } from '../rule-text';
import { RecalculateButton } from './RecalculateButton';
import { RuleDialog } from './RuleDialog';

type KindFilter = 'all' | TImportRule['kind'];

const KIND_COLORS: Record<TImportRule['kind'], string> = { site: 'blue', direction: 'grape', sharing: 'teal' };

/** Each kind of rule has its own removal wording in the delete dialog (SPEC §4). */
const DELETE_KIND: Record<TImportRule['kind'], DeleteKind> = {
  site: 'site_mapping_rule',
  direction: 'shipment_direction_mapping_rule',
  sharing: 'consignment_sharing_rule',
};

/** The organization's import rules, by kind, with adding, editing, removing and re-applying. */
export function RulesSection({ sites }: { sites: readonly RuleSite[] }) {
  const { t } = useTranslation('imports');
  const rules = useImportRules();
  const text = useRuleText(sites);
  const [kind, setKind] = useState<KindFilter>('all');
  // null: closed; 'new': adding; a rule: editing it.
  const [editing, setEditing] = useState<TImportRule | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteImportRule(), {
    variables: (rule: TImportRule) => rule.id,
    deleted: () => t('rules.deleted'),
  });
  const askToDelete = deletion.ask;

  const all = useMemo(() => rules.data ?? [], [rules.data]);
  const shown = useMemo(() => (kind === 'all' ? all : all.filter((rule) => rule.kind === kind)), [all, kind]);
  const count = (filter: KindFilter) => (filter === 'all' ? all.length : all.filter((rule) => rule.kind === filter).length);

  const columns = useMemo<DataTableColumn<TImportRule>[]>(
    () => [
      {
        key: 'kind',
        title: t('rules.columns.kind'),
        width: 120,
        sortable: true,
        value: (rule) => t(`rules.kinds.${rule.kind}`),
        cell: (rule) => (
          // The darkest shade keeps the small text readable on the tinted badge.
          <Badge variant="light" color={KIND_COLORS[rule.kind]} radius="sm">
            {t(`rules.kinds.${rule.kind}`)}
          </Badge>
        ),
      },
      { key: 'condition', title: t('rules.columns.condition'), width: 320, sortable: true, value: text.condition },
      { key: 'outcome', title: t('rules.columns.outcome'), width: 220, sortable: true, value: text.outcome },
      { key: 'priority', title: t('rules.columns.priority'), width: 90, sortable: true, align: 'right' },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 90,
        exportable: false,
        cell: (rule) => (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => setEditing(rule)}
              aria-label={t('rules.edit_label', { name: text.condition(rule) })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => askToDelete(rule)}
              aria-label={t('rules.delete_label', { name: text.condition(rule) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
    ],
    [t, text, askToDelete],
  );

  const filters: KindFilter[] = ['all', ...IMPORT_RULE_KINDS];
  // Four kinds side by side do not fit a phone's width.
  const kindsOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="import-rules-title">
      <Stack gap="md">
        <Stack gap={4} maw={760}>
          <Title order={2} size="h4" id="import-rules-title">
            {t('rules.section_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rules.section_text')}
          </Text>
        </Stack>

        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6} w={kindsOrientation === 'vertical' ? '100%' : undefined}>
            <SegmentedControl
              orientation={kindsOrientation}
              fullWidth={kindsOrientation === 'vertical'}
              value={kind}
              onChange={(value) => setKind(value as KindFilter)}
              aria-label={t('rules.kinds_label')}
              data={filters.map((filter) => ({
                value: filter,
                label: `${filter === 'all' ? t('rules.all') : t(`rules.kinds.${filter}`)} (${count(filter)})`,
              }))}
            />
            {kind !== 'all' && (
              <Text size="sm" c="dimmed">
                {t(`rules.kind_hints.${kind}`)}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <RecalculateButton />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
              {t('rules.add')}
            </Button>
          </Group>
        </Group>

        <DataTable
          tableId="import_rules"
          label={t('rules.section_title')}
          columns={columns}
          rows={shown}
          emptyText={rules.isPending ? t('rules.loading') : kind === 'all' ? t('rules.empty') : t('rules.empty_kind')}
          defaultSort={{ key: 'priority', order: 'asc' }}
        />
      </Stack>

      {editing !== null && (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          defaultKind={kind === 'all' ? 'site' : kind}
          sites={sites}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteModal
        {...deletion.modal}
        kind={deletion.target ? DELETE_KIND[deletion.target.kind] : 'site_mapping_rule'}
        name={deletion.target ? text.condition(deletion.target) : ''}
      />
    </Card>
  );
}
