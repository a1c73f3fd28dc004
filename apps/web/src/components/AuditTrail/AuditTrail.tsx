import type { AuditEntity, TAuditEvent, TAuditEventsResponse } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';

const PAGE_SIZE = 20;
const ACTION_COLOR: Record<TAuditEvent['action'], string> = { create: 'green', update: 'blue', delete: 'red' };

/** Cache keys of audit trails; a screen that saves a record invalidates its trail. */
export const auditKeys = {
  all: ['audit-events'] as const,
  record: (entity: AuditEntity, entityId: string | number) => [...auditKeys.all, entity, String(entityId)] as const,
};

function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function AuditEntry({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation('components');
  const changes = Object.entries(event.changes);
  const empty = t('audit.empty_value');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" mb={changes.length > 0 ? 'xs' : 0}>
        <Group gap="xs">
          <Badge size="sm" variant="light" color={ACTION_COLOR[event.action]}>
            {t(`audit.actions.${event.action}`)}
          </Badge>
          <Text size="sm" fw={600}>
            {event.actor.name || t('audit.unknown_actor')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDate(event.created_at)} {formatTime(event.created_at)}
        </Text>
      </Group>
      {changes.length > 0 && (
        <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.field')}</Table.Th>
              {event.action !== 'create' && <Table.Th>{t('audit.before')}</Table.Th>}
              {event.action !== 'delete' && <Table.Th>{t('audit.after')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map(([field, change]) => (
              <Table.Tr key={field}>
                <Table.Td ff="monospace">{field}</Table.Td>
                {event.action !== 'create' && <Table.Td c="dimmed">{shown(change.from, empty)}</Table.Td>}
                {event.action !== 'delete' && <Table.Td>{shown(change.to, empty)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export interface AuditTrailProps {
  entity: AuditEntity;
  entityId: string | number;
}

/** Who created and changed a record and what they changed, newest first, for its edit page. */
export function AuditTrail({ entity, entityId }: AuditTrailProps) {
  const { t } = useTranslation('components');
  const trail = useInfiniteQuery({
    queryKey: auditKeys.record(entity, entityId),
    queryFn: ({ pageParam, signal }) =>
      api.get<TAuditEventsResponse>(
        `/audit-events?entity=${entity}&entity_id=${encodeURIComponent(String(entityId))}&page=${pageParam}&pageSize=${PAGE_SIZE}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
  const events = trail.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby={`audit-${entity}-${entityId}`}>
      <Title order={3} size="h5" id={`audit-${entity}-${entityId}`}>
        {t('audit.title')}
      </Title>
      {trail.isPending && <Skeleton height={64} radius="md" />}
      {trail.isError && (
        <Text size="sm" c="red">
          {t('audit.failed')}
        </Text>
      )}
      {trail.isSuccess && events.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('audit.none')}
        </Text>
      )}
      {events.length > 0 && (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((event) => (
            <AuditEntry key={event.id} event={event} />
          ))}
        </Stack>
      )}
      {trail.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() => trail.fetchNextPage()}
          loading={trail.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('audit.more')}
        </Button>
      )}
    </Stack>
  );
}
