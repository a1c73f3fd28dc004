import type { TUser } from '@freight/contracts';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingWarehouse, IconCircleCheckFilled, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';

export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useSessionUser();
  if (!user) return null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <title>{`${t('title')} · ${t('app.name', { ns: 'common' })}`}</title>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('welcome', { name: user.name })}
        </Title>
        <Text c="dimmed" size="lg">
          {user.organization.name}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountCard user={user} />
        <SitesCard user={user} />
      </SimpleGrid>
    </Container>
  );
}

function SectionCard({ icon, title, description, children }: { icon: ReactNode; title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section">
      <Group gap="sm" mb={description ? 4 : 'md'} wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

function AccountCard({ user }: { user: TUser }) {
  const { t } = useTranslation('home');
  return (
    <SectionCard icon={<IconUserCircle size={20} />} title={t('account.title')}>
      <Stack gap="md">
        <Detail label={t('account.email')}>
          <Group gap="xs">
            <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
            {user.email_verified_at === null && (
              <Badge color="orange" variant="light" size="sm">
                {t('account.email_unverified')}
              </Badge>
            )}
          </Group>
        </Detail>
        <Detail label={t('account.organization')}>
          <Text>{user.organization.name}</Text>
        </Detail>
        <Detail label={t('account.level')}>
          <Text>{t(`levels.${user.level}`)}</Text>
        </Detail>
        <Detail label={t('account.roles')}>
          {user.roles.length > 0 ? (
            <Group gap={6} mt={4}>
              {user.roles.map((role) => (
                <Badge key={role.id} variant="light" radius="sm">
                  {role.name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text c="dimmed">{t('account.no_roles')}</Text>
          )}
        </Detail>
      </Stack>
    </SectionCard>
  );
}

function SitesCard({ user }: { user: TUser }) {
  const { t } = useTranslation('home');
  const selected = new Set(user.sitesFilter);
  return (
    <SectionCard icon={<IconBuildingWarehouse size={20} />} title={t('sites.title')} description={t('sites.description')}>
      {user.sites.length === 0 ? (
        <Text c="dimmed">{t('sites.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {user.sites.map((site) => (
            <Card key={site.id} component="li" withBorder radius="md" padding="sm" bg={selected.has(site.id) ? 'brand.0' : undefined}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
                <Text fw={600} style={{ minWidth: 0 }}>
                  {site.name}
                </Text>
                {selected.has(site.id) && (
                  <Badge
                    color="brand"
                    variant="filled"
                    size="sm"
                    leftSection={<IconCircleCheckFilled size={12} aria-hidden />}
                    style={{ flexShrink: 0 }}
                  >
                    {t('sites.selected')}
                  </Badge>
                )}
              </Group>
              {site.applications.length > 0 ? (
                <Group gap={6}>
                  {site.applications.map((application) => (
                    <Badge key={application} color="gray" variant="light" radius="sm" tt="none" fw={500}>
                      {t(`applications.${application}`)}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('sites.no_applications')}
                </Text>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
