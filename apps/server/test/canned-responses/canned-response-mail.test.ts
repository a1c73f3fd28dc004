import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TCannedResponse, TConsignmentMessage, TRenderedCannedResponse } from '@freight/contracts';
import { call, createTestApp, retriesDueNow, settled, signIn, type TestApp } from '../helpers/test-app';

/**
 * A real SMTP server for the recipient; `refusing` makes it turn mail away, and `hold` keeps a
 * message's delivery unanswered until it settles (`held` counts the messages it caught).
 */
const smtp = { received: [] as ParsedMail[], refusing: false, hold: null as Promise<void> | null, held: 0 };
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    if (smtp.refusing) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 }));
    callback();
  },
  onData(stream, _session, callback) {
    const hold = smtp.hold;
    if (hold) smtp.held += 1;
    simpleParser(stream)
      .then(async (mail) => {
        await hold;
        smtp.received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

let t: TestApp;
let user: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_POLL_SECONDS: 1 });
  user = (await signIn(t.app, 'user@demo.example')).token;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A message as the shipment's timeline shows it once its job has sent it or given up, its retries made due at once. */
async function settledMessage(uuid: string, id: number) {
  let found: TConsignmentMessage | undefined;
  await vi.waitFor(
    async () => {
      await retriesDueNow(t.deps);
      const timeline = (await call(t.app, 'GET', `/api/consignments/${uuid}/canned-response`, { token: user })).json()
        .data as TConsignmentMessage[];
      found = timeline.find((entry) => entry.id === id);
      expect(found?.status).not.toBe('sending');
    },
    { timeout: 120_000, interval: 200 },
  );
  return found!;
}

async function deliveredShipment() {
  const found = await call(t.app, 'GET', '/api/consignments?filter[status]=DELIVERED&pageSize=1', { token: user });
  return (found.json().data as { uuid: string; shipment_number: string }[])[0]!;
}

async function uploadDocument(uuid: string, filename: string, content: string) {
  const boundary = '----freight-document';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  const uploaded = await call(t.app, 'POST', `/api/consignments/${uuid}/documents`, {
    token: user,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(uploaded.statusCode).toBe(204);
  const detail = await call(t.app, 'GET', `/api/consignments/${uuid}`, { token: user });
  return (detail.json().data.documents as { id: number; filename: string }[]).find((document) => document.filename === filename)!.id;
}

describe('a canned response over SMTP', () => {
  it('arrives in Chinese with its subject, body, HTML part and the shipment’s document attached', async () => {
    const shipment = await deliveredShipment();
    const documentId = await uploadDocument(shipment.uuid, 'POD.pdf', '%PDF-1.4 proof of delivery');
    const responses = (await call(t.app, 'GET', '/api/canned-responses?purpose=shipment_update', { token: user })).json()
      .data as TCannedResponse[];
    const whereIsIt = responses.find((entry) => entry.name === 'Where is my shipment?')!;
    const rendered = (
      await call(t.app, 'POST', '/api/canned-responses/action', {
        token: user,
        body: { canned_response_id: whereIsIt.id, consignment_uuid: shipment.uuid, locale: 'zh-CN', mode: 'compose' },
      })
    ).json().data as TRenderedCannedResponse;
    expect(rendered.subject).toBe(`货件 ${shipment.shipment_number} 状态`);
    expect(rendered.body).toContain('目前状态为“已送达”');

    const sent = await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, {
      token: user,
      body: {
        canned_response_id: whereIsIt.id,
        to: 'buyer@importer.example',
        locale: 'zh-CN',
        subject: rendered.subject,
        body: rendered.body,
        document_ids: [documentId],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Kept on the timeline as on its way, then sent by a job.
    expect(sent.json().data).toMatchObject({ status: 'sending', attachments: [{ document_id: documentId, filename: 'POD.pdf' }] });
    expect(await settledMessage(shipment.uuid, sent.json().data.id)).toMatchObject({ status: 'sent' });

    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe(rendered.subject);
    expect(mail.text?.trim()).toBe(rendered.body.trim());
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.html).toContain('目前状态为“已送达”');
    expect(mail.replyTo?.text).toBe('user@demo.example');
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.content.toString()])).toEqual([
      ['POD.pdf', '%PDF-1.4 proof of delivery'],
    ]);
  });

  it('shows a send the mail server refused on every try as failed and sends it again as it was', async () => {
    const shipment = await deliveredShipment();
    smtp.refusing = true;
    const body = { to: 'desk@carrier.example', locale: 'en', subject: `About ${shipment.shipment_number}`, body: 'Please call us.' };
    const queued = await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, { token: user, body });
    expect(queued.statusCode).toBe(200);
    const message = await settledMessage(shipment.uuid, (queued.json().data as TConsignmentMessage).id);
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
    expect(message.error).toContain('Mailbox temporarily unavailable');

    smtp.refusing = false;
    const before = smtp.received.length;
    const retried = await call(t.app, 'POST', `/api/consignments/canned-response/${message.id}/retry`, { token: user });
    expect(retried.json().data).toMatchObject({ status: 'sending', attempts: 2, error: null });
    expect(await settledMessage(shipment.uuid, message.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.subject).toBe(`About ${shipment.shipment_number}`);
    // A message that left is not sent twice.
    const again = await call(t.app, 'POST', `/api/consignments/canned-response/${message.id}/retry`, { token: user });
    expect(again.statusCode).toBe(422);
    expect(smtp.received.length).toBe(before + 1);
  }, 180_000);

  it('shows an e-mail on its way as sending, and of two retries at once sends it once and refuses the other', async () => {
    const shipment = await deliveredShipment();
    smtp.refusing = true;
    const body = { to: 'desk@carrier.example', locale: 'en', subject: `Twice? ${shipment.shipment_number}`, body: 'Please call us.' };
    const queued = (await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, { token: user, body })).json()
      .data as TConsignmentMessage;
    const message = await settledMessage(shipment.uuid, queued.id);
    expect(message.status).toBe('failed');
    smtp.refusing = false;

    let release!: () => void;
    smtp.hold = new Promise<void>((resolve) => (release = resolve));
    const heldBefore = smtp.held;
    const receivedBefore = smtp.received.length;
    const retry = () => call(t.app, 'POST', `/api/consignments/canned-response/${message.id}/retry`, { token: user });
    const answers = await Promise.all([retry(), retry()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422)!;
    expect(refused.json().message).toBe('Only an e-mail that failed can be sent again. This one is on its way or has already left.');
    await vi.waitFor(() => expect(smtp.held - heldBefore).toBe(1), { timeout: 60_000, interval: 50 });
    const timeline = (await call(t.app, 'GET', `/api/consignments/${shipment.uuid}/canned-response`, { token: user })).json()
      .data as TConsignmentMessage[];
    expect(timeline.find((entry) => entry.id === message.id)).toMatchObject({ status: 'sending', error: null, attempts: 2 });

    release();
    smtp.hold = null;
    expect(await settledMessage(shipment.uuid, message.id)).toMatchObject({ status: 'sent', attempts: 2 });
    await settled(t.deps);
    expect(smtp.held - heldBefore).toBe(1);
    expect(smtp.received.length).toBe(receivedBefore + 1);
    expect(smtp.received.at(-1)!.subject).toBe(`Twice? ${shipment.shipment_number}`);
  }, 180_000);
});
