import { expect, type Locator, type Page } from '@playwright/test';

/** Purchase › Purchase orders: the order form and the order page, located by their English labels. */
export class PurchaseOrderPages {
  readonly heading: Locator;
  readonly lines: Locator;
  readonly shipments: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.lines = page.getByRole('region', { name: 'Lines' });
    this.shipments = page.getByRole('region', { name: 'Bookings and shipments' });
  }

  /** Picks an option of a searchable Mantine select, typing to find it. */
  async choose(scope: Locator | Page, label: string, search: string, option: RegExp | string): Promise<void> {
    const select = scope.getByRole('combobox', { name: label });
    await select.click();
    await select.fill(search);
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** Fills line `number` of the order form, adding it first when the form does not show it yet. */
  async fillLine(number: number, line: { article: string; quantity: number; unitPrice: string }): Promise<void> {
    if (!(await this.lines.getByRole('combobox', { name: `Article Line ${number}` }).isVisible())) {
      await this.lines.getByRole('button', { name: 'Add line' }).click();
    }
    await this.choose(this.lines, `Article Line ${number}`, line.article, new RegExp(`^${line.article} `));
    await this.lines.getByRole('textbox', { name: `Quantity Line ${number}` }).fill(String(line.quantity));
    await this.lines.getByRole('textbox', { name: `Unit price Line ${number}` }).fill(line.unitPrice);
  }

  /** The row of an order line on the order page, by its article number. */
  lineRow(article: string): Locator {
    return this.lines.getByRole('row').filter({ hasText: article });
  }

  /** A ledger figure of a line: the columns read Line, Delivery, Article, prices, then Ordered, Booked, Shipped, Received, Open. */
  async expectLedger(article: string, figures: { delivery: number; booked: number; open: number }): Promise<void> {
    const cells = this.lineRow(article).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(String(figures.delivery));
    await expect(cells.nth(7)).toHaveText(String(figures.booked));
    await expect(cells.nth(10)).toHaveText(String(figures.open));
  }
}
