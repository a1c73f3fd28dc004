import { Outlet, ScrollRestoration } from 'react-router';
import { SessionExpiredModal } from './SessionExpiredModal';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionExpiredModal />
      <ScrollRestoration />
    </>
  );
}
