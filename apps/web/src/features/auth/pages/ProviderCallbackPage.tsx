import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { takeProviderReturn } from '../../../lib/navigation';
import { startSession } from '../../../lib/session';
import { useProviderCallback } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';

/**
 * Where a sign-in provider sends the browser back: hands its answer to the server once, which
 * starts the session (then home) or asks the user to confirm an existing account by e-mail.
 */
export default function ProviderCallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const search = useLocation().search;
  const callback = useProviderCallback();
  const { mutateAsync: finish } = callback;
  const [emailed, setEmailed] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // A ref, not state: the provider's answer works once, even when effects run twice.
    if (!search || sent.current) return;
    sent.current = true;
    finish({ search })
      .then(async (answer) => {
        if ('data' in answer) {
          startSession(answer.data.user);
          await navigate(takeProviderReturn(), { replace: true });
        } else setEmailed(answer.message);
      })
      .catch(() => undefined);
  }, [search, finish, navigate]);

  const failure = search ? (callback.error?.message ?? null) : t('sso.callback.missing');

  return (
    <>
      <AuthHeading title={t('login.title')} />
      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('sso.callback.failed_title')} role="alert">
          {failure}
        </Alert>
      ) : emailed ? (
        <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden />} title={t('sso.callback.link_title')} role="status">
          {emailed}
        </Alert>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('sso.callback.pending')}</Text>
        </Group>
      )}
      {(failure || emailed) && <BackToSignIn />}
    </>
  );
}
