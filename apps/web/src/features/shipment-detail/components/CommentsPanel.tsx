import type { TConsignmentDetail } from '@freight/contracts';
import { Badge, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconLock, IconMessagePlus, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared-tracking';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { PanelButton } from './EditButton';
import { Panel } from './Panel';

type Shown = 'all' | 'internal' | 'public';

/** The comment thread, newest first; public comments are also what a share link shows. */
export function CommentsPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const [shown, setShown] = useState<Shown>('all');
  const comments = [...shipment.comments]
    .filter((comment) => shown === 'all' || comment.is_internal === (shown === 'internal'))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Panel
      title={t('comments.title')}
      testId="comments-panel"
      actions={
        <PanelButton icon={<IconMessagePlus size={14} aria-hidden />} onClick={() => onOpen({ kind: 'comment' })}>
          {t('comments.add')}
        </PanelButton>
      }
    >
      <Stack gap="sm">
        {shipment.comments.length > 0 && (
          <SegmentedControl
            size="xs"
            value={shown}
            onChange={(value) => setShown(value as Shown)}
            data={(['all', 'internal', 'public'] as const).map((value) => ({ value, label: t(`comments.show.${value}`) }))}
            aria-label={t('comments.show_label')}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {comments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('comments.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {comments.map((comment) => (
              <Paper key={comment.id} component="li" withBorder radius="md" p="sm" bg={comment.is_internal ? 'gray.0' : undefined}>
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text size="sm" fw={600}>
                    {comment.author ?? t('comments.system')}
                  </Text>
                  <Group gap="xs">
                    <Badge
                      size="xs"
                      variant="light"
                      color={comment.is_internal ? 'gray' : 'blue'}
                      leftSection={comment.is_internal ? <IconLock size={10} aria-hidden /> : <IconWorld size={10} aria-hidden />}
                    >
                      {comment.is_internal ? t('comments.internal_badge') : t('comments.public_badge')}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(comment.created_at)}
                    </Text>
                  </Group>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {comment.body}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Panel>
  );
}
