import { routePath, WEB_ROUTES } from '@freight/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { CenteredShell } from '../layouts/CenteredShell';
import { useCurrentRouteName } from '../lib/route-handle';
import { SignInRequired } from '../layouts/SignInRequired';
import { forbiddenTextKey } from './RouteBoundary';

/**
 * What a visitor sees when a page outside the sidebar frame refuses them or fails to load or
 * render, instead of a blank screen. Kept light and in the first download, since it also covers
 * pages whose code never arrived.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const routeName = useCurrentRouteName();

  if (isRouteErrorResponse(error) && error.status === 401) return <SignInRequired wanted={location.pathname + location.search} />;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = forbidden ? t('errors.forbidden_title') : t('errors.unexpected_title');

  return (
    <CenteredShell>
      <Stack gap="md" role="alert">
        <title>{`${title} · ${t('app.name')}`}</title>
        <Title order={1} size="h2">
          {title}
        </Title>
        {forbidden ? (
          <>
            <Text c="dimmed">{t(forbiddenTextKey(routeName ? WEB_ROUTES[routeName].access : 'signedIn'))}</Text>
            <Button component={Link} to={routePath('home')}>
              {t('actions.go_home')}
            </Button>
          </>
        ) : (
          <>
            <Text c="dimmed">{t('errors.unexpected_text')}</Text>
            <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
          </>
        )}
      </Stack>
    </CenteredShell>
  );
}
