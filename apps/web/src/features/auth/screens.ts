/** The feature's screens, each loaded on its own when its route first opens. */
export const authScreens = {
  LoginPage: () => import('./pages/LoginPage'),
  PasswordEmailPage: () => import('./pages/PasswordEmailPage'),
  PasswordResetPage: () => import('./pages/PasswordResetPage'),
  PasswordWelcomePage: () => import('./pages/PasswordWelcomePage'),
  EmailVerifyPage: () => import('./pages/EmailVerifyPage'),
  EmailResendPage: () => import('./pages/EmailResendPage'),
  ProviderCallbackPage: () => import('./pages/ProviderCallbackPage'),
  IdentityLinkPage: () => import('./pages/IdentityLinkPage'),
  InvitationPage: () => import('./pages/InvitationPage'),
  RegisterPage: () => import('./pages/RegisterPage'),
  RegisterConfirmPage: () => import('./pages/RegisterConfirmPage'),
};
