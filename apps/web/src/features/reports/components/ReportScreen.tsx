import { routePath, type TEmbeddedReport } from '@freight/contracts';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { EmbeddedReport } from './EmbeddedReport';

interface ReportScreenProps {
  title: string;
  /** The report to show; null shows the empty state with `emptyText`. */
  report: TEmbeddedReport | null;
  emptyText: string;
  /** Shown instead of the empty state, and after a report whose service is not configured. */
  fallback?: ReactNode;
  /** Offers the report builder beside the title. */
  builder?: boolean;
}

/** A page that shows one report full width, or says why there is none (SPEC §2 'Reports: empty state'). */
export function ReportScreen({ title, report, emptyText, fallback, builder = false }: ReportScreenProps) {
  const { t } = useTranslation('reports');
  return (
    <Container fluid py={{ base: 'md', sm: 'lg' }}>
      <PageTitle title={title} />
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {builder && (
          <Button component={Link} to={routePath('reports.builder')} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('build_report')}
          </Button>
        )}
      </Group>
      {report ? (
        <EmbeddedReport key={report.id} report={report} unavailable={fallback} />
      ) : fallback ? (
        fallback
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={560} mx="auto" mt="xl">
          <Stack align="center" ta="center" gap="sm">
            <IconChartBar size={40} stroke={1.5} aria-hidden color="var(--mantine-color-brand-6)" />
            <Title order={2} fz={20}>
              {t('empty.title')}
            </Title>
            <Text c="dimmed">{emptyText}</Text>
            <Button component={Link} to={routePath('home')} variant="light" mt="xs">
              {t('empty.back_home')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
