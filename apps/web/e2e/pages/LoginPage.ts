import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-users';

/** The sign-in page, located by its English labels unless a test switches language. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly forgotPassword: Locator;
  readonly languageSwitcher: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    this.password = page.getByRole('textbox', { name: 'Password', exact: true });
    this.remember = page.getByRole('checkbox', { name: 'Remember me' });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.forgotPassword = page.getByRole('link', { name: 'Forgot your password?' });
    this.languageSwitcher = page.getByTestId('language-switcher');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.email).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD, options: { remember?: boolean } = {}): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    if (options.remember) await this.remember.check();
    await this.submit.click();
  }

  async chooseLanguage(name: 'English' | 'Español' | '简体中文'): Promise<void> {
    await this.languageSwitcher.click();
    await this.page.getByRole('menuitem', { name }).click();
  }
}
