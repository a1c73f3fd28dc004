import { useTranslation } from 'react-i18next';
import { useResendVerification } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';
import { EmailRequestForm } from '../components/EmailRequestForm';

export default function EmailResendPage() {
  const { t } = useTranslation('auth');
  const request = useResendVerification();
  return (
    <>
      <AuthHeading title={t('resend.title')} subtitle={t('resend.subtitle')} />
      <EmailRequestForm request={request} submitLabel={t('resend.submit')} sentTitle={t('resend.sent_title')} />
      <BackToSignIn />
    </>
  );
}
