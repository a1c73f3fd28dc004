import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/Shell';

/** A 64 × 48 PNG: a yellow box on green. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAYAAAChS3wfAAAABHNCSVQICAgIfAhkiAAAAAFzUkdCAK7OHOkAAACcSURBVGiB7dmxDcMwEMDAKMg+nsAzGMgi2SxLeLBkiC+uENlLIIhv9FrH5/o9NuapBTQF0AKaAmgBTQG0gKYAWkBTAC2geU0vuN/2KXF+1+j89hNQAC2gKYAW0BRAC2gKoAU0BdACmgJoAU0BtICmAFpAUwAtoCmAFtAUQAtoxv8C0728ZvsJKIAW0BRAC2gKoAU0BdACmgJoAc0fSzIGPEdjgXcAAAAASUVORK5CYII=',
  'base64',
);

test('a buyer adds an article with a photo, sees it in the gallery and on the line of an order', async ({ page, signIn }) => {
  const { token } = await signIn(demoUsers.user.email);
  const number = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/home');
  await new Shell(page).openSubmenuEntry('Purchase', 'Articles', /\/purchase\/articles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();

  await page.getByRole('button', { name: 'Add article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add article' });
  await dialog.getByRole('textbox', { name: 'Article number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Article name' }).fill('Ceramic vase Tide');
  await dialog.getByRole('textbox', { name: 'Primary colour' }).fill('Blue');
  await dialog.getByRole('textbox', { name: 'HS code' }).fill('691390');
  await dialog.getByRole('textbox', { name: 'Gross weight (kg)' }).fill('1.4');
  await dialog.getByRole('button', { name: 'Save' }).click();

  // A new article opens its gallery, so its first photo is added at once.
  const gallery = page.getByRole('dialog', { name: `Photos of ${number}` });
  await expect(gallery.getByText('No photo yet.')).toBeVisible();
  await gallery.locator('input[type=file]').setInputFiles({ name: 'vase.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(gallery.getByRole('img', { name: 'Ceramic vase Tide, photo 1' })).toBeVisible();
  await expect(gallery.getByText('Primary photo')).toBeVisible();
  // Kept at its own size: a small photo is never blown up.
  await expect(gallery.getByText('64 × 48 px')).toBeVisible();
  await gallery.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: number });
  await expect(row.getByRole('button', { name: `Photos of ${number}` }).locator('img')).toBeVisible();

  // An order of the article, placed the way an import would, shows the photo on its line.
  const headers = { authorization: `Bearer ${token}` };
  const orders = await page.request.get('/api/purchase/orders?filter[search]=PO-24001', { headers });
  const [template] = ((await orders.json()) as { data: { supplier: { id: number }; site: { id: number } }[] }).data;
  const article = await page.request.get(`/api/purchase/articles?filter[search]=${number}`, { headers });
  const [found] = ((await article.json()) as { data: { id: number }[] }).data;
  const created = await page.request.post('/api/purchase/orders', {
    headers,
    data: {
      order_number: `PO-${number}`,
      supplier_id: template!.supplier.id,
      site_id: template!.site.id,
      currency: 'EUR',
      lines: [{ article_id: found!.id, quantity: 12, unit_price: 18.5 }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data: order } = (await created.json()) as { data: { id: number } };

  await page.goto(`/purchase/orders/${order.id}`);
  const line = page.getByRole('region', { name: 'Lines' }).getByRole('row').filter({ hasText: number });
  const thumbnail = line.getByRole('button', { name: `Photos of ${number}` });
  await expect(thumbnail.locator('img[alt="Ceramic vase Tide"]')).toBeVisible();
  await thumbnail.click();
  await expect(
    page.getByRole('dialog', { name: `Photos of ${number}` }).getByRole('img', { name: 'Ceramic vase Tide, photo 1' }),
  ).toBeVisible();
});
