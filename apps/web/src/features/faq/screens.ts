/** The feature's screens, each loaded on its own when its route first opens. */
export const faqScreens = {
  FaqPage: () => import('./pages/FaqPage'),
};
