export { registerAgents } from './agents.routes';
