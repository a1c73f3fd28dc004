export { useSavedReports } from './api';
