import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';
import { EmailRequestForm } from '../components/EmailRequestForm';

export default function PasswordEmailPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  return (
    <>
      <AuthHeading title={t('password_email.title')} subtitle={t('password_email.subtitle')} />
      <EmailRequestForm request={request} submitLabel={t('password_email.submit')} sentTitle={t('password_email.sent_title')} />
      <BackToSignIn />
    </>
  );
}
