/** The feature's screens, each loaded on its own when its route first opens. */
export const emissionFactorsScreens = {
  PlatformFactorSetsPage: () => import('./pages/PlatformFactorSetsPage'),
  PlatformFactorSetPage: () => import('./pages/PlatformFactorSetPage'),
  OrganizationFactorSetsPage: () => import('./pages/OrganizationFactorSetsPage'),
  OrganizationFactorSetPage: () => import('./pages/OrganizationFactorSetPage'),
};
