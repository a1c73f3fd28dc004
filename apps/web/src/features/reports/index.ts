export { useCustomReports, useEmbeddedReports } from './api';
export { OrganizationReports } from './components/OrganizationReports';
