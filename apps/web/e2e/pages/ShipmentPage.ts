import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { SignedIn } from '../fixtures';

/** A shipment's detail page, located by its English labels. */
export class ShipmentPage {
  readonly heading: Locator;
  readonly timeline: Locator;
  readonly comments: Locator;
  readonly exceptions: Locator;
  readonly shareLinks: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.timeline = page.getByTestId('tracking-timeline');
    this.comments = page.getByTestId('comments-panel');
    this.exceptions = page.getByTestId('exceptions-panel');
    this.shareLinks = page.getByTestId('share-panel');
    this.dialog = page.getByRole('dialog');
  }

  /** A shipment of the user's sites that is still under way, picked through the list API. */
  static async pickUnderWay(request: APIRequestContext, { token, siteIds }: SignedIn): Promise<{ uuid: string; shipment_number: string }> {
    const response = await request.get('/api/consignments?pageSize=200', {
      headers: { Authorization: `Bearer ${token}`, 'x-site-ids': siteIds.join(',') },
    });
    expect(response.ok(), 'shipment list').toBe(true);
    const { data } = (await response.json()) as { data: { uuid: string; shipment_number: string; status: string }[] };
    const shipment = data.find((row) => row.status === 'IN_TRANSIT') ?? data[0];
    if (!shipment) throw new Error('The demo data holds no shipment for this user');
    return shipment;
  }

  async goto(uuid: string): Promise<void> {
    await this.page.goto(`/transport/shipments/${uuid}`);
    await expect(this.timeline).toBeVisible();
  }

  /** Saves the open dialog with its submit button and waits for it to close. */
  async submitDialog(name: string): Promise<void> {
    await this.dialog.getByRole('button', { name, exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  async addComment(body: string, { internal }: { internal: boolean }): Promise<void> {
    await this.comments.getByRole('button', { name: 'Add comment' }).click();
    await this.dialog.getByRole('textbox', { name: 'Comment' }).fill(body);
    const toggle = this.dialog.getByRole('switch', { name: 'Internal comment' });
    if ((await toggle.isChecked()) !== internal) await toggle.click({ force: true });
    await this.submitDialog('Post comment');
  }

  /** Hands the shipment to a colleague through the owner dialog. */
  async chooseOwner(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Owner', exact: true }).click();
    await this.dialog.getByRole('combobox', { name: 'Owner' }).click();
    await this.page.getByRole('option', { name: new RegExp(name) }).click();
    await this.submitDialog('Save');
  }

  async addEvent(description: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add event' }).click();
    await this.dialog.getByRole('textbox', { name: 'What happened' }).fill(description);
    await this.dialog.getByRole('textbox', { name: 'City' }).fill('Jönköping');
    await this.submitDialog('Save');
  }

  async raiseException(description: string): Promise<void> {
    await this.exceptions.getByRole('button', { name: 'Raise exception' }).click();
    await this.dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await this.submitDialog('Raise exception');
  }

  exception(description: string): Locator {
    return this.exceptions.getByTestId('exception').filter({ hasText: description });
  }

  async resolveException(description: string, resolution: string): Promise<void> {
    await this.exception(description).getByRole('button', { name: 'Resolve' }).click();
    await this.dialog.getByRole('textbox', { name: 'Resolution' }).fill(resolution);
    await this.submitDialog('Resolve');
  }

  /** Creates a share link and returns its path, to open on this test's own server. */
  async createShareLink(): Promise<{ path: string; link: Locator }> {
    const created = this.page.waitForResponse((response) => response.url().endsWith('/share') && response.request().method() === 'POST');
    await this.shareLinks.getByRole('button', { name: 'Create link' }).click();
    const { data } = (await (await created).json()) as { data: { url: string } };
    // Other links of the same shipment may be listed too; this is the one just made.
    const link = this.shareLinks.getByTestId('share-link').filter({ has: this.page.locator(`input[value="${data.url}"]`) });
    await expect(link).toBeVisible();
    return { path: new URL(data.url).pathname, link };
  }
}
