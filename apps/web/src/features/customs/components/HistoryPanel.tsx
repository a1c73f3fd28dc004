import type { TCustomsDeclaration, TCustomsEvent } from '@freight/contracts';
import { Button, Card, Group, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { IconArrowRight, IconFile, IconMessage, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared-tracking';
import { declarationCalls, useDeclarationChange } from '../api';

const ICONS = {
  created: IconPlus,
  status: IconArrowRight,
  amended: IconPencil,
  comment: IconMessage,
  document_added: IconFile,
  document_removed: IconFile,
};

/** Every status change, version, document and comment, oldest first, and a comment to the other party. */
export function HistoryPanel({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  const comment = useDeclarationChange(declaration.id, declarationCalls(declaration.id).comment);
  const [text, setText] = useState('');
  const line = (event: TCustomsEvent) => {
    const user = event.user?.name ?? t('history.someone');
    switch (event.kind) {
      case 'status':
        return t('history.status', {
          user,
          from: event.from_status ? t(`status.${event.from_status}`) : '',
          to: event.to_status ? t(`status.${event.to_status}`) : '',
        });
      case 'amended':
        return t('history.amended', { user, version: event.version });
      case 'document_added':
      case 'document_removed':
        return t(`history.${event.kind}`, { user, name: event.body });
      default:
        return t(`history.${event.kind}`, { user });
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('history.title')}>
      <Title order={2} size="h4" mb="md">
        {t('history.title')}
      </Title>
      <Timeline bulletSize={24} lineWidth={2} active={declaration.events.length}>
        {declaration.events.map((event) => {
          const Icon = ICONS[event.kind];
          const detail = event.kind === 'comment' || (event.kind === 'status' && event.body) ? event.body : null;
          return (
            <Timeline.Item
              key={event.id}
              bullet={<Icon size={13} aria-hidden />}
              title={
                <Text size="sm" fw={500}>
                  {line(event)}
                </Text>
              }
              data-testid="customs-event"
            >
              {detail && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {detail}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatDateTime(event.created_at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) comment.mutate(text, { onSuccess: () => setText('') });
        }}
      >
        <Stack gap="xs" mt="lg">
          <Textarea
            label={t('history.comment_label')}
            placeholder={t('history.comment_placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={2000}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={comment.isPending} disabled={!text.trim()}>
              {t('actions.comment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
