import { isAnalyticsReport, type TEmbeddedReport } from '@freight/contracts';
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { RecordSection } from '../../../layouts/RecordPage';
import { useDeleteReport, useOrganizationReports } from '../api';
import { ReportDialog } from './ReportDialog';

type Editing = { report: TEmbeddedReport | null } | null;

/** An organization's embedded reports, which its admins and god users add, change and remove. */
export function OrganizationReports({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('reports');
  const reports = useOrganizationReports(organizationId);
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteWithNotice(useDeleteReport(), {
    variables: (report: TEmbeddedReport) => report.id,
    deleted: () => t('admin.deleted'),
  });

  return (
    <RecordSection
      id="organization-reports"
      title={t('admin.title')}
      actions={
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ report: null })}>
          {t('admin.add')}
        </Button>
      }
    >
      {reports.data?.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
      {reports.data && reports.data.length > 0 && (
        <Table verticalSpacing={6} aria-label={t('admin.title')}>
          <Table.Tbody>
            {reports.data.map((report) => (
              <Table.Tr key={report.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text fw={500}>{report.name}</Text>
                    {report.is_default === 1 && <Badge variant="light">{t('admin.default_badge')}</Badge>}
                    {isAnalyticsReport(report) && (
                      <Badge variant="light" color="grape">
                        {t('admin.analytics_badge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td c="dimmed">{t(`sources.${report.source}`)}</Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('admin.edit')}>
                      <ActionIcon variant="subtle" aria-label={`${t('admin.edit')} ${report.name}`} onClick={() => setEditing({ report })}>
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('admin.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('admin.delete')} ${report.name}`}
                        onClick={() => deletion.ask(report)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <ReportDialog organizationId={organizationId} report={editing.report} onClose={() => setEditing(null)} />}
      <DeleteModal {...deletion.modal} kind="report" name={deletion.target?.name ?? ''} />
    </RecordSection>
  );
}
