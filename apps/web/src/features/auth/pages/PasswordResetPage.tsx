import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';
import { NewPasswordForm } from '../components/NewPasswordForm';

export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  return (
    <>
      <AuthHeading title={t('password_reset.title')} subtitle={t('password_reset.subtitle')} />
      <NewPasswordForm kind="reset" token={token} submitLabel={t('password_reset.submit')} />
      <BackToSignIn />
    </>
  );
}
