import { expect, type Locator, type Page } from '@playwright/test';

/** The counts the dialog shows after an import, by their key in the import result. */
export type ImportFigure = 'rows' | 'created' | 'updated' | 'events_added' | 'events_duplicate';

/** The 'Import shipments' dialog of the shipments lists. */
export class ImportShipmentsDialog {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly fileInput: Locator;
  readonly submit: Locator;
  readonly finished: Locator;
  readonly unmatchedCarriers: Locator;
  readonly nothingImported: Locator;
  readonly rejectedRows: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByRole('button', { name: 'Import shipments' });
    this.dialog = page.getByRole('dialog', { name: 'Import shipments' });
    this.fileInput = this.dialog.locator('input[type="file"]');
    this.submit = this.dialog.getByRole('button', { name: 'Import', exact: true });
    this.finished = this.dialog.getByText('Import finished');
    this.unmatchedCarriers = this.dialog.getByRole('list', { name: 'Carrier names not recognised' }).getByRole('listitem');
    this.nothingImported = this.dialog.getByText('Nothing was imported');
    this.rejectedRows = this.dialog.getByRole('table', { name: 'Rejected rows' }).locator('tbody tr');
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** Chooses a CSV file made of the given text and imports it. */
  async importCsv(name: string, content: string): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
    await expect(this.dialog.getByText(name, { exact: true })).toBeVisible();
    await this.submit.click();
  }

  figure(key: ImportFigure): Locator {
    return this.dialog.getByTestId(`import-${key}`);
  }

  async expectFigures(expected: Record<ImportFigure, number>): Promise<void> {
    await expect(this.finished).toBeVisible();
    for (const [key, value] of Object.entries(expected)) await expect(this.figure(key as ImportFigure), key).toHaveText(String(value));
  }

  /** The rejected row of a line as the table shows it: the row's header cell reads 'Row <line>'. */
  rejectedRow(line: number): Locator {
    return this.rejectedRows.filter({ has: this.page.getByRole('rowheader', { name: `Row ${line}`, exact: true }) });
  }

  async importAnother(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Import another file' }).click();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(this.dialog).toBeHidden();
  }
}
