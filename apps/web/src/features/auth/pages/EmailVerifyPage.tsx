import { routePath } from '@freight/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';

/** Opened from the link in the confirmation e-mail: confirms at once and says how it went. */
export default function EmailVerifyPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate: confirmEmail } = verify;
  const linkComplete = /^\d+$/.test(id) && token !== '';
  const sent = useRef(false);

  useEffect(() => {
    // A ref, not state: the confirmation must be posted once even when effects run twice.
    if (!linkComplete || sent.current) return;
    sent.current = true;
    confirmEmail({ id: Number(id), token });
  }, [id, token, linkComplete, confirmEmail]);

  const failure = linkComplete ? (verify.error?.message ?? null) : t('verify.missing_token');

  return (
    <>
      <AuthHeading title={t('verify.title')} />
      {failure ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('verify.failed_title')} role="alert">
            {failure}
          </Alert>
          <Button component={Link} to={routePath('email.resend')} variant="light" fullWidth>
            {t('verify.resend')}
          </Button>
        </Stack>
      ) : verify.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('verify.success_title')} role="status">
            {verify.data.message}
          </Alert>
          <Button component={Link} to={routePath('login')} fullWidth>
            {t('actions.sign_in', { ns: 'common' })}
          </Button>
        </Stack>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('verify.pending')}</Text>
        </Group>
      )}
      {!verify.isSuccess && <BackToSignIn />}
    </>
  );
}
