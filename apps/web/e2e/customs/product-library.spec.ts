import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('a shipper adds an article to the product library, picks it on a goods line and sees the line filled', async ({ page, signIn }) => {
  const shipper = await signIn(demoUsers.user.email);
  const articleNumber = `MUG-${Date.now().toString(36).toUpperCase()}`;

  await page.goto('/customs/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Product library' })).toBeVisible();
  await page.getByRole('button', { name: 'Add article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add article' });
  await dialog.getByRole('textbox', { name: 'Article number' }).fill(articleNumber);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Stoneware mugs');
  await dialog.getByRole('textbox', { name: 'Commodity code' }).fill('ceramic tableware');
  // The code field offers HS headings and subheadings matching the words typed, with their description.
  const suggestions = page.getByRole('listbox', { name: 'Commodity code suggestions' });
  await suggestions.getByRole('option', { name: /^691200/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Commodity code' })).toHaveValue('691200');
  await dialog.getByRole('textbox', { name: 'Origin' }).fill('PT');
  await dialog.getByRole('textbox', { name: 'Net mass per unit (kg)' }).fill('0.35');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(articleNumber);
  await expect(page.getByRole('row', { name: new RegExp(articleNumber) })).toContainText('Ceramic tableware');

  const created = await page.request.post('/api/customs/declarations', {
    headers: { authorization: `Bearer ${shipper.token}`, 'x-site-ids': shipper.siteIds.join(',') },
    data: { declaration_type: 'H1', items: [{ description: 'Cartons of samples', gross_mass: 12 }] },
  });
  expect(created.ok()).toBe(true);
  const { data: declaration } = (await created.json()) as { data: { id: number } };

  await page.goto(`/customs/${declaration.id}`);
  await page.getByRole('button', { name: 'Add goods line' }).click();
  const line = page.getByTestId('customs-item-editing');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await line.getByRole('textbox', { name: 'Article' }).fill(articleNumber.slice(0, 8));
  await page
    .getByRole('listbox', { name: 'Articles of the product library' })
    .getByRole('option', { name: new RegExp(articleNumber) })
    .click();

  await expect(line.getByRole('textbox', { name: 'Article' })).toHaveValue(articleNumber);
  await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue('Stoneware mugs');
  await expect(line.getByRole('textbox', { name: 'Commodity code' })).toHaveValue('691200');
  await expect(line.getByRole('textbox', { name: 'Origin' })).toHaveValue('PT');
  await expect(line.getByRole('textbox', { name: 'Net mass (kg)' })).toHaveValue('4.2');

  await line.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByTestId('customs-item').filter({ hasText: articleNumber });
  await expect(saved).toContainText('Stoneware mugs');
  await expect(saved).toContainText('691200');
});
