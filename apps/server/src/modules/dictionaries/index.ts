export { registerDictionaries } from './dictionaries.routes';
