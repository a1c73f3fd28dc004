import { expect, type Locator, type Page } from '@playwright/test';

/** Admin › SFTP accounts: the list, the account dialog and the account drawer. */
export class SftpAccountsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'SFTP accounts' });
    this.table = page.getByRole('table', { name: 'SFTP accounts' });
    this.dialog = page.getByRole('dialog', { name: /SFTP account/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/sftp-accounts');
    await expect(this.heading).toBeVisible();
  }

  async openNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add account' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async chooseOrganization(name: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: 'Organization', exact: true }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  field(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: label });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }

  row(text: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }
}
