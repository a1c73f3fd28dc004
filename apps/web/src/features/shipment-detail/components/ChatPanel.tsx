import { CHAT_MESSAGE_MAX } from '@freight/contracts';
import { Alert, Badge, Box, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../shared-tracking';
import { withNewlyUnread, sendsMessage } from '../chat';
import { useMarkChatRead, usePostChatMessage, useShipmentChat } from '../chat-api';
import { Panel } from './Panel';

/** The shipment's conversation between the staff of its sites and its agents (SPEC §2 transport chat). */
export function ChatPanel({ uuid }: { uuid: string }) {
  const { t } = useTranslation('shipment');
  const chat = useShipmentChat(uuid);
  const post = usePostChatMessage(uuid);
  const markRead = useMarkChatRead(uuid);
  const [draft, setDraft] = useState('');
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const list = useRef<HTMLOListElement>(null);

  const messages = chat.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  // Each answer from the server adds its unread messages to those marked new, while rendering.
  const [markedFrom, setMarkedFrom] = useState(chat.data);
  if (chat.data !== markedFrom) {
    setMarkedFrom(chat.data);
    if (chat.data) setMarked(withNewlyUnread(marked, chat.data.messages));
  }

  const { mutate: readAll } = markRead;
  const hasUnread = (chat.data?.unread ?? 0) > 0;
  useEffect(() => {
    if (hasUnread) readAll();
  }, [chat.data, hasUnread, readAll]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lastId]);

  const fieldError = post.error instanceof ApiError ? post.error.fieldErrors.body?.[0] : undefined;
  const send = () => {
    if (post.isPending) return;
    post.mutate({ body: draft }, { onSuccess: () => setDraft('') });
  };
  const newCount = marked.size;

  return (
    <Panel
      title={t('chat.title')}
      testId="chat-panel"
      actions={
        newCount > 0 ? (
          <Badge color="orange" variant="filled" data-testid="chat-new-count">
            {t('chat.new_count', { count: newCount })}
          </Badge>
        ) : null
      }
    >
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('chat.hint')}
        </Text>
        {chat.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : chat.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text size="sm">{t('chat.load_failed')}</Text>
              <Button size="xs" variant="light" onClick={() => void chat.refetch()}>
                {t('chat.retry')}
              </Button>
            </Group>
          </Alert>
        ) : messages.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('chat.empty')}
          </Text>
        ) : (
          <Box
            ref={list}
            component="ol"
            aria-label={t('chat.list_label')}
            style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 360, overflowY: 'auto' }}
          >
            {messages.map((message) => {
              const isNew = marked.has(message.id);
              return (
                <Box
                  key={message.id}
                  component="li"
                  data-testid="chat-message"
                  data-new={isNew || undefined}
                  mb="xs"
                  style={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}
                >
                  <Box
                    p="sm"
                    maw="85%"
                    style={{
                      borderRadius: 'var(--mantine-radius-md)',
                      background: message.mine ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)',
                      border: `1px solid ${isNew ? 'var(--mantine-color-orange-7)' : 'var(--mantine-color-gray-3)'}`,
                      minWidth: 0,
                    }}
                  >
                    <Group gap="xs" mb={4} wrap="wrap">
                      <Text size="sm" fw={600}>
                        {message.mine ? t('chat.you') : (message.author?.name ?? t('chat.former_user'))}
                      </Text>
                      <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
                        {formatDateTime(message.created_at)}
                      </Text>
                      {isNew && (
                        <Badge size="xs" color="orange" variant="filled">
                          {t('chat.new')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {message.body}
                    </Text>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap={6}>
            <Textarea
              label={t('chat.message')}
              placeholder={t('chat.placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (sendsMessage(event)) {
                  event.preventDefault();
                  send();
                }
              }}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={CHAT_MESSAGE_MAX}
              error={fieldError}
            />
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {t('chat.send_hint')}
              </Text>
              <Button type="submit" size="sm" leftSection={<IconSend size={14} aria-hidden />} loading={post.isPending}>
                {t('chat.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Panel>
  );
}
