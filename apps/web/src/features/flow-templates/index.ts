export { SaveTemplateDialog, type SaveTemplateDialogProps } from './components/SaveTemplateDialog';
export { LockedIcon } from './components/LockedIcon';
export { asTemplateValues, flowTemplateKeys, useCreateFlowTemplate, useFlowTemplate, useUpdateFlowTemplate } from './api';
export { isLocked, toggleLock, LOCKABLE_SECTIONS } from './locks';
export { templateFormPath, templatePagePath, templatesListPath } from './template-paths';
export { SaveTemplateButton, TemplateNotice } from './components/TemplateNotice';
export { LockToggle } from './components/LockToggle';
export { templateSiteOptions } from './site-options';
export { useLockPartName } from './use-lock-part';
export { TemplatePage, TemplateSettingsFields, useTemplateSettings } from './components/TemplatePage';

/** The feature's screens, each loaded on its own when its route first opens. */
export const flowTemplatesScreens = {
  QuoteTemplatesPage: () => import('./pages/QuoteTemplatesPage'),
  BookingTemplatesPage: () => import('./pages/BookingTemplatesPage'),
  BookingTemplatePage: () => import('./pages/BookingTemplatePage'),
  TemplateTypesPage: () => import('./pages/TemplateTypesPage'),
};
