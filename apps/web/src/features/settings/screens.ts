/** The feature's screens, each loaded on its own when its route first opens. */
export const settingsScreens = {
  ProfilePage: () => import('./pages/ProfilePage'),
  PasswordPage: () => import('./pages/PasswordPage'),
  BookingDefaultsPage: () => import('./pages/BookingDefaultsPage'),
  NotificationSettingsPage: () => import('./pages/NotificationSettingsPage'),
};
