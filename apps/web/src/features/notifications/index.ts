export { useNotificationRefresh, useUnreadNotificationCount } from './api';
export { NotificationsDrawer } from './components/NotificationsDrawer';

/** The feature's screens, each loaded on its own when its route first opens. */
export const notificationsScreens = {
  NotificationsPage: () => import('./pages/NotificationsPage'),
};
