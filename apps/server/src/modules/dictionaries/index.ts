export { registerDictionaries } from './dictionaries.routes';
export { goodTypesByCode } from './dictionaries.service';
