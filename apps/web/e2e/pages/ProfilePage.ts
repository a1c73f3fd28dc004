import { expect, type Locator, type Page } from '@playwright/test';

/** Settings › Profile, located by its English labels. */
export class ProfilePage {
  readonly name: Locator;
  readonly email: Locator;
  readonly description: Locator;
  readonly language: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    this.email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    this.description = page.getByRole('textbox', { name: 'Area of responsibility' });
    this.language = page.getByRole('combobox', { name: 'Language' });
    this.save = page.getByRole('button', { name: 'Save changes' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/profile');
    await expect(this.name).toBeVisible();
  }

  /** Saves and waits for the server's answer. */
  async submit(): Promise<number> {
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/settings/profile'));
    await this.save.click();
    return (await answer).status();
  }
}
