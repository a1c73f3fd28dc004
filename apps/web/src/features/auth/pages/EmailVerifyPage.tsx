import { routePath } from '@freight/contracts';
import { Button } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../api';
import { EmailLinkOutcome, useSendOnce } from '../components/EmailLinkOutcome';

/** Opened from the link in the confirmation e-mail: confirms at once and says how it went. */
export default function EmailVerifyPage() {
  const { t } = useTranslation('auth');
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  const { mutate: confirmEmail } = verify;
  const linkComplete = /^\d+$/.test(id) && token !== '';
  useSendOnce(
    linkComplete,
    useCallback(() => confirmEmail({ id: Number(id), token }), [confirmEmail, id, token]),
  );

  return (
    <EmailLinkOutcome
      title={t('verify.title')}
      failure={linkComplete ? (verify.error?.message ?? null) : t('verify.missing_token')}
      failedTitle={t('verify.failed_title')}
      afterFailure={
        <Button component={Link} to={routePath('email.resend')} variant="light" fullWidth>
          {t('verify.resend')}
        </Button>
      }
      done={verify.isSuccess ? verify.data.message : null}
      doneTitle={t('verify.success_title')}
      pendingText={t('verify.pending')}
    />
  );
}
