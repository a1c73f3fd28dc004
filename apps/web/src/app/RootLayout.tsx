import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTextsRefresh } from '../lib/i18n/refresh';
import { SessionExpiredModal } from './SessionExpiredModal';

export function RootLayout() {
  const { t } = useTranslation();
  useTextsRefresh();
  // A page's code and data load before it shows; a thin bar says the click was taken.
  const navigating = useNavigation().state !== 'idle';
  return (
    <>
      {navigating && <div className="route-progress" role="progressbar" aria-label={t('loading')} />}
      <Outlet />
      <SessionExpiredModal />
      <ScrollRestoration />
    </>
  );
}
