import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a shipment document opens on its own page, and one outside the user’s shipments is not found', async ({ page, signIn }) => {
  const { token } = await signIn(demoUsers.user.email);
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/consignments?pageSize=1', { headers });
  const [shipment] = ((await list.json()) as { data: { uuid: string }[] }).data;
  expect(shipment).toBeDefined();
  const uploaded = await page.request.post(`/api/consignments/${shipment!.uuid}/documents`, {
    headers,
    multipart: { file: { name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status()).toBe(204);
  const detail = (await (await page.request.get(`/api/consignments/${shipment!.uuid}`, { headers })).json()) as {
    data: { documents: { id: number; filename: string }[] };
  };
  const document = detail.data.documents.find((candidate) => candidate.filename === 'delivery-note.pdf');
  expect(document).toBeDefined();

  await page.goto(`/documents/${document!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'delivery-note.pdf' })).toBeVisible();
  await expect(page.getByText('No preview for this kind of file')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('delivery-note.pdf');

  await page.goto('/documents/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Document not found' })).toBeVisible();
});
