import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { signInPath } from '../lib/navigation';
import { CenteredShell } from './CenteredShell';

/** Shown instead of a signed-in page when `route-lock` kept the visitor from being redirected. */
export function SignInRequired({ wanted }: { wanted: string }) {
  const { t } = useTranslation();
  return (
    <CenteredShell headerAction={<LanguageSwitcher />}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('errors.sign_in_required_title')}
        </Title>
        <Text c="dimmed">{t('errors.sign_in_required_text')}</Text>
        <Button component={Link} to={signInPath(wanted)} fullWidth>
          {t('actions.sign_in')}
        </Button>
      </Stack>
    </CenteredShell>
  );
}
