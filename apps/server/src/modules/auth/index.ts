import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { authRoutes } from './auth.routes';

export function registerAuth(app: FastifyInstance, deps: AppDeps) {
  authRoutes(app, deps);
}

export {
  consumeIdentityLinkToken,
  consumeInvitation,
  findInvitation,
  logout,
  sendIdentityLinkMail,
  sendPersonalMail,
  sendProviderInvitation,
  sendVerificationLink,
  sendWelcomeLink,
  startSession,
} from './auth.service';
export type { PersonalMail } from './auth.service';
export { loadUserProfile } from './profile.service';
