/** The feature's screens, each loaded on its own when its route first opens. */
export const adminSitesScreens = {
  SitesPage: () => import('./pages/SitesPage'),
  SiteEditPage: () => import('./pages/SiteEditPage'),
  SiteExceptionsPage: () => import('./pages/SiteExceptionsPage'),
};
