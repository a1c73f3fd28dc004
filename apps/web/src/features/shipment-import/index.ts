export { FileDropZone } from './components/FileDropZone';
export { ImportShipmentsButton } from './components/ImportShipmentsButton';
export { RejectedRows } from './components/RejectedRows';
export { importRejection } from './import-rejection';
export { ruleOrganizationId } from './rule-sites';

/** The feature's screens, each loaded on its own when its route first opens. */
export const shipmentImportScreens = {
  ImportRulesPage: () => import('./pages/ImportRulesPage'),
};
