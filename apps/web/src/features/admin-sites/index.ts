export { adminSiteKeys, refreshAfterSiteChange, useSite } from './api';
