/** The feature's screens, each loaded on its own when its route first opens. */
export const errorsScreens = {
  NotFoundPage: () => import('./pages/NotFoundPage'),
};
