export { registerTemplateTypes } from './template-types.routes';
export { typeOfOrganization } from './template-types.service';
