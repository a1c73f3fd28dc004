export { registerTranslations } from './translations.routes';
