import { hasLevel, routePath, type AnalyticsMeasure, type TSavedReport, type TSavedReportDefinition } from '@freight/contracts';
import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ChartBlock } from '../../../components/ChartBlock/ChartBlock';
import { downloadBlob } from '../../../components/DataTable/http';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { PageTitle } from '../../../layouts/PageTitle';
import { api, ApiError } from '../../../lib/api';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useSessionUser } from '../../../lib/session';
import { useAnalyticsFilterOptions, useDimensionValueLabel } from '../../analytics';
import { savedReportExportPath, useDeleteReport, useReportFigures, useSavedReport } from '../api';
import { DefinitionPanel } from '../components/DefinitionPanel';
import { PivotTable } from '../components/PivotTable';
import { SaveReportDialog } from '../components/SaveReportDialog';
import { NEW_REPORT_DEFINITION, pivotOf } from '../definition';
import { chartValue } from '../labels';

/** `/reports/builder` composes a new report; `/reports/saved/{id}` opens a saved one to read or change. */
export default function ReportBuilderPage() {
  const { t } = useTranslation('reportBuilder');
  const route = useCurrentRouteName();
  const params = useParams();
  const id = route === 'reports.saved' ? Number(params.id) : null;
  const saved = useSavedReport(id);
  if (id !== null && saved.isPending) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  if (id !== null && !saved.data) {
    return (
      <Container size="sm" py="xl">
        <PageTitle title={t('title')} />
        <Alert color="gray">{t('not_found')}</Alert>
      </Container>
    );
  }
  return <Builder key={saved.data?.id ?? 'new'} report={saved.data ?? null} />;
}

function Builder({ report }: { report: TSavedReport | null }) {
  const { t } = useTranslation(['reportBuilder', 'analytics']);
  const navigate = useNavigate();
  const user = useSessionUser();
  const [definition, setDefinition] = useState<TSavedReportDefinition>(report?.definition ?? NEW_REPORT_DEFINITION);
  const [saving, setSaving] = useState<'edit' | 'new' | null>(null);
  const options = useAnalyticsFilterOptions();
  const figures = useReportFigures(definition);
  const deletion = useDeleteWithNotice(useDeleteReport(), {
    variables: (deleted: TSavedReport) => deleted.id,
    deleted: (deleted) => t('reportBuilder:deleted', { name: deleted.name }),
    onDeleted: () => void navigate(routePath('reports.builder')),
  });
  const label = useDimensionValueLabel(options.data, definition.interval);
  const changed = report !== null && JSON.stringify(report.definition) !== JSON.stringify(definition);
  const exporter = useMutation({
    mutationFn: async (reportId: number) => {
      const file = await api.file(savedReportExportPath(reportId));
      downloadBlob(file.blob, file.filename ?? `report_${reportId}.xlsx`);
    },
  });

  const result = definition.measures.length > 0 ? figures.data : undefined;
  // The figures on screen may still be the last ones while the next load: they are laid out by what they answer.
  const rows = result?.dimensions[0] ?? null;
  const columns = result?.dimensions[1] ?? null;
  const measures = (result?.measures ?? []) as AnalyticsMeasure[];
  const pivot = result ? pivotOf(result, { rows, columns }) : null;
  // The chart draws the first figure, whose scale all its bars share; the table shows every figure.
  const firstMeasure = measures[0];
  const chartSeries =
    pivot && firstMeasure
      ? columns
        ? pivot.columnKeys.map((columnKey) => ({
            label: label(columns, columnKey),
            values: pivot.rowKeys.map((rowKey) => chartValue(firstMeasure, pivot.value(rowKey, columnKey, firstMeasure))),
          }))
        : [
            {
              label: t(`analytics:measures.${firstMeasure}`),
              values: pivot.rowKeys.map((rowKey) => chartValue(firstMeasure, pivot.value(rowKey, '', firstMeasure))),
            },
          ]
      : [];
  const problem =
    figures.error instanceof ApiError && figures.error.status === 422
      ? (Object.values(figures.error.fieldErrors).flat()[0] ?? figures.error.serverMessage)
      : figures.error
        ? t('reportBuilder:failed')
        : null;
  const title = report?.name ?? t('reportBuilder:new_title');

  const onSaved = (saved: TSavedReport) => {
    setSaving(null);
    if (saved.id !== report?.id) void navigate(routePath('reports.saved', { id: saved.id }));
  };
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text c="dimmed" size="sm">
              {report ? (report.shared ? t('reportBuilder:shared_note') : t('reportBuilder:own_note')) : t('reportBuilder:subtitle')}
            </Text>
          </Stack>
          <Group gap="xs">
            {report?.editable && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => deletion.ask(report)}>
                {t('reportBuilder:delete')}
              </Button>
            )}
            {report && !changed && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={exporter.isPending}
                onClick={() => exporter.mutate(report.id)}
              >
                {t('reportBuilder:export')}
              </Button>
            )}
            {report && (
              <Button variant="default" onClick={() => setSaving('new')}>
                {t('reportBuilder:save_as_new')}
              </Button>
            )}
            {(!report || report.editable) && (
              <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => setSaving(report ? 'edit' : 'new')}>
                {report ? t('reportBuilder:save_changes') : t('reportBuilder:save')}
              </Button>
            )}
          </Group>
        </Group>
        <Card withBorder radius="md" p="md">
          <DefinitionPanel definition={definition} onChange={setDefinition} options={options.data} />
        </Card>
        {definition.measures.length === 0 ? (
          <Alert color="gray">{t('reportBuilder:choose_measure')}</Alert>
        ) : problem ? (
          <Alert color="red">{problem}</Alert>
        ) : !pivot ? (
          <Center mih={200}>
            <Loader />
          </Center>
        ) : pivot.rowKeys.length === 0 ? (
          <Alert color="gray">{t('analytics:no_data')}</Alert>
        ) : (
          <>
            <Card withBorder radius="md" p="md">
              <ChartBlock
                kind={definition.chart}
                labels={pivot.rowKeys.map((rowKey) => label(rows, rowKey))}
                series={chartSeries}
                label={title}
                height={320}
              />
            </Card>
            <Card withBorder radius="md" p={0}>
              <PivotTable pivot={pivot} rows={rows} columns={columns} measures={measures} label={label} />
            </Card>
          </>
        )}
      </Stack>
      {saving && (
        <SaveReportDialog
          report={saving === 'edit' ? report : null}
          definition={definition}
          mayShare={user ? hasLevel(user.level, 'organization-admin') : false}
          onClose={() => setSaving(null)}
          onSaved={onSaved}
        />
      )}
      <DeleteModal {...deletion.modal} kind="saved_report" name={deletion.target?.name ?? ''} />
    </Container>
  );
}
