import { isAnalyticsReport } from '@freight/contracts';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BuiltInAnalytics } from '../../analytics';
import { useEmbeddedReports } from '../api';
import { ReportScreen } from '../components/ReportScreen';

/**
 * `/analytics`: the organization's report named 'analytics' (SPEC §6), or else the built-in
 * dashboards, which also remain below an embedded report whose service is not configured.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('reports');
  const reports = useEmbeddedReports();
  if (reports.isPending) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  const report = reports.data?.find(isAnalyticsReport) ?? null;
  return <ReportScreen title={t('analytics_title')} report={report} emptyText={t('empty.analytics')} fallback={<BuiltInAnalytics />} />;
}
