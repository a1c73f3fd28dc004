import { AppShell, Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../components/BrandMark';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { signInPath } from '../lib/navigation';
import { signOut, useSessionUser } from '../lib/session';
import classes from './DefaultLayout.module.css';
import { SignInRequired } from './SignInRequired';

const HEADER_HEIGHT = 64;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

/** The signed-in frame (SPEC §2 default layout); the sidebar joins it later. */
export default function DefaultLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  if (!user) return <SignInRequired wanted={location.pathname + location.search} />;

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    await navigate(signInPath(), { replace: true });
  };

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <div className={classes.header}>
          <BrandMark size="sm" />
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <Avatar color="brand" radius="xl" size={36} aria-hidden>
                {initials(user.name)}
              </Avatar>
              <Stack gap={0}>
                <Text size="sm" fw={600} lh={1.3}>
                  {user.name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {user.organization.name}
                </Text>
              </Stack>
            </Group>
            <Button
              variant="default"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={() => void handleSignOut()}
              loading={signingOut}
              aria-label={t('actions.logout')}
              data-testid="logout"
              px={{ base: 'xs', xs: 'md' }}
              styles={{ section: { marginInlineEnd: 0 } }}
            >
              <Box component="span" visibleFrom="xs" ml={8}>
                {t('actions.logout')}
              </Box>
            </Button>
          </Group>
        </div>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
