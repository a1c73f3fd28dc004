import { routePath, type TCannedResponse } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import { Anchor, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/Modal/Modal';
import { useCannedResponseUsage } from '../api';
import { MessageStatus } from './MessageStatus';

const when = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

/** Where a response is used: how often it was sent from the user's shipments, and the latest sends. */
export function UsageDialog({ response, onClose }: { response: TCannedResponse; onClose: () => void }) {
  const { t } = useTranslation('cannedResponses');
  const usage = useCannedResponseUsage(response.id);
  const data = usage.data;
  return (
    <Modal opened onClose={onClose} title={t('info.title', { name: response.name })} size="lg">
      {!data ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Badge variant="light" size="lg">
              {t('info.sent', { count: data.sent })}
            </Badge>
            {data.failed > 0 && (
              <Badge variant="light" color="red" size="lg">
                {t('info.failed', { count: data.failed })}
              </Badge>
            )}
            {data.last_sent_at && <Text size="sm">{t('info.last_sent', { date: when(data.last_sent_at) })}</Text>}
          </Group>
          {data.recent.length === 0 ? (
            <Text c="dimmed">{t('info.never')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('info.shipment')}</Table.Th>
                    <Table.Th>{t('info.to')}</Table.Th>
                    <Table.Th>{t('info.by')}</Table.Th>
                    <Table.Th>{t('info.when')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.recent.map((entry) => (
                    <Table.Tr key={entry.message_id}>
                      <Table.Td>
                        <Anchor component={Link} to={routePath('transport.shipments.detail', { uuid: entry.consignment_uuid })} size="sm">
                          {entry.shipment_number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {entry.to} ({t(`languages.${entry.locale}`)})
                      </Table.Td>
                      <Table.Td>{entry.sent_by ?? '—'}</Table.Td>
                      <Table.Td>{when(entry.created_at)}</Table.Td>
                      <Table.Td>
                        <MessageStatus status={entry.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
