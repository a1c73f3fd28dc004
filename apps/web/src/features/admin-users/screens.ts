/** The feature's screens, each loaded on its own when its route first opens. */
export const adminUsersScreens = {
  UsersPage: () => import('./pages/UsersPage'),
  UserEditPage: () => import('./pages/UserEditPage'),
};
