export { BuiltInAnalytics } from './components/BuiltInAnalytics';
export { useAnalyticsFilterOptions } from './api';
