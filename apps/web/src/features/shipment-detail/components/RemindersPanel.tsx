import type { TConsignmentDetail } from '@freight/contracts';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBellPlus, IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { formatDateTime } from '../../shared-tracking';
import { useShipmentChange } from '../api';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { PanelButton } from './EditButton';
import { Panel } from './Panel';

/** Reminders by date; an expired one that is not done stands out in red. */
export function RemindersPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const complete = useShipmentChange(shipment.uuid, (calls, id: number) => calls.completeReminder(id));
  const remove = useShipmentChange(shipment.uuid, (calls, id: number) => calls.deleteReminder(id));
  const reminders = [...shipment.reminders].sort(
    (a, b) => Number(a.done_at !== null) - Number(b.done_at !== null) || a.remind_at.localeCompare(b.remind_at),
  );
  return (
    <Panel
      title={t('reminders.title')}
      testId="reminders-panel"
      actions={
        <PanelButton icon={<IconBellPlus size={14} aria-hidden />} onClick={() => onOpen({ kind: 'reminder' })}>
          {t('reminders.add')}
        </PanelButton>
      }
    >
      {reminders.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('reminders.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {reminders.map((reminder) => {
            const expired = reminder.is_expired && reminder.done_at === null;
            return (
              <Paper
                key={reminder.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                bg={expired ? 'red.0' : undefined}
                style={expired ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text size="sm" fw={600} c={expired ? 'red.9' : undefined}>
                        {formatDateTime(reminder.remind_at)}
                      </Text>
                      {expired && (
                        <Badge size="xs" color="red">
                          {t('reminders.expired')}
                        </Badge>
                      )}
                      {reminder.done_at && (
                        <Badge size="xs" color="green" variant="light">
                          {t('reminders.done')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" td={reminder.done_at ? 'line-through' : undefined} c={reminder.done_at ? 'dimmed' : undefined}>
                      {reminder.text}
                    </Text>
                    {reminder.author && (
                      <Text size="xs" c="dimmed">
                        {reminder.author}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    {reminder.done_at === null && (
                      <Tooltip label={t('reminders.mark_done')} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="green"
                          onClick={() => complete.mutate(reminder.id)}
                          aria-label={t('reminders.mark_done')}
                        >
                          <IconCheck size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Tooltip label={t('reminders.delete')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(reminder.id)}
                        aria-label={t('reminders.delete')}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}
