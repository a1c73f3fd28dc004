import { expect, type Locator, type Page } from '@playwright/test';

/** The shipments list: statistics, filters and the table (client and admin areas). */
export class ShipmentsPage {
  readonly heading: Locator;
  readonly total: Locator;
  readonly exceptions: Locator;
  readonly statusChips: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Shipments' });
    this.total = page.getByTestId('shipments-total');
    this.exceptions = page.getByTestId('shipments-exceptions');
    this.statusChips = page.getByRole('group', { name: 'Shipments by status' });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.table = page.getByRole('table', { name: 'Shipments' });
    this.rows = this.table.locator('tbody tr:not([aria-hidden])');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/transport/shipments${query}`);
    await this.expectOpen();
  }

  /** The page's code and texts load on demand, which takes a while on a busy machine. */
  async expectOpen(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.expectLoaded();
  }

  /** The table shows rows or its empty text rather than skeletons. */
  async expectLoaded(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
  }

  /** A figure as the page shows it, in Swedish notation ('1 234'). */
  static figure(text: string | null): number {
    return Number((text ?? '').replace(/\D/g, ''));
  }

  /** A count as the list shows it: thousands set apart by a space (SPEC §9). */
  static shown(count: number): string {
    return String(count).replace(/\B(?=(\d{3})+$)/g, ' ');
  }

  async totalCount(): Promise<number> {
    await expect(this.total).toHaveText(/\d/);
    return ShipmentsPage.figure(await this.total.textContent());
  }

  async exceptionCount(): Promise<number> {
    return ShipmentsPage.figure(await this.exceptions.textContent());
  }

  statusChip(name: string): Locator {
    return this.statusChips.getByRole('button', { name: new RegExp(`^${name} [\\d\\s]+$`) });
  }

  async statusChipCount(name: string): Promise<number> {
    return ShipmentsPage.figure(await this.statusChip(name).textContent());
  }

  filterSwitch(name: string): Locator {
    return this.page.getByRole('switch', { name });
  }

  async toggle(name: string): Promise<void> {
    await this.page.locator('label', { hasText: name }).click();
  }

  /** Picks one option of a multi-select filter and closes its list. */
  async chooseOption(filter: string, option: string): Promise<void> {
    await this.page.getByLabel(filter, { exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** The text of the cells at one position (1-based) in every row shown. */
  async columnTexts(position: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${position})`).allTextContents();
  }

  shipmentLinks(): Locator {
    return this.rows.getByRole('link');
  }
}
