import type { TUser, VisibleMenuItem } from '@freight/contracts';
import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconBuildingWarehouse, IconCircleCheckFilled, IconUserCircle } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuItemPath, useMenuLabel, useVisibleMenu, MenuIcon } from '../../navigation';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import classes from './HomePage.module.css';

/** Entries of the menu that are not worth a shortcut on the page that is the dashboard. */
const NOT_SHORTCUTS = new Set(['dashboard', 'settings']);

export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useSessionUser();
  if (!user) return null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {t('welcome', { name: user.name })}
        </Title>
        <Text c="dimmed" size="lg">
          {t('subtitle', { organization: user.organization.name })}
        </Text>
      </Stack>
      <Shortcuts user={user} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <SitesCard user={user} />
        <AccountCard user={user} />
      </SimpleGrid>
    </Container>
  );
}

/** The areas the menu offers this user, each with what it is for. */
function Shortcuts({ user }: { user: TUser }) {
  const { t } = useTranslation('home');
  const label = useMenuLabel();
  const items = useVisibleMenu(user, 'client').filter((item) => !NOT_SHORTCUTS.has(item.key));
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="home-shortcuts">
      <Title order={2} size="h4" id="home-shortcuts" mb="sm">
        {t('shortcuts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {items.map((item) => (
          <Shortcut key={item.key} item={item} title={label(item)} description={t(`shortcuts.${item.key}` as ParseKeys<'home'>)} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function Shortcut({ item, title, description }: { item: VisibleMenuItem; title: string; description: string }) {
  return (
    <UnstyledButton component={Link} to={menuItemPath(item)} className={classes.shortcut}>
      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
        <MenuIcon itemKey={item.key} size={22} stroke={1.7} />
      </ThemeIcon>
      <span className={classes.shortcutText}>
        <Text component="span" fw={650} display="block">
          {title}
        </Text>
        <Text component="span" size="sm" c="dimmed" display="block" lh={1.45}>
          {description}
        </Text>
      </span>
      <IconArrowRight size={18} className={classes.shortcutArrow} aria-hidden />
    </UnstyledButton>
  );
}

function SectionCard({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  children: ReactNode;
}) {
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
