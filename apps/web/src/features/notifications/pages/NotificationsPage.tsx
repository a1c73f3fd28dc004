import { Button, Card, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { routePath } from '@freight/contracts';
import { IconChecks, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { useMarkNotificationsRead, useNotificationsPage } from '../api';
import { EmptyNotifications } from '../components/NotificationsDrawer';
import { NotificationList } from '../components/NotificationList';

const PAGE_SIZE = 20;

/**
 * Every notification, a page at a time. The frame refreshes notification lists each minute
 * while the page is visible, so this page needs no timer of its own.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const list = useNotificationsPage(page, PAGE_SIZE);
  const markRead = useMarkNotificationsRead();
  const unreadIds = list.data?.data.filter((item) => item.read_at === null).map((item) => item.id) ?? [];
  const meta = list.data?.meta;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={routePath('notifications.canned_responses')}
            leftSection={<IconMessages size={18} aria-hidden />}
          >
            {t('canned_responses')}
          </Button>
          {unreadIds.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={() => markRead.mutate(unreadIds)}
              loading={markRead.isPending}
            >
              {t('mark_page_read')}
            </Button>
          )}
        </Group>
      </Group>
      <Card withBorder radius="lg" padding={0} shadow="xs">
        {list.isPending && (
          <Center py="xl">
            <Loader size="sm" aria-label={t('loading')} />
          </Center>
        )}
        {list.isError && !list.data && (
          <Text c="dimmed" ta="center" py="xl" px="md">
            {t('load_failed')}
          </Text>
        )}
        {list.data?.data.length === 0 && <EmptyNotifications />}
        {list.data && list.data.data.length > 0 && <NotificationList items={list.data.data} />}
      </Card>
      {meta && meta.last_page > 1 && (
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {t('range', { from: meta.from ?? 0, to: meta.to ?? 0, total: meta.total })}
          </Text>
          <Pagination
            total={meta.last_page}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            getItemProps={(number) => ({ 'aria-label': t('pagination.page', { page: number }) })}
          />
        </Group>
      )}
    </Container>
  );
}
