/** The feature's screens, each loaded on its own when its route first opens. */
export const cannedResponsesScreens = {
  CannedResponsesPage: () => import('./pages/CannedResponsesPage'),
  AdminCannedResponsesPage: () => import('./pages/AdminCannedResponsesPage'),
};
