export { adminSiteKeys, refreshAfterSiteChange, useOrganizationSites, useSite } from './api';
