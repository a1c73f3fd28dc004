import { routePath } from '@freight/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmIdentityLink } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';

/** Opened from the e-mail that asks an existing user to confirm their provider account: links it at once. */
export default function IdentityLinkPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const confirm = useConfirmIdentityLink();
  const { mutate: link } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    // The link works once, even when effects run twice.
    if (!token || sent.current) return;
    sent.current = true;
    link({ token });
  }, [token, link]);

  return (
    <>
      <AuthHeading title={t('sso.link.title')} />
      {confirm.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('sso.link.failed_title')} role="alert">
          {confirm.error.message}
        </Alert>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('sso.link.done_title')} role="status">
            {confirm.data.message}
          </Alert>
          <Button component={Link} to={routePath('login')} fullWidth>
            {t('actions.sign_in', { ns: 'common' })}
          </Button>
        </Stack>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('sso.link.pending')}</Text>
        </Group>
      )}
      {!confirm.isSuccess && <BackToSignIn />}
    </>
  );
}
