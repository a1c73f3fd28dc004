import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in landing page. */
export class HomePage {
  readonly heading: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.logout = page.getByRole('button', { name: 'Log out' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/home');
  }

  async expectWelcome(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/home$/);
    await expect(this.heading).toHaveText(`Welcome, ${name}`);
  }
}
