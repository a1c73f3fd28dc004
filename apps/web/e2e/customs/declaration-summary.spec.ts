import { readFile } from 'node:fs/promises';
import { demoUsers } from '../demo-users';
import { expect, test } from '../fixtures';

test('a shipper downloads the summary of a declaration as PDF', async ({ page, signIn }) => {
  const shipper = await signIn(demoUsers.user.email);
  const answer = await page.request.get('/api/customs/declarations?pageSize=1', {
    headers: { authorization: `Bearer ${shipper.token}`, 'x-site-ids': shipper.siteIds.join(',') },
  });
  const [declaration] = (await answer.json()).data as { id: number; lrn: string }[];

  await page.goto(`/customs/${declaration!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: declaration!.lrn })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Summary PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const content = await readFile((await file.path())!);
  expect(content.subarray(0, 5).toString()).toBe('%PDF-');
});
