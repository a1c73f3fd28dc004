export { SaveTemplateDialog, type SaveTemplateDialogProps } from './components/SaveTemplateDialog';
export { LockedIcon } from './components/LockedIcon';
export { useFlowTemplate, flowTemplateKeys } from './api';
export { isLocked, toggleLock, LOCKABLE_SECTIONS } from './locks';
export { templateFormPath, templatePagePath, templatesListPath } from './template-paths';
export { SaveTemplateButton, TemplateNotice } from './components/TemplateNotice';
