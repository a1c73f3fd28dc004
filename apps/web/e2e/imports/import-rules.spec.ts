import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { ImportRulesPage } from '../pages/ImportRulesPage';

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

test('an organization admin adds a direction rule and re-applies the rules to an imported shipment', async ({ page, signIn }) => {
  const { token, siteIds } = await signIn(demoUsers.organizationAdmin.email);
  const consignee = `Polar Logistics ${runId()}`;
  // An imported shipment the new rule will match: imports go outbound unless told otherwise.
  const imported = await page.request.post('/api/consignment-imports', {
    headers: { authorization: `Bearer ${token}`, 'x-site-ids': siteIds.join(',') },
    data: { rows: [{ shipment_number: `RULE-${runId()}`, site_key: 'Malmo_Terminal', consignee_name: consignee }] },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  const rules = new ImportRulesPage(page);
  await rules.goto();
  await rules.addRule({ kind: 'Direction', field: 'Consignee name', comparison: 'equals', value: consignee, direction: 'Inbound' });
  const row = rules.rule(consignee);
  await expect(row).toContainText('Direction');
  await expect(row).toContainText(`Consignee name equals “${consignee}”`);
  await expect(row).toContainText('Mark as Inbound');

  const result = await rules.reapply();
  await expect(result).toContainText(/\d+ imported shipments? checked/);
  await expect(result).toContainText(/(^|\D)1 changed direction/);

  // Applied once, the rule changes nothing the second time.
  await expect(result).toBeHidden();
  await expect(await rules.reapply()).toContainText(/(^|\D)0 changed direction/);
});

test('an organization admin adds a site rule with a site, and the form wants the site first', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const value = `211${Math.floor(Math.random() * 90 + 10)}-${runId()}`;
  const rules = new ImportRulesPage(page);
  await rules.goto();

  await page.getByRole('button', { name: 'Add rule' }).click();
  await rules.dialog.getByRole('textbox', { name: 'Value' }).fill(value);
  await rules.dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(rules.dialog.getByText('This field is required.')).toBeVisible();
  await rules.dialog.getByRole('button', { name: 'Cancel' }).click();

  await rules.addRule({ kind: 'Site', field: 'Consignor postcode', comparison: 'starts with', value, site: 'Malmo Terminal' });
  await expect(rules.rule(value)).toContainText('Place on Malmo Terminal');

  await rules
    .rule(value)
    .getByRole('button', { name: /^Delete rule:/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete site mapping rule' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rules.rule(value)).toHaveCount(0);
});

test('an organization admin creates an API key, sees it once and revokes it', async ({ page, signIn }) => {
  await signIn(demoUsers.organizationAdmin.email);
  const name = `Carrier feed ${runId()}`;
  const rules = new ImportRulesPage(page);
  await rules.goto();

  const key = await rules.createApiKey(name);
  expect(key).toMatch(/^fpk_/);
  await expect(rules.keysTable).toContainText(name);
  await expect(page.getByText(key)).toHaveCount(0);

  // The key lets an integration push tracking until it is revoked.
  const push = () =>
    page.request.post('/api/integrations/consignments', {
      headers: { 'x-api-key': key },
      data: { rows: [{ shipment_number: `KEY-${runId()}`, site_key: 'Malmo_Terminal' }] },
    });
  expect((await push()).status()).toBe(200);

  await rules.revokeApiKey(name);
  await expect(rules.keysTable).not.toContainText(name);
  expect((await push()).status()).toBe(401);
});
