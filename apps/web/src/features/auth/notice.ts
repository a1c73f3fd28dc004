/** Navigation state that carries a confirmation to show on the sign-in page. */
export interface SignInNotice {
  notice: string;
}
