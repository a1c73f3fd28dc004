import { routePath, WEB_ROUTES } from '@freight/contracts';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRouteName } from '../lib/route-handle';
import { useSessionUser } from '../lib/session';
import { PageTitle } from './PageTitle';
import { PlaceholderIllustration } from './PlaceholderIllustration';

/**
 * The placeholder layout's page (SPEC §2, sidebar plus image): the route exists, with its guard
 * and title, and its screen arrives in a later release.
 */
export default function PlaceholderScreen() {
  const { t } = useTranslation('shell');
  const signedIn = useSessionUser() !== null;
  const routeName = useCurrentRouteName();
  const title = routeName ? t(`routes.${WEB_ROUTES[routeName].title}` as ParseKeys<'shell'>) : t('placeholder.fallback_title');

  return (
    <Center mih={signedIn ? '100dvh' : '70dvh'} p={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 40 }} maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <PlaceholderIllustration />
          <Text size="xs" fw={700} tt="uppercase" lts={0.6} c="brand.8">
            {t('placeholder.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" maw={420}>
            {signedIn ? t('placeholder.text') : t('placeholder.text_signed_out')}
          </Text>
          {signedIn && (
            <Button component={Link} to={routePath('home')} variant="light" mt="xs">
              {t('placeholder.back_home')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
