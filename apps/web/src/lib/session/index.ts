export {
  clearLocalSession,
  loadSessionUser,
  sessionUserQuery,
  setSessionUser,
  signOut,
  startSession,
  updateSessionUser,
  useSessionUser,
} from './session';
export { lastPath, rememberPath } from './last-paths';
export { clearTokenExpired, isTokenExpired, markTokenExpired, useTokenExpired } from './token-expired';
export { hasStoredSession, readCsrfToken } from './token';
