import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../shared-tracking';
import { useAddOrderComment, useOrderComments } from '../order-documents';

/** What the buyers said about the order, oldest first, and a new comment. */
export function OrderCommentsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('purchase');
  const comments = useOrderComments(orderId);
  const add = useAddOrderComment(orderId);
  const [text, setText] = useState('');
  const list = comments.data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('comments.title')}>
      <Group gap="xs" mb="md">
        <Title order={2} size="h4">
          {t('comments.title')}
        </Title>
        <Badge variant="light" color="gray" aria-label={t('comments.count', { count: list.length })}>
          {list.length}
        </Badge>
      </Group>
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('comments.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.map((comment) => (
            <Stack key={comment.id} gap={2} component="li">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.body}
              </Text>
              <Text size="xs" c="dimmed">
                {[comment.author?.name ?? t('comments.someone'), formatDateTime(comment.created_at)].join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          add.mutate(text, {
            onSuccess: () => setText(''),
            onError: (error) =>
              notifications.show({
                color: 'red',
                message: error instanceof ApiError ? (Object.values(error.fieldErrors).flat()[0] ?? error.serverMessage) : error.message,
              }),
          });
        }}
      >
        <Stack gap="xs" mt="lg">
          <Textarea
            label={t('comments.label')}
            placeholder={t('comments.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={3}
            maxLength={2000}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending} disabled={!text.trim()}>
              {t('comments.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
