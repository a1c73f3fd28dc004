import type { TFreightInvoiceImportResult, TInvoiceRule } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { ActionIcon, Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconBell, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { actionsColumn, StatusBadge, type BadgeLook } from '../../../components/DataTable/columns';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { WorkbookImport } from '../../../components/WorkbookImport';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { INVOICE_TEMPLATE_PATH, useDeleteInvoiceRule, useInvoiceRules, useInvoiceUpload, useReorderInvoiceRules } from '../api';
import { InvoiceRuleDialog } from '../components/InvoiceRuleDialog';

export const ACTION_COLORS = { approve: 'green', hold: 'yellow', dispute: 'red' } as const;

/** `/settings/invoice-actions`: the ordered rules that approve, hold or dispute carriers' freight invoices. */
export default function InvoiceActionsPage() {
  const { t } = useTranslation('invoiceActions');
  const rules = useInvoiceRules();
  const reorder = useReorderInvoiceRules();
  const upload = useInvoiceUpload();
  const [editing, setEditing] = useState<TInvoiceRule | 'new' | null>(null);
  const deletion = useDeleteWithNotice(useDeleteInvoiceRule(), {
    variables: (rule: TInvoiceRule) => rule.id,
    deleted: (rule) => t('rules.deleted', { name: rule.name }),
    failed: t('rules.delete_failed'),
  });
  const askToDelete = deletion.ask;
  const list = useMemo(() => rules.data ?? [], [rules.data]);

  const columns = useMemo<DataTableColumn<TInvoiceRule>[]>(() => {
    const move = (rule: TInvoiceRule, by: -1 | 1) => {
      const ids = list.map((candidate) => candidate.id);
      const from = ids.indexOf(rule.id);
      ids.splice(from, 1);
      ids.splice(from + by, 0, rule.id);
      reorder.mutate(ids, {
        onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('rules.reorder_failed') }),
      });
    };
    const conditions = (rule: TInvoiceRule) =>
      [
        rule.carrier_name ?? t('rules.any_carrier'),
        rule.surcharge_type ? t('rules.charges', { type: t(`surcharges.${rule.surcharge_type}`) }) : null,
        rule.deviation_percent_above !== null ? t('rules.over_percent', { percent: formatNumber(rule.deviation_percent_above) }) : null,
        rule.deviation_amount_above !== null ? t('rules.over_amount', { amount: formatNumber(rule.deviation_amount_above) }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    const look = (rule: TInvoiceRule): BadgeLook => ({ label: t(`actions.${rule.action}`), color: ACTION_COLORS[rule.action] });
    return [
      {
        key: 'position',
        title: t('rules.columns.order'),
        width: 120,
        value: (rule) => rule.position,
        cell: (rule) => (
          <Group gap={2} wrap="nowrap">
            <Text size="sm" w={24} ta="right" fw={600}>
              {rule.position}
            </Text>
            <ActionIcon
              variant="subtle"
              disabled={rule.position === 1 || reorder.isPending}
              onClick={() => move(rule, -1)}
              aria-label={t('rules.move_up', { name: rule.name })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={rule.position === list.length || reorder.isPending}
              onClick={() => move(rule, 1)}
              aria-label={t('rules.move_down', { name: rule.name })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ),
      },
      { key: 'name', title: t('rules.columns.name'), width: 260, value: (rule) => rule.name },
      {
        key: 'conditions',
        title: t('rules.columns.conditions'),
        width: 340,
        value: conditions,
        cell: (rule) => (
          <Text size="sm" lineClamp={2}>
            {conditions(rule)}
          </Text>
        ),
      },
      {
        key: 'action',
        title: t('rules.columns.action'),
        width: 170,
        value: (rule) => look(rule).label,
        cell: (rule) => (
          <Group gap={6} wrap="nowrap">
            <StatusBadge {...look(rule)} />
            {rule.notify_site_users && (
              <Tooltip label={t('rules.notifies')} withArrow>
                <IconBell size={16} aria-label={t('rules.notifies')} />
              </Tooltip>
            )}
          </Group>
        ),
      },
      actionsColumn<TInvoiceRule>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (rule) => t('rules.edit_label', { name: rule.name }), onClick: setEditing },
        remove: { label: (rule) => t('rules.delete_label', { name: rule.name }), onClick: askToDelete },
      }),
    ];
  }, [t, list, reorder, askToDelete]);

  return (
    <>
      <ListPage
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            <WorkbookImport<TFreightInvoiceImportResult>
              size="sm"
              templatePath={INVOICE_TEMPLATE_PATH}
              templateFileName={t('upload.template_file')}
              upload={upload}
              columnLabel={(column) => t(`upload.columns.${column}`, { defaultValue: column })}
              importedMessage={(answer) =>
                t('upload.imported', {
                  count: answer.invoices.filter((invoice) => invoice.created).length,
                  held: answer.invoices.flatMap((invoice) => invoice.shipments).filter((shipment) => shipment.status === 'on_hold').length,
                })
              }
              importLabel={t('upload.button')}
            />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
              {t('rules.add')}
            </Button>
          </>
        }
        aside={
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('fallback')}
          </Alert>
        }
      >
        <DataTable
          tableId="invoice_rules"
          label={t('title')}
          rows={list}
          columns={columns}
          searchable={false}
          emptyText={rules.isPending ? t('rules.loading') : t('rules.empty')}
        />
      </ListPage>
      {editing !== null && <InvoiceRuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteModal {...deletion.modal} kind="invoice_rule" name={deletion.target?.name ?? ''} />
    </>
  );
}
