import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The first bytes of a Windows program. */
const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

async function upload(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Upload document' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

test('a buyer keeps documents and comments on an order: upload, download, a refused file, delete, and a comment kept', async ({
  page,
  signIn,
}) => {
  const buyer = await signIn(demoUsers.user.email);
  const headers = { authorization: `Bearer ${buyer.token}`, 'x-site-ids': buyer.siteIds.join(',') };
  const orders = (await (await page.request.get('/api/purchase/orders?pageSize=100', { headers })).json()).data as {
    id: number;
    order_number: string;
  }[];
  // The demo order that came with the supplier's confirmation.
  let order: { id: number; order_number: string } | undefined;
  for (const candidate of orders) {
    const documents = (await (await page.request.get(`/api/purchase/orders/${candidate.id}/documents`, { headers })).json()).data as {
      document_type: string;
    }[];
    if (documents.some((document) => document.document_type === 'order_confirmation')) order = candidate;
  }
  expect(order).toBeDefined();

  await page.goto(`/purchase/orders/${order!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Purchase order ${order!.order_number}` })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('button', { name: `Order confirmation ${order!.order_number}.pdf`, exact: true })).toBeVisible();

  await documents.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Proforma invoice' }).click();
  await upload(page, 'proforma e2e.pdf', PDF);
  await expect(page.getByText('Document uploaded.')).toBeVisible();
  const proforma = documents.getByRole('button', { name: 'proforma e2e.pdf', exact: true });
  await expect(proforma).toBeVisible();
  await expect(documents.getByText(/Proforma invoice · Ulla Usersson/)).toBeVisible();

  const download = page.waitForEvent('download');
  await proforma.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('proforma e2e.pdf');
  expect((await readFile((await file.path())!)).equals(PDF)).toBe(true);

  await upload(page, 'invoice tool.pdf', PROGRAM);
  await expect(page.getByText('The file’s content is not what its name says (.pdf). Upload the real document.')).toBeVisible();
  await expect(documents.getByRole('button', { name: 'invoice tool.pdf', exact: true })).toHaveCount(0);

  await documents.getByRole('button', { name: 'Delete proforma e2e.pdf' }).click();
  await expect(proforma).toHaveCount(0);

  const comments = page.getByRole('region', { name: 'Comments' });
  const text = `Proforma checked against the order ${Date.now()}`;
  await comments.getByRole('textbox', { name: 'Comment' }).fill(text);
  await comments.getByRole('button', { name: 'Add comment' }).click();
  await expect(comments.getByText(text)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Comments' }).getByText(text)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Comments' })
      .getByText(/Ulla Usersson ·/)
      .last(),
  ).toBeVisible();
});
