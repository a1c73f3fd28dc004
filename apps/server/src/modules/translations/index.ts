export { registerTranslations } from './translations.routes';
export { interfaceText } from './translations.service';
export { fillPlaceholders } from './bundled-texts';
