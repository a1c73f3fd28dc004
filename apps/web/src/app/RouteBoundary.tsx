import { routePath, WEB_ROUTES, type AccessRule } from '@freight/contracts';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconMapPinOff } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useCurrentRouteName } from '../lib/route-handle';
import { PageTitle } from '../layouts/PageTitle';

/**
 * What a page shows in place of its screen when its guard refuses the user (403), its record
 * is missing (404) or it fails to render. The layout around it stays, so the menu still works.
 */
export function RouteBoundary() {
  const error = useRouteError();
  const routeName = useCurrentRouteName();
  if (isRouteErrorResponse(error) && error.status === 403)
    return <Forbidden access={routeName ? WEB_ROUTES[routeName].access : 'signedIn'} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <Missing />;
  return <Failed />;
}

function Notice({
  icon,
  color,
  code,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  color: string;
  code: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Center mih="80dvh" p={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 40 }} maw={520} w="100%" role="alert">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
            {icon}
          </ThemeIcon>
          <Text size="xs" fw={700} tt="uppercase" lts={0.6} c={`${color}.9`}>
            {code}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={routePath('home')} mt="xs">
      {t('actions.go_home')}
    </Button>
  );
}

/** Who may open a page, in words, for the no-access notice. */
export function forbiddenTextKey(access: AccessRule): ParseKeys<'common'> {
  const who = access === 'siteAdmin' || access === 'organizationAdmin' || access === 'godUser' ? access : 'other';
  return `errors.forbidden_text.${who}`;
}

function Forbidden({ access }: { access: AccessRule }) {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<IconLock size={26} />}
      color="orange"
      code={t('errors.forbidden_code')}
      title={t('errors.forbidden_title')}
      text={t(forbiddenTextKey(access))}
      action={<HomeButton />}
    />
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<IconMapPinOff size={26} />}
      color="brand"
      code={t('errors.not_found_code')}
      title={t('errors.not_found_title')}
      text={t('errors.not_found_text')}
      action={<HomeButton />}
    />
  );
}

function Failed() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<IconAlertTriangle size={26} />}
      color="red"
      code={t('errors.unexpected_code')}
      title={t('errors.unexpected_title')}
      text={t('errors.unexpected_text')}
      action={
        <Button onClick={() => window.location.reload()} mt="xs">
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
