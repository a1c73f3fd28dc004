export { adminSiteKeys, refreshAfterSiteChange, useOrganizationChoices, useSite } from './api';
