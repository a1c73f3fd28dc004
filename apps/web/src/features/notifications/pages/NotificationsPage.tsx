import {
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { routePath, type NotificationType } from '@freight/contracts';
import { IconChecks, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { useMarkShownRead, useNotificationFilterOptions, useNotificationsPage, type NotificationFilters } from '../api';
import { EmptyNotifications } from '../components/NotificationsDrawer';
import { NotificationList } from '../components/NotificationList';

const PAGE_SIZE = 20;
const NO_FILTERS: NotificationFilters = { type: null, read: null, from: null, to: null };

/**
 * Every notification, a page at a time. The frame refreshes notification lists each minute
 * while the page is visible, so this page needs no timer of its own.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = useNotificationsPage(page, PAGE_SIZE, filters);
  const options = useNotificationFilterOptions();
  const markShownRead = useMarkShownRead();
  const anyUnread = list.data?.data.some((item) => item.read_at === null) ?? false;
  const meta = list.data?.meta;
  const filter = (change: Partial<NotificationFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

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
          {anyUnread && (
            <Button
              variant="light"
              leftSection={<IconChecks size={18} aria-hidden />}
              onClick={() => markShownRead.mutate(filters)}
              loading={markShownRead.isPending}
            >
              {t('mark_shown_read')}
            </Button>
          )}
        </Group>
      </Group>
      <Group mb="md" gap="sm" align="flex-end" component="form" role="search" aria-label={t('filters.label')}>
        <Select
          label={t('filters.type')}
          placeholder={t('filters.all_types')}
          clearable
          w={260}
          value={filters.type}
          onChange={(type) => filter({ type: type as NotificationType | null })}
          data={(options.data?.data.types ?? []).map((option) => ({
            value: option.event_type,
            label: t('filters.type_count', { type: t(`types.${option.event_type}`), count: option.count }),
          }))}
        />
        <SegmentedControl
          aria-label={t('filters.read_state')}
          value={filters.read ?? 'all'}
          onChange={(read) => filter({ read: read === 'all' ? null : (read as 'read' | 'unread') })}
          data={[
            { value: 'all', label: t('filters.all') },
            { value: 'unread', label: t('filters.unread') },
            { value: 'read', label: t('filters.read') },
          ]}
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.from ?? ''}
          onChange={(event) => filter({ from: event.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.to ?? ''}
          onChange={(event) => filter({ to: event.currentTarget.value || null })}
        />
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
