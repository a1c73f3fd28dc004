import { routePath } from '@freight/contracts';
import { Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from '../../../components/Modal/Drawer';
import { useLatestNotifications } from '../api';
import { NotificationList } from './NotificationList';

interface NotificationsDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The notifications panel of the sidebar: the latest 100, newest first. */
export function NotificationsDrawer({ opened, onClose }: NotificationsDrawerProps) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications(opened);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={420}
      title={t('panel_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ body: { padding: 0 }, title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Group justify="flex-end" px="md" pb="xs">
        <Anchor component={Link} to={routePath('notifications')} size="sm" fw={600} onClick={onClose}>
          {t('see_all')}
        </Anchor>
      </Group>
      {latest.isPending && (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
        </Center>
      )}
      {latest.isError && (
        <Text c="dimmed" size="sm" ta="center" py="xl" px="md">
          {t('load_failed')}
        </Text>
      )}
      {latest.data?.length === 0 && <EmptyNotifications />}
      {latest.data && latest.data.length > 0 && <NotificationList items={latest.data} onOpen={onClose} />}
    </Drawer>
  );
}

export function EmptyNotifications() {
  const { t } = useTranslation('notifications');
  return (
    <Stack align="center" gap="xs" py={48} px="md">
      <IconBellOff size={36} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{t('empty')}</Text>
    </Stack>
  );
}
