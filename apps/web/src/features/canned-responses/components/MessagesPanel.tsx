import { formatDate, formatTime } from '@freight/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconPaperclip, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useConsignmentMessages, useRetryConsignmentMessage } from '../api';
import { MessageStatus } from './MessageStatus';

const when = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

/** The e-mails sent from a shipment, newest first: who sent what to whom, and a failed one to send again. */
export function MessagesPanel({ uuid }: { uuid: string }) {
  const { t } = useTranslation('cannedResponses');
  const messages = useConsignmentMessages(uuid);
  const retry = useRetryConsignmentMessage(uuid);
  const [shown, setShown] = useState<number | null>(null);
  if (!messages.data) return null;
  if (messages.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('messages.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('messages.title')}>
      {messages.data.map((message) => (
        <li key={message.id}>
          <Stack gap={4}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <IconMail size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="sm" fw={600} lang={message.locale} style={{ overflowWrap: 'anywhere' }}>
                  {message.subject}
                </Text>
              </Group>
              <MessageStatus status={message.status} />
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('messages.from_to', { from: message.sent_by ?? '—', to: message.to })}
              {message.canned_response_name ? ` · ${t('messages.with_response', { name: message.canned_response_name })}` : ''} ·{' '}
              {when(message.sent_at ?? message.created_at)}
              {message.attachments.length > 0 && (
                <>
                  {' · '}
                  <IconPaperclip size={12} aria-hidden /> {t('messages.attachments', { count: message.attachments.length })}
                </>
              )}
            </Text>
            {message.status === 'failed' && (
              <Alert color="red" variant="light" p="xs">
                <Group justify="space-between" gap="xs">
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {message.error}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    loading={retry.isPending && retry.variables === message.id}
                    onClick={() =>
                      retry.mutate(message.id, {
                        onSuccess: ({ data }) => {
                          if (data.status !== 'failed') notifications.show({ color: 'green', message: t('messages.retried') });
                        },
                        // Another click or another person sent it meanwhile; the server says so, and the list shows where it is.
                        onError: (error) => {
                          if (error instanceof ApiError && error.status === 422)
                            notifications.show({ color: 'orange', message: error.serverMessage });
                        },
                      })
                    }
                  >
                    {t('messages.retry')}
                  </Button>
                </Group>
              </Alert>
            )}
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => setShown(shown === message.id ? null : message.id)}
              w="fit-content"
            >
              {shown === message.id ? t('messages.hide') : t('messages.show')}
            </Anchor>
            {shown === message.id && (
              <Text
                size="sm"
                lang={message.locale}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                bg="var(--mantine-color-gray-0)"
                p="xs"
              >
                {message.body}
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
