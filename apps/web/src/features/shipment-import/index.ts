export { FileDropZone } from './components/FileDropZone';
export { ImportShipmentsButton } from './components/ImportShipmentsButton';
export { RejectedRows } from './components/RejectedRows';
export { importRejection } from './import-rejection';
export { ruleOrganizationId } from './rule-sites';
