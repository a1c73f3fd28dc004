export { WorkbookImport, type WorkbookImportProps } from './WorkbookImport';
