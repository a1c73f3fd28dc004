import type { TSignInProvider } from '@freight/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandWindows, IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useOpenInvitation, useProviderRedirect } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';

/**
 * Opened from an e-mailed invitation: the organization's sign-in buttons. The account chosen at
 * the provider becomes the invited user's; a used or expired invitation is refused here already.
 */
export default function InvitationPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const invitation = useOpenInvitation(token);
  const redirect = useProviderRedirect();
  const [refusal, setRefusal] = useState<string | null>(null);

  const signInAt = async (provider: TSignInProvider) => {
    setRefusal(null);
    try {
      const { data } = await redirect.mutateAsync({ providerId: provider.id, body: { invitation: token } });
      window.location.assign(data.url);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.serverMessage : String(error));
    }
  };

  const failure = refusal ?? invitation.error?.message ?? null;

  return (
    <>
      <AuthHeading
        title={t('sso.invite.title')}
        subtitle={invitation.data ? t('sso.invite.subtitle', { name: invitation.data.name }) : undefined}
      />
      {failure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('sso.invite.failed_title')}
          role="alert"
          mb="md"
        >
          {failure}
        </Alert>
      )}
      {invitation.isPending ? (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('sso.invite.pending')}</Text>
        </Group>
      ) : invitation.data ? (
        <Stack gap="sm" role="group" aria-label={t('sso.providers_label')}>
          {invitation.data.providers.map((provider) => (
            <Button
              key={provider.id}
              variant="default"
              size="md"
              fullWidth
              leftSection={
                provider.kind === 'microsoft' ? <IconBrandWindows size={18} aria-hidden /> : <IconLogin2 size={18} aria-hidden />
              }
              loading={
                redirect.isPending &&
                redirect.variables &&
                'providerId' in redirect.variables &&
                redirect.variables.providerId === provider.id
              }
              onClick={() => void signInAt(provider)}
            >
              {t('sso.provider', { name: provider.name })}
            </Button>
          ))}
        </Stack>
      ) : null}
      <BackToSignIn />
    </>
  );
}
