import { routePath } from '@freight/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { CenteredShell } from '../../../layouts/CenteredShell';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredShell headerAction={<LanguageSwitcher />}>
      <Stack gap="md">
        <title>{`${t('errors.not_found_title')} · ${t('app.name')}`}</title>
        <Text c="brand.8" fw={700} tt="uppercase" size="sm">
          {t('errors.not_found_code')}
        </Text>
        <Title order={1} size="h2">
          {t('errors.not_found_title')}
        </Title>
        <Text c="dimmed">{t('errors.not_found_text')}</Text>
        <Button component={Link} to={routePath('home')} fullWidth>
          {t('actions.go_home')}
        </Button>
      </Stack>
    </CenteredShell>
  );
}
