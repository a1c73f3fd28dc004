export { SitePicker } from './SitePicker';
export { sitePickerKeys, usePickableSites, useUpdateSitesFilter } from './api';
