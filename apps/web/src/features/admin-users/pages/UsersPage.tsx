import { routePath, type TManagedUser } from '@freight/contracts';
import { ActionIcon, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../layouts/PageTitle';
import { USERS_TABLE_ID } from '../api';

/** `/admin/users`: every user of every organization (god users). */
export default function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const columns = useMemo<DataTableColumn<TManagedUser>[]>(
    () => [
      { key: 'name', title: t('columns.name'), sortable: true, pin: true, width: 200 },
      { key: 'email', title: t('columns.email'), sortable: true, width: 240 },
      { key: 'organization', title: t('columns.organization'), sortable: true, width: 200, value: (user) => user.organization.name },
      { key: 'roles', title: t('columns.roles'), width: 200, value: (user) => user.roles.map((role) => role.name).join(', ') },
      { key: 'sites', title: t('columns.sites'), width: 240, value: (user) => user.sites.map((site) => site.name).join(', ') },
      {
        key: 'password_set',
        title: t('columns.status'),
        width: 140,
        value: (user) => (user.password_set ? t('status.active') : t('status.invited')),
        cell: (user) => (
          <Badge variant="light" color={user.password_set ? 'teal' : 'yellow'} c={user.password_set ? 'teal.9' : 'yellow.9'} radius="sm">
            {user.password_set ? t('status.active') : t('status.invited')}
          </Badge>
        ),
      },
      {
        key: 'actions',
        title: t('columns.actions'),
        width: 70,
        exportable: false,
        cell: (user) => (
          <ActionIcon component={Link} to={routePath('admin.users.edit', { id: user.id })} variant="subtle" aria-label={t('edit_label', { name: user.name })}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        ),
      },
    ],
    [t],
  );

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t('title')}
            </Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </Stack>
          <Button component={Link} to={routePath('admin.users.create')} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('add')}
          </Button>
        </Group>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <DataTable tableId={USERS_TABLE_ID} label={t('title')} endpoint="/users" columns={columns} emptyText={t('empty')} defaultSort={{ key: 'name', order: 'asc' }} />
        </Card>
      </Stack>
    </Container>
  );
}
