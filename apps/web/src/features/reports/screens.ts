export const reportsScreens = {
  AnalyticsPage: () => import('./pages/AnalyticsPage'),
  ReportsPage: () => import('./pages/ReportsPage'),
  ReportPage: () => import('./pages/ReportPage'),
};
