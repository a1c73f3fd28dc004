import { routePath, type WebRouteName } from '@freight/contracts';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import classes from './SettingsHeader.module.css';

const PAGES: { route: WebRouteName; label: 'nav.profile' | 'nav.password' | 'nav.booking_defaults' | 'nav.notifications' }[] = [
  { route: 'settings.profile', label: 'nav.profile' },
  { route: 'settings.password', label: 'nav.password' },
  { route: 'settings.booking_defaults', label: 'nav.booking_defaults' },
  { route: 'settings.notifications', label: 'nav.notifications' },
];

/** Title of a personal settings page with the links between them. */
export function SettingsHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  return (
    <Stack gap="md" mb="xl">
      <PageTitle title={title} />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{subtitle}</Text>
      </Stack>
      <nav aria-label={t('nav.label')} className={classes.tabs}>
        {PAGES.map((page) => {
          const path = routePath(page.route);
          const current = pathname === path;
          return (
            <UnstyledButton
              key={page.route}
              component={Link}
              to={path}
              className={classes.tab}
              data-active={current || undefined}
              aria-current={current ? 'page' : undefined}
            >
              {t(page.label)}
            </UnstyledButton>
          );
        })}
      </nav>
    </Stack>
  );
}
