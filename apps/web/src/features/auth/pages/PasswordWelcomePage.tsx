import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AuthHeading } from '../components/AuthHeading';
import { NewPasswordForm } from '../components/NewPasswordForm';

export default function PasswordWelcomePage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  return (
    <>
      <AuthHeading title={t('welcome.title')} subtitle={t('welcome.subtitle')} />
      <NewPasswordForm kind="welcome" token={token} submitLabel={t('welcome.submit')} />
    </>
  );
}
