/** The feature's screens, each loaded on its own when its route first opens. */
export const ratesAdminScreens = {
  MarkupsPage: () => import('./pages/MarkupsPage'),
  AgreementsPage: () => import('./pages/AgreementsPage'),
};
