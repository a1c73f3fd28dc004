import { expect, type Locator, type Page } from '@playwright/test';

export type GeographyScope = 'domestic' | 'regional' | 'worldwide';

/** Settings › Markups: the organization's markups and the dialog that adds or changes one. */
export class MarkupsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Markups' });
    this.table = page.getByRole('table', { name: 'Markups by carrier service' });
    this.rows = this.table.locator('tbody tr');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/markups');
    await expect(this.heading).toBeVisible();
  }

  async openNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add markup' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async openEdit(serviceName: string): Promise<void> {
    await this.table.getByRole('button', { name: `Edit markup ${serviceName}` }).click();
    await expect(this.dialog).toBeVisible();
  }

  get servicesField(): Locator {
    return this.dialog.getByRole('button', { name: /^Carrier services/ });
  }

  async chooseService(name: string): Promise<void> {
    await this.servicesField.click();
    await this.page.getByRole('textbox', { name: 'Search' }).fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  generalField(figure: 'rate' | 'fixed'): Locator {
    return this.dialog.getByRole('textbox', { name: figure === 'rate' ? 'General rate' : 'General fixed amount' });
  }

  box(figure: 'rate' | 'fixed', from: GeographyScope, to: GeographyScope): Locator {
    const name = figure === 'rate' ? 'Rate in percent' : 'Fixed amount in SEK';
    return this.dialog.getByRole('textbox', { name: `${name}, ${from} to ${to}` });
  }

  /** The switch's input is visually hidden behind its track, so it is toggled from the keyboard. */
  async setBookingEnabled(enabled: boolean): Promise<void> {
    const toggle = this.dialog.getByRole('switch', { name: /^Booking enabled/ });
    if ((await toggle.isChecked()) !== enabled) {
      await toggle.focus();
      await this.page.keyboard.press('Space');
    }
    await expect(toggle).toBeChecked({ checked: enabled });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save markup' }).click();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async delete(serviceName: string): Promise<void> {
    await this.table.getByRole('button', { name: `Delete markup ${serviceName}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Delete markup' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
