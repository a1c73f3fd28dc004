import { expect, type Locator, type Page } from '@playwright/test';

export interface RuleInput {
  kind: 'Site' | 'Direction' | 'Sharing';
  field: string;
  comparison: 'equals' | 'contains' | 'starts with';
  value: string;
  /** The site of a site or sharing rule. */
  site?: string;
  /** The direction of a direction rule. */
  direction?: 'Inbound' | 'Outbound';
}

/** Settings › Import rules: the rules table, re-applying them, and the API keys. */
export class ImportRulesPage {
  readonly heading: Locator;
  readonly rulesTable: Locator;
  readonly ruleRows: Locator;
  readonly keysTable: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Import rules' });
    this.rulesTable = page.getByRole('table', { name: 'Rules' });
    this.ruleRows = this.rulesTable.locator('tbody tr');
    this.keysTable = page.getByRole('table', { name: 'API keys' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/import-rules');
    await expect(this.heading).toBeVisible();
  }

  /** Picks an option of a select in the open dialog. */
  private async choose(label: string, option: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async addRule(rule: RuleInput): Promise<void> {
    await this.page.getByRole('button', { name: 'Add rule' }).click();
    await expect(this.dialog).toBeVisible();
    // The kinds are a segmented control: its radios are hidden behind their labels.
    await this.dialog.locator('label', { hasText: new RegExp(`^${rule.kind}$`) }).click();
    await this.choose('Field', rule.field);
    await this.choose('Comparison', rule.comparison);
    await this.dialog.getByRole('textbox', { name: 'Value' }).fill(rule.value);
    if (rule.site) await this.choose(rule.kind === 'Sharing' ? 'Share with site' : 'Site', rule.site);
    if (rule.direction) await this.choose('Direction', rule.direction);
    await this.dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(this.dialog).toBeHidden();
  }

  rule(text: string): Locator {
    return this.ruleRows.filter({ hasText: text });
  }

  /** Re-applies the rules and returns the notification with the counts. */
  async reapply(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Re-apply rules to existing shipments' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Re-apply rules to existing shipments' });
    await confirm.getByRole('button', { name: 'Re-apply rules' }).click();
    await expect(confirm).toBeHidden();
    const notification = this.page.locator('.mantine-Notification-root', { hasText: 'Rules re-applied' });
    await expect(notification).toBeVisible();
    return notification;
  }

  /** Creates a key and returns it as the dialog shows it, this once. */
  async createApiKey(name: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Create API key' }).click();
    await this.dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.dialog.getByRole('button', { name: 'Create key' }).click();
    const shown = this.page.getByRole('dialog', { name: 'Your new API key' });
    await expect(shown.getByText('It is shown only this once')).toBeVisible();
    const key = await shown.getByRole('textbox', { name: `API key for ${name}` }).inputValue();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    return key;
  }

  async revokeApiKey(name: string): Promise<void> {
    await this.keysTable.getByRole('button', { name: `Revoke API key ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Revoke API key' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toBeHidden();
  }
}
