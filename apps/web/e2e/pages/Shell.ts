import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: sidebar with menus, site picker, notifications and sign-out. */
export class Shell {
  readonly nav: Locator;
  readonly sitePicker: Locator;
  readonly logout: Locator;
  readonly notifications: Locator;
  readonly profileLink: Locator;
  readonly forbidden: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: /^(Client|Admin) menu$/ });
    this.sitePicker = page.getByTestId('site-picker');
    this.logout = page.getByRole('button', { name: 'Log out' });
    this.notifications = page.getByTestId('notifications-button').first();
    this.profileLink = page.getByTestId('profile-link').first();
    this.forbidden = page.getByRole('heading', { name: 'You do not have access to this page' });
  }

  menuLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  menuGroup(name: string): Locator {
    return this.nav.getByRole('button', { name, exact: true });
  }

  /**
   * Opens a submenu's entry and waits for its page's address. The submenu unfolds with an
   * animation, so a click that lands before it settles is tried again.
   */
  async openSubmenuEntry(group: string, entry: string, path: string | RegExp): Promise<void> {
    const link = this.menuLink(entry);
    if (!(await link.isVisible())) await this.menuGroup(group).click();
    await expect(async () => {
      await link.click();
      await expect(this.page).toHaveURL(path, { timeout: 2_000 });
    }).toPass();
  }

  /** The labels of the top-level menu entries, in order. */
  async menuLabels(): Promise<string[]> {
    return this.nav
      .locator(':scope > ul > li > :first-child')
      .evaluateAll((entries) => entries.map((entry) => entry.textContent?.trim() ?? ''));
  }

  modeTab(name: 'Client' | 'Admin'): Locator {
    return this.page.getByRole('radio', { name });
  }

  /** Clicks a tab's label, as a person does; the radio itself is visually hidden. */
  async chooseMode(name: 'Client' | 'Admin'): Promise<void> {
    const id = await this.modeTab(name).getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
  }

  siteOption(name: string): Locator {
    return this.page.getByRole('dialog').getByLabel(name, { exact: true });
  }

  async openSitePicker(): Promise<void> {
    await this.sitePicker.click();
    await expect(this.page.getByRole('dialog').getByText('Act as', { exact: true })).toBeVisible();
  }

  async expectPlaceholder(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(this.page.getByText('Coming soon')).toBeVisible();
  }
}
