import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConfirmIdentityLink } from '../api';
import { EmailLinkOutcome, useSendOnce } from '../components/EmailLinkOutcome';

/** Opened from the e-mail that asks an existing user to confirm their provider account: links it at once. */
export default function IdentityLinkPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const confirm = useConfirmIdentityLink();
  const { mutate: link } = confirm;
  useSendOnce(
    token !== '',
    useCallback(() => link({ token }), [link, token]),
  );

  return (
    <EmailLinkOutcome
      title={t('sso.link.title')}
      failure={confirm.error?.message ?? null}
      failedTitle={t('sso.link.failed_title')}
      done={confirm.isSuccess ? confirm.data.message : null}
      doneTitle={t('sso.link.done_title')}
      pendingText={t('sso.link.pending')}
    />
  );
}
