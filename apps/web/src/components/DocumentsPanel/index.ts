export { DocumentsPanel, type DocumentsPanelProps, type PanelDocument } from './DocumentsPanel';
