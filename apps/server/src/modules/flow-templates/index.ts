export { registerFlowTemplates } from './flow-templates.routes';
