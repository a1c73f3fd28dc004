/** The roles several admin forms hand out (users, sign-in providers, announcements). */
export { useRoleList } from './api';
