export { BuiltInAnalytics } from './components/BuiltInAnalytics';
