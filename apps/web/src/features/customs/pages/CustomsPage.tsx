import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../layouts/PageTitle';
import { DECLARATIONS_TABLE_ID } from '../api';
import { DeclarationsList } from '../components/DeclarationsList';

/** `/customs`: the declarations of the sites acted as, and those the reader works as agent. */
export default function CustomsPage() {
  const { t } = useTranslation('customs');
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('subtitle')}
          </Text>
        </Stack>
        <DeclarationsList tableId={DECLARATIONS_TABLE_ID} label={t('title')} />
      </Stack>
    </Container>
  );
}
