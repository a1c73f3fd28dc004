/** The feature's screens, each loaded on its own when its route first opens. */
export const reportBuilderScreens = {
  ReportBuilderPage: () => import('./pages/ReportBuilderPage'),
};
