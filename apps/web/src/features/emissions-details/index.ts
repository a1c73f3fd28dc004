export { EmissionsDetailsDialog } from './EmissionsDetailsDialog';
