import { routePath } from '@freight/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmRegistration } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';

/** Opened from the link in the registration e-mail: confirms the address at once and says how it went. */
export default function RegisterConfirmPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const confirmation = useConfirmRegistration();
  const { mutate: confirm } = confirmation;
  const sent = useRef(false);

  useEffect(() => {
    // A ref, not state: the token works once, so it must be posted once even when effects run twice.
    if (token === '' || sent.current) return;
    sent.current = true;
    confirm({ token });
  }, [token, confirm]);

  const failure = token === '' ? t('register.missing_token') : (confirmation.error?.message ?? null);

  return (
    <>
      <AuthHeading title={t('register.confirm_title')} />
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('register.confirm_failed_title')} role="alert">
          {failure}
        </Alert>
      ) : confirmation.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('register.confirmed_title')} role="status">
            {confirmation.data.message}
          </Alert>
          <Button component={Link} to={routePath('login')} variant="light" fullWidth>
            {t('actions.sign_in', { ns: 'common' })}
          </Button>
        </Stack>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('register.confirm_pending')}</Text>
        </Group>
      )}
      {!confirmation.isSuccess && <BackToSignIn />}
    </>
  );
}
