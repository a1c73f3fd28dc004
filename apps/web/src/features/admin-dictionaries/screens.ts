/** The feature's screens, each loaded on its own when its route first opens. */
export const adminDictionariesScreens = {
  StatusDictionaryPage: () => import('./pages/StatusDictionaryPage'),
  GoodTypesPage: () => import('./pages/GoodTypesPage'),
};
