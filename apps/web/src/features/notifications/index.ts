export { useNotificationRefresh, useUnreadNotificationCount } from './api';
export { NotificationsDrawer } from './components/NotificationsDrawer';
