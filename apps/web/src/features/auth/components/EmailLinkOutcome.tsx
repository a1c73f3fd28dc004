import { routePath } from '@freight/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthHeading } from './AuthHeading';
import { BackToSignIn } from './BackToSignIn';

/**
 * Sends what a link from an e-mail carries as soon as it is complete, and only once: a ref, not
 * state, since the token works once even when effects run twice.
 */
export function useSendOnce(complete: boolean, send: () => void) {
  const sent = useRef(false);
  useEffect(() => {
    if (!complete || sent.current) return;
    sent.current = true;
    send();
  }, [complete, send]);
}

export interface EmailLinkOutcomeProps {
  title: string;
  /** Why the link did nothing; null unless it failed. */
  failure: string | null;
  failedTitle: string;
  /** What the user may do next after a failure. */
  afterFailure?: ReactNode;
  /** The server's message once the link worked; null until then. */
  done: string | null;
  doneTitle: string;
  pendingText: string;
}

/** The page a link from an e-mail opens: waiting for the server, then its refusal or a way to sign in. */
export function EmailLinkOutcome({ title, failure, failedTitle, afterFailure, done, doneTitle, pendingText }: EmailLinkOutcomeProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthHeading title={title} />
      {failure ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={failedTitle} role="alert">
            {failure}
          </Alert>
          {afterFailure}
        </Stack>
      ) : done !== null ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={doneTitle} role="status">
            {done}
          </Alert>
          <Button component={Link} to={routePath('login')} fullWidth>
            {t('actions.sign_in', { ns: 'common' })}
          </Button>
        </Stack>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{pendingText}</Text>
        </Group>
      )}
      {done === null && <BackToSignIn />}
    </>
  );
}
