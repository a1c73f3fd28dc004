export { BuiltInAnalytics } from './components/BuiltInAnalytics';
export { useAnalyticsFilterOptions } from './api';
export { useDimensionValueLabel } from './dimension-labels';
