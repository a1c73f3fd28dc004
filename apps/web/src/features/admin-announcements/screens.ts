/** The feature's screens, each loaded on its own when its route first opens. */
export const adminAnnouncementsScreens = {
  AnnouncementsPage: () => import('./pages/AnnouncementsPage'),
};
