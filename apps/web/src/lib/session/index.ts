export { clearLocalSession, loadSessionUser, sessionUserQuery, signOut, startSession, useSessionUser } from './session';
export { readToken } from './token';
