import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../helpers/multipart';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

// Uploads land in the process's temporary directory; this suite gets one of its own to watch.
const uploadsRoot = mkdtempSync(join(tmpdir(), 'freight-uploads-suite-'));
const processTmpdir = process.env.TMPDIR;
process.env.TMPDIR = uploadsRoot;

let t: TestApp;
let token: string;
let shipmentUuid: string;
const megabytes = (count: number) => Buffer.alloc(count * 1024 * 1024, 0x41);

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'god@demo.example')).token;
  const list = await call(t.app, 'GET', '/api/admin/consignments?pageSize=1', { token });
  shipmentUuid = (list.json().data as { uuid: string }[])[0]!.uuid;
});
afterAll(async () => {
  await t.close();
  if (processTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = processTmpdir;
  rmSync(uploadsRoot, { recursive: true, force: true });
});

const upload = (url: string, form: ReturnType<typeof multipartForm>) =>
  call(t.app, 'POST', url, { token, body: form.body, headers: form.headers });
const uploadsLeft = () => readdirSync(uploadsRoot).filter((name) => name.startsWith('freight-upload-'));

describe('multipart uploads', () => {
  it('refuses a file sent to a route that takes none, without storing it', async () => {
    const form = multipartForm([
      { name: 'model', value: 'sites' },
      { name: 'attachment', filename: 'big.bin', content: megabytes(2) },
    ]);
    const response = await upload('/api/sites/export', form);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ attachment: ['No file is taken here.'] });
    expect(uploadsLeft()).toEqual([]);
  });

  it('refuses a file in a field the route does not name', async () => {
    const form = multipartForm([
      { name: 'file', filename: 'pod.pdf', content: '%PDF-1.4 proof of delivery', type: 'application/pdf' },
      { name: 'extra', filename: 'other.pdf', content: '%PDF-1.4 another', type: 'application/pdf' },
    ]);
    const response = await upload(`/api/consignments/${shipmentUuid}/documents`, form);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ extra: ['No file is taken here.'] });
  });

  it('caps what one request carries in all', async () => {
    const form = multipartForm([
      { name: 'file', filename: 'scan-1.pdf', content: megabytes(13), type: 'application/pdf' },
      { name: 'file', filename: 'scan-2.pdf', content: megabytes(13), type: 'application/pdf' },
    ]);
    const response = await upload(`/api/consignments/${shipmentUuid}/documents`, form);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The upload is too large.');
    expect(uploadsLeft()).toEqual([]);
  });

  it('keeps a route’s own size limit as a field error', async () => {
    const avatar = multipartForm([{ name: 'avatar', filename: 'me.png', content: megabytes(3), type: 'image/png' }]);
    const me = (await call(t.app, 'GET', '/api/whoami', { token })).json().data as { id: number };
    const refused = await upload(`/api/users/${me.id}/avatar`, avatar);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ avatar: ['The file must be at most 2 MB.'] });
  });

  it('stores an accepted file and removes the upload once the request is answered', async () => {
    const form = multipartForm([
      { name: 'file', filename: 'POD scan.pdf', content: '%PDF-1.4 proof of delivery', type: 'application/pdf' },
    ]);
    const response = await upload(`/api/consignments/${shipmentUuid}/documents`, form);
    expect(response.statusCode).toBe(204);
    const detail = (await call(t.app, 'GET', `/api/consignments/${shipmentUuid}`, { token })).json().data as {
      documents: { id: number; filename: string }[];
    };
    const document = detail.documents.find((entry) => entry.filename === 'POD scan.pdf')!;
    const download = await call(t.app, 'GET', `/api/documents/${document.id}/download`, { token });
    expect(download.body).toBe('%PDF-1.4 proof of delivery');
    expect(uploadsLeft()).toEqual([]);
  });

  it('answers a multipart body without a boundary as malformed', async () => {
    const response = await call(t.app, 'POST', '/api/sites/export', {
      token,
      body: 'model=sites',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body could not be read.');
  });
});
