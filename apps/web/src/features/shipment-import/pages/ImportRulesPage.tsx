import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { useRuleSites } from '../api';
import { ApiKeysSection } from '../components/ApiKeysSection';
import { RulesSection } from '../components/RulesSection';

const NO_SITES: never[] = [];

/** `/settings/import-rules`: how imported shipments are placed, and the keys integrations use. */
export default function ImportRulesPage() {
  const { t } = useTranslation('imports');
  const sites = useRuleSites(useSessionUser());

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('rules.title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('rules.title')}
          </Title>
          <Text c="dimmed">{t('rules.subtitle')}</Text>
        </Stack>
        <RulesSection sites={sites.data ?? NO_SITES} />
        <ApiKeysSection />
      </Stack>
    </Container>
  );
}
