import type { TApiKey } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { useApiKeys, useRevokeApiKey } from '../api';
import { refusalMessage } from '../../../lib/api-error';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

const INTEGRATION_PATH = '/api/integrations/consignments';
const KEY_HEADER = 'X-Api-Key';

const moment = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

/** The organization's keys for integrations: listed, created (shown once) and revoked. */
export function ApiKeysSection() {
  const { t } = useTranslation('imports');
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  const columns = useMemo<DataTableColumn<TApiKey>[]>(
    () => [
      { key: 'name', title: t('keys.columns.name'), width: 260, sortable: true },
      { key: 'created_at', title: t('keys.columns.created'), width: 170, sortable: true, value: (key) => moment(key.created_at) },
      {
        key: 'last_used_at',
        title: t('keys.columns.last_used'),
        width: 170,
        sortable: true,
        value: (key) => (key.last_used_at ? moment(key.last_used_at) : t('keys.never_used')),
      },
      {
        key: 'actions',
        title: t('columns.actions', { ns: 'common' }),
        width: 130,
        exportable: false,
        cell: (key) => (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconKeyOff size={16} aria-hidden />}
            onClick={() => setRevoking(key)}
            aria-label={t('keys.revoke_label', { name: key.name })}
          >
            {t('keys.revoke')}
          </Button>
        ),
      },
    ],
    [t],
  );

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('keys.revoked', { name: revoking.name }) });
        setRevoking(null);
      },
      onError: (error) => {
        const message = refusalMessage(error);
        if (message) notifications.show({ color: 'red', message });
      },
    });
  };

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="api-keys-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} maw={640}>
            <Title order={2} size="h4" id="api-keys-title">
              {t('keys.title')}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans t={t} i18nKey="keys.text" values={{ path: INTEGRATION_PATH, header: KEY_HEADER }} components={{ code: <Code /> }} />
            </Text>
          </Stack>
          <Button leftSection={<IconKey size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {t('keys.add')}
          </Button>
        </Group>
        <DataTable
          tableId="import_api_keys"
          label={t('keys.title')}
          columns={columns}
          rows={keys.data ?? []}
          searchable={false}
          emptyText={keys.isPending ? t('keys.loading') : t('keys.empty')}
          defaultSort={{ key: 'created_at', order: 'asc' }}
        />
      </Stack>

      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
      <ConfirmModal
        opened={revoking !== null}
        title={t('keys.revoke_title')}
        text={t('keys.revoke_text', { name: revoking?.name ?? '' })}
        note={t('keys.revoke_irreversible')}
        confirmLabel={t('keys.revoke_confirm')}
        loading={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
