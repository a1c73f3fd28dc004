import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { useEmbeddedReports } from '../api';
import { ReportScreen } from '../components/ReportScreen';

/** `/reports`: the organization's default report. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const reports = useEmbeddedReports();
  const user = useSessionUser();
  if (reports.isPending) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  const report = reports.data?.find((candidate) => candidate.is_default === 1) ?? null;
  return (
    <ReportScreen title={t('default_title')} report={report} emptyText={t('empty.default')} builder={user?.permissions.reports === true} />
  );
}
