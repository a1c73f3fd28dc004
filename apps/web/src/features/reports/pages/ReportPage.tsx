import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { useParams } from 'react-router';
import { useEmbeddedReports } from '../api';
import { ReportScreen } from '../components/ReportScreen';

/** `/reports/{id}`: one of the organization's reports, as the Custom reports submenu links it. */
export default function ReportPage() {
  const { t } = useTranslation('reports');
  const id = Number(useParams().id);
  const reports = useEmbeddedReports();
  const user = useSessionUser();
  if (reports.isPending) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  const report = reports.data?.find((candidate) => candidate.id === id) ?? null;
  return (
    <ReportScreen
      title={report?.name ?? t('title')}
      report={report}
      emptyText={t('not_found')}
      builder={user?.permissions.reports === true}
    />
  );
}
