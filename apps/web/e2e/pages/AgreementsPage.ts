import { expect, type Locator, type Page } from '@playwright/test';

export interface AgreementInput {
  organization: string;
  service: string;
  customerNumber: string;
  validFrom?: string;
  validTo?: string;
}

/** Admin › Booking settings: the booking agreements, their dialog and the batch actions. */
export class AgreementsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Booking agreements' });
    this.table = page.getByRole('table', { name: 'Agreements' });
    this.rows = this.table.locator('tbody tr');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/booking/agreements');
    await expect(this.heading).toBeVisible();
  }

  private async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Types a day into a date field; leaving the field closes its calendar. */
  private async fillDate(scope: Locator, label: string, date: string): Promise<void> {
    const field = scope.getByRole('textbox', { name: label, exact: true });
    await field.fill(date);
    await field.press('Tab');
    await expect(field).toHaveValue(date);
  }

  async filterByOrganization(name: string): Promise<void> {
    await this.choose(this.page.getByRole('main'), 'Organization', name);
  }

  async add(agreement: AgreementInput): Promise<void> {
    await this.page.getByRole('button', { name: 'Add agreement' }).click();
    await expect(this.dialog).toBeVisible();
    await this.choose(this.dialog, 'Organization', agreement.organization);
    await this.choose(this.dialog, 'Carrier service', agreement.service);
    await this.dialog.getByRole('textbox', { name: 'Customer number' }).fill(agreement.customerNumber);
    if (agreement.validFrom) await this.fillDate(this.dialog, 'Valid from', agreement.validFrom);
    if (agreement.validTo) await this.fillDate(this.dialog, 'Valid to', agreement.validTo);
    await this.dialog.getByRole('button', { name: 'Save agreement' }).click();
    await expect(this.dialog).toBeHidden();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async select(text: string): Promise<void> {
    await this.row(text).getByRole('checkbox').check();
  }

  async extendSelected(validTo: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Extend validity' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Extend validity' });
    await this.fillDate(dialog, 'Valid to', validTo);
    await dialog.getByRole('button', { name: 'Extend' }).click();
    await expect(dialog).toBeHidden();
  }

  async deleteSelected(): Promise<void> {
    await this.page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete agreements' });
    await dialog.getByRole('button', { name: 'Delete agreements' }).click();
    await expect(dialog).toBeHidden();
  }
}
