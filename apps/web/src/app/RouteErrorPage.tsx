import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredShell } from '../layouts/CenteredShell';

/**
 * What a visitor sees when a page fails to load or to render, instead of a blank screen.
 * Kept light and in the first download, since it also covers pages whose code never arrived.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <CenteredShell>
      <Stack gap="md" role="alert">
        <title>{`${t('errors.unexpected_title')} · ${t('app.name')}`}</title>
        <Title order={1} size="h2">
          {t('errors.unexpected_title')}
        </Title>
        <Text c="dimmed">{t('errors.unexpected_text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </CenteredShell>
  );
}
