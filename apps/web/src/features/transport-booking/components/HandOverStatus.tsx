import { isAllowed, type THandOver } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useHandOver, useRetryHandOver } from '../api';

const COLOR: Record<THandOver['status'], string> = { pending: 'yellow', sent: 'green', failed: 'red' };

const when = (value: string | null) => (value ? `${formatDate(value)} ${formatTime(value)}` : '-');

/**
 * Where a booking stands with its carrier: waiting, sent or failed, with the last error and the
 * next automatic try. Site administrators and above can try again at once.
 */
export function HandOverStatus({ uuid, initial }: { uuid: string; initial?: THandOver }) {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const query = useHandOver(uuid, initial);
  const retry = useRetryHandOver(uuid);
  const handOver = query.data;

  if (!handOver) {
    return query.isPending ? (
      <Skeleton height={48} radius="md" />
    ) : (
      <Text size="sm" c="dimmed">
        {t('hand_over.unavailable')}
      </Text>
    );
  }
  const canRetry = handOver.status !== 'sent' && isAllowed('siteAdmin', user);
  const refusal = refusalMessage(retry.error);
  const fieldRefusal = retry.error instanceof ApiError ? Object.values(retry.error.fieldErrors)[0]?.[0] : undefined;

  return (
    <Stack gap="xs" data-testid="hand-over" data-status={handOver.status}>
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Badge color={COLOR[handOver.status]} variant="light">
            {t(`hand_over.status.${handOver.status}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('hand_over.destination', { destination: handOver.destination })}
          </Text>
        </Group>
        {canRetry && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {t('hand_over.retry')}
          </Button>
        )}
      </Group>
      <Text size="sm">
        {handOver.status === 'sent'
          ? t('hand_over.sent_at', { when: when(handOver.sent_at) })
          : handOver.next_attempt_at
            ? t('hand_over.next_try', { when: when(handOver.next_attempt_at), attempts: handOver.attempts })
            : t('hand_over.no_more_tries', { attempts: handOver.attempts })}
      </Text>
      {handOver.status !== 'sent' && handOver.last_error && (
        <Text size="sm" c="red.9">
          {t('hand_over.last_error', { error: handOver.last_error })}
        </Text>
      )}
      {(refusal ?? fieldRefusal) && (
        <Alert color="red" variant="light" role="alert">
          {refusal ?? fieldRefusal}
        </Alert>
      )}
    </Stack>
  );
}
