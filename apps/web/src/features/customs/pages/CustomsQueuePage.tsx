import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../layouts/PageTitle';
import { QUEUE_TABLE_ID } from '../api';
import { DeclarationsList } from '../components/DeclarationsList';

/** `/customs-declarations`: the customs agent's work queue across the organizations it serves. */
export default function CustomsQueuePage() {
  const { t } = useTranslation('customs');
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('queue_title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('queue_title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('queue_subtitle')}
          </Text>
        </Stack>
        <DeclarationsList tableId={QUEUE_TABLE_ID} label={t('queue_title')} role="agent" />
      </Stack>
    </Container>
  );
}
