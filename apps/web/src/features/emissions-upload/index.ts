export { EmissionsUploadActions } from './components/EmissionsUploadActions';

/** The two dialogs, each loaded on its own when first opened. */
export const emissionsUploadDialogs = {
  CalculateWorkbookDialog: () => import('./components/CalculateWorkbookDialog'),
  ImportWorkbookDialog: () => import('./components/ImportWorkbookDialog'),
};
