export { registerTranslations } from './translations.routes';
export { interfaceText, localeTextsOf } from './translations.service';
export { fillPlaceholders } from './bundled-texts';
