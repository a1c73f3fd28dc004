export { SitePicker } from './SitePicker';
export { sitePickerKeys, usePickableSites, useUpdateSitesFilter, useVisibleSiteGroups } from './api';
