import { Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../layouts/PageTitle';
import { isInvalidLink } from '../api';

export interface TrackingStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Loading, or why a shared shipment cannot be shown; nothing when it can. */
export function TrackingState({ isPending, error, onRetry }: TrackingStateProps) {
  const { t } = useTranslation('shipment');
  if (isPending) {
    return (
      <Center py={96}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const invalid = isInvalidLink(error);
  return (
    <Container size="xs" py={64}>
      <PageTitle title={invalid ? t('tracking.invalid_title') : t('tracking.failed_title')} />
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack align="center" gap="sm" ta="center">
          <IconLinkOff size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Title order={1} size="h3">
            {invalid ? t('tracking.invalid_title') : t('tracking.failed_title')}
          </Title>
          <Text c="dimmed">{invalid ? t('tracking.invalid_text') : t('tracking.failed_text')}</Text>
          {!invalid && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
        </Stack>
      </Card>
    </Container>
  );
}
