export { useEmbeddedReports } from './api';
