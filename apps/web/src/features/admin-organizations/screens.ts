/** The feature's screens, each loaded on its own when its route first opens. */
export const adminOrganizationsScreens = {
  OrganizationsPage: () => import('./pages/OrganizationsPage'),
  OrganizationEditPage: () => import('./pages/OrganizationEditPage'),
  RegistrationsPage: () => import('./pages/RegistrationsPage'),
};
