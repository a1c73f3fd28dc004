import type { TConsignmentDetail, TException } from '@freight/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared-tracking';
import { EXCEPTION_ACTIONS } from '../dialogs/ExceptionDialog';
import type { ShipmentDialog } from '../dialogs/ShipmentDialogs';
import { PanelButton } from './EditButton';
import { Panel } from './Panel';

const STATE_COLORS: Record<TException['state'], string> = { open: 'red', investigating: 'orange', resolved: 'green' };

/** Open and investigated exceptions first, each with the actions its state allows. */
export function ExceptionsPanel({ shipment, onOpen }: { shipment: TConsignmentDetail; onOpen: (dialog: ShipmentDialog) => void }) {
  const { t } = useTranslation('shipment');
  const exceptions = [...shipment.exceptions].sort(
    (a, b) => Number(a.state === 'resolved') - Number(b.state === 'resolved') || b.opened_at.localeCompare(a.opened_at),
  );
  return (
    <Panel
      title={t('exceptions.title')}
      testId="exceptions-panel"
      actions={
        <PanelButton icon={<IconAlertTriangle size={14} aria-hidden />} onClick={() => onOpen({ kind: 'raise_exception' })}>
          {t('exceptions.raise')}
        </PanelButton>
      }
    >
      {exceptions.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('exceptions.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {exceptions.map((exception) => {
            const details: [string, string | null][] = [
              [t('exceptions.owner'), exception.owner],
              [t('exceptions.claim_reference'), exception.claim_reference],
              [t('exceptions.forwarded_to'), exception.forwarded_to],
              [t('exceptions.resolution'), exception.resolution],
            ];
            return (
              <Paper key={exception.id} component="li" withBorder radius="md" p="sm" data-testid="exception">
                <Group justify="space-between" gap="xs" mb={4}>
                  <Text fw={600} size="sm">
                    {t(`exception_types.${exception.type}` as 'exception_types.OTHER', { defaultValue: exception.type })}
                  </Text>
                  <Badge size="sm" variant="light" color={STATE_COLORS[exception.state]}>
                    {t(`exceptions.states.${exception.state}`)}
                  </Badge>
                </Group>
                {exception.description && <Text size="sm">{exception.description}</Text>}
                <Text size="xs" c="dimmed" mt={4}>
                  {t('exceptions.opened', { at: formatDateTime(exception.opened_at) })}
                  {exception.resolved_at ? ` · ${t('exceptions.resolved_at', { at: formatDateTime(exception.resolved_at) })}` : ''}
                </Text>
                {details.some(([, value]) => value) && (
                  <Stack gap={0} mt={4}>
                    {details
                      .filter(([, value]) => value)
                      .map(([label, value]) => (
                        <Text key={label} size="xs">
                          <Text span c="dimmed" size="xs">
                            {label}:
                          </Text>{' '}
                          {value}
                        </Text>
                      ))}
                  </Stack>
                )}
                {exception.state !== 'resolved' && (
                  <Group gap={6} mt="xs">
                    {EXCEPTION_ACTIONS.filter((action) => action !== 'investigate' || exception.state === 'open').map((action) => (
                      <Button
                        key={action}
                        size="compact-xs"
                        variant={action === 'resolve' ? 'filled' : 'default'}
                        onClick={() => onOpen({ kind: 'exceptions_edit', exception, action })}
                      >
                        {t(`exceptions.actions.${action}`)}
                      </Button>
                    ))}
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}
