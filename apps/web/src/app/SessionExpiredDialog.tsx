import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../components/Modal/Modal';
import { signInPath } from '../lib/navigation';
import { signOut } from '../lib/session';

/** The 401 alert of SPEC §8: OK signs out and opens the sign-in page, Cancel stays. */
export default function SessionExpiredDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const signInAgain = async () => {
    onClose();
    await signOut();
    await navigate(signInPath(location.pathname + location.search), { replace: true });
  };

  return (
    <Modal opened onClose={onClose} title={t('session.token_expired_alert_title')} size="sm" centered>
      <Text mb="lg">{t('session.token_expired_alert_text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => void signInAgain()}>{t('actions.ok')}</Button>
      </Group>
    </Modal>
  );
}
