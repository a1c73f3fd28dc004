import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { RETURN_TO_PARAM, returnPath, signInPath } from '../../../lib/navigation';

/** The expired-login page: the stored sign-in ended, and signing in again returns to the page. */
export default function ExpiredLoginPage() {
  const { t } = useTranslation('shell');
  const [searchParams] = useSearchParams();
  const wanted = returnPath(searchParams.get(RETURN_TO_PARAM));

  return (
    <Stack gap="md">
      <PageTitle title={t('expired.title')} />
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconClockHour4 size={26} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('expired.title')}
      </Title>
      <Text c="dimmed">{t('expired.text')}</Text>
      <Button component={Link} to={signInPath(wanted)} size="md" fullWidth>
        {t('expired.sign_in')}
      </Button>
    </Stack>
  );
}
