export { useSavedReports } from './api';

export const reportBuilderScreens = {
  ReportBuilderPage: () => import('./pages/ReportBuilderPage'),
};
