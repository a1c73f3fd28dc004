import type { TEmbeddedReport } from '@freight/contracts';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportEmbed } from '../api';
import { MetabaseReport } from './MetabaseReport';
import { PowerBiReport } from './PowerBiReport';

/**
 * One report as the server signed it: Power BI or Metabase, or why it cannot be shown, followed
 * by `unavailable` (built-in analytics remain when the reporting service is not configured).
 */
export function EmbeddedReport({ report, unavailable }: { report: TEmbeddedReport; unavailable?: ReactNode }) {
  const { t } = useTranslation('reports');
  const embed = useReportEmbed(report.id);
  const title = t('frame_title', { name: report.name });

  if (embed.isPending) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  if (embed.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void embed.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const shown = embed.data;
  if (shown.kind === 'not_configured') {
    return (
      <Stack gap="md">
        <Alert color="gray" title={t('not_configured.title')} icon={<IconPlugConnectedX size={18} aria-hidden />}>
          {t(`not_configured.${shown.source}`)}
        </Alert>
        {unavailable}
      </Stack>
    );
  }
  if (shown.kind === 'metabase') {
    return (
      <MetabaseReport key={shown.url} url={shown.url} expiresAt={shown.expires_at} title={title} onRenew={() => void embed.refetch()} />
    );
  }
  return <PowerBiReport key={report.id} embed={shown} title={title} />;
}
