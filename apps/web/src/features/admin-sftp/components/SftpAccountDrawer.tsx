import type { TSftpAccount, TSftpConnection } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import { Badge, Button, Code, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/Modal/Drawer';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { useSftpAccount } from '../api';
import { UploadList } from './UploadList';

interface SftpAccountDrawerProps {
  accountId: number | null;
  connection: TSftpConnection | undefined;
  onEdit: (account: TSftpAccount) => void;
  onClose: () => void;
}

const when = (value: string | null, never: string) => (value ? `${formatDate(value)} ${formatTime(value)}` : never);

/** One account: how it connects, what it delivered and who changed it. */
export function SftpAccountDrawer({ accountId, connection, onEdit, onClose }: SftpAccountDrawerProps) {
  const { t } = useTranslation('adminSftp');
  const account = useSftpAccount(accountId);
  const [tab, setTab] = useState<string | null>('uploads');
  const data = account.data;
  return (
    <Drawer opened={accountId !== null} onClose={onClose} position="right" size="lg" title={data ? data.username : t('drawer.loading')}>
      {data && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text size="sm">{data.organization_name}</Text>
              <Text size="sm" c="dimmed">
                {data.site_name ? t('drawer.default_site', { site: data.site_name }) : t('form.no_site')}
              </Text>
              {data.description && <Text size="sm">{data.description}</Text>}
            </Stack>
            <Group gap="xs">
              <Badge variant="light" color={data.is_active ? 'teal' : 'gray'} radius="sm">
                {data.is_active ? t('status.active') : t('status.disabled')}
              </Badge>
              <Button size="xs" variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(data)}>
                {t('actions.edit', { ns: 'common' })}
              </Button>
            </Group>
          </Group>
          {connection?.enabled && <Code block>{`sftp -P ${connection.port} ${data.username}@${connection.host}`}</Code>}
          <Stack gap={4}>
            <Text size="sm">
              {t('drawer.password', { state: data.has_password ? t('drawer.password_set') : t('drawer.password_none') })}
            </Text>
            <Text size="sm">{t('drawer.last_login', { at: when(data.last_login_at, t('drawer.never')) })}</Text>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('drawer.keys', { count: data.public_keys.length })}
            </Title>
            {data.public_keys.map((key) => (
              <Stack key={key.fingerprint} gap={2}>
                <Group gap="xs">
                  <Badge variant="outline" radius="sm" color="gray" tt="none">
                    {key.algorithm}
                  </Badge>
                  {key.comment && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {key.comment}
                    </Text>
                  )}
                </Group>
                <Code>{key.fingerprint}</Code>
              </Stack>
            ))}
          </Stack>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List>
              <Tabs.Tab value="uploads">{t('uploads.title')}</Tabs.Tab>
              <Tabs.Tab value="history">{t('drawer.history')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="uploads" pt="sm">
              {tab === 'uploads' && <UploadList accountId={data.id} />}
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="sm">
              {tab === 'history' && <AuditTrail entity="sftp_account" entityId={data.id} />}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
