import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCannedResponse, TCannedResponseBody, TConsignmentMessage, TRenderedCannedResponse } from '@freight/contracts';
import { agentOrganizationGrants } from '../../src/db/schema';
import { lastMailTo } from '../helpers/outbox';
import { call, createTestApp, settled, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let user: string;
let siteAdmin: string;
let orgAdmin: string;
let god: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (email: string) => (await signIn(t.app, email)).token;
  user = await tokenOf('user@demo.example');
  siteAdmin = await tokenOf('siteadmin@demo.example');
  orgAdmin = await tokenOf('orgadmin@demo.example');
  god = await tokenOf('god@demo.example');
  agent = await tokenOf('agent@demo.example');
  // The demo agent serves Nordic Freight AB; here it stands for another organization that sees none of Nordic's shipments.
  await t.database.db.delete(agentOrganizationGrants);
});
afterAll(() => t.close());

const response = (overrides: Partial<TCannedResponseBody> = {}): TCannedResponseBody => ({
  name: 'Late truck',
  purpose: 'delay',
  scope: 'personal',
  texts: { en: { subject: 'Shipment {{ shipment_number }} is late', body: 'New ETA {{ eta }}.\n{{ sender_name }}' } },
  ...overrides,
});

async function create(token: string, body: TCannedResponseBody) {
  const created = await call(t.app, 'POST', '/api/canned-responses', { token, body });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as TCannedResponse;
}

const listed = async (token: string, query = '') =>
  ((await call(t.app, 'GET', `/api/canned-responses${query}`, { token })).json().data as TCannedResponse[]).map((entry) => entry.name);

async function shipmentOf(token: string, query = 'filter[status]=IN_TRANSIT') {
  const found = await call(t.app, 'GET', `/api/consignments?${query}&pageSize=1`, { token });
  return (found.json().data as { uuid: string; shipment_number: string }[])[0]!;
}

describe('canned responses', () => {
  it('offers the demo responses of the platform and the organization, and each user their own', async () => {
    const ulla = await listed(user);
    expect(ulla).toEqual(expect.arrayContaining(['Delay', 'Where is my shipment?', 'Booking received', 'Thanks, on it']));
    expect(await listed(siteAdmin)).not.toContain('Thanks, on it');
    const agentSees = await listed(agent);
    expect(agentSees).toContain('Delay');
    expect(agentSees).not.toContain('Booking received');
    expect(await listed(user, '?purpose=delay')).toEqual(['Delay']);
    expect(await listed(god, '?scope=platform')).toEqual(expect.not.arrayContaining(['Booking received', 'Thanks, on it']));
  });

  it('keeps personal responses private and organization responses inside their organization', async () => {
    const mine = await create(user, response({ name: 'Mine only' }));
    expect(mine).toMatchObject({ scope: 'personal', editable: true, created_by: 'Ulla Usersson' });
    expect(await listed(siteAdmin)).not.toContain('Mine only');
    expect((await call(t.app, 'GET', `/api/canned-responses/${mine.id}`, { token: siteAdmin })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/canned-responses/${mine.id}`, { token: orgAdmin, body: response() })).statusCode).toBe(404);

    const shared = await create(orgAdmin, response({ name: 'Nordic delay', scope: 'organization' }));
    expect(shared).toMatchObject({ organization_name: 'Nordic Freight AB', editable: true });
    const seenByUser = (await call(t.app, 'GET', `/api/canned-responses/${shared.id}`, { token: user })).json().data as TCannedResponse;
    expect(seenByUser.editable).toBe(false);
    expect(
      (await call(t.app, 'PUT', `/api/canned-responses/${shared.id}`, { token: user, body: response({ scope: 'organization' }) }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/canned-responses/${shared.id}`, { token: user })).statusCode).toBe(403);
    expect(await listed(agent)).not.toContain('Nordic delay');
    expect((await call(t.app, 'GET', `/api/canned-responses/${shared.id}`, { token: agent })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/canned-responses/${shared.id}/usage`, { token: agent })).statusCode).toBe(404);
  });

  it('lets only god users keep platform responses and only admins organization ones', async () => {
    const refused = await call(t.app, 'POST', '/api/canned-responses', { token: user, body: response({ scope: 'organization' }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.scope).toEqual(['You cannot keep responses at this level.']);
    expect(
      (await call(t.app, 'POST', '/api/canned-responses', { token: orgAdmin, body: response({ scope: 'platform' }) })).statusCode,
    ).toBe(422);
    const platform = await create(god, response({ name: 'Platform holiday notice', scope: 'platform' }));
    expect(platform.organization_name).toBeNull();
    expect(await listed(agent)).toContain('Platform holiday notice');
    const edited = await call(t.app, 'PUT', `/api/canned-responses/${platform.id}`, {
      token: god,
      body: response({ name: 'Platform closing days', scope: 'platform' }),
    });
    expect(edited.json().data.name).toBe('Platform closing days');
    expect(
      (await call(t.app, 'PUT', `/api/canned-responses/${platform.id}`, { token: orgAdmin, body: response({ scope: 'platform' }) }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/canned-responses/${platform.id}`, { token: god })).statusCode).toBe(204);
    expect(await listed(agent)).not.toContain('Platform closing days');
  });

  it('refuses a misspelt placeholder, naming it and where it is, in the reader’s language', async () => {
    const body = response({
      texts: {
        en: { subject: 'Shipment {{ shipment_nubmer }}', body: 'ok {{ eta }}' },
        es: { subject: 'Envío {{ shipment_number }}', body: '{{ eta | shout }}' },
      },
    });
    const refused = await call(t.app, 'POST', '/api/canned-responses', { token: user, body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['texts.en.subject']).toEqual([
      'There is no placeholder shipment_nubmer. Pick one from the list of placeholders.',
    ]);
    expect(refused.json().errors['texts.es.body'][0]).toContain('undefined filter: shout');
    const spanish = await call(t.app, 'POST', '/api/canned-responses', { token: user, body, locale: 'es' });
    expect(spanish.json().errors['texts.en.subject']).toEqual([
      'No existe el marcador shipment_nubmer. Elija uno de la lista de marcadores.',
    ]);
    const noLanguage = await call(t.app, 'POST', '/api/canned-responses', { token: user, body: response({ texts: {} }) });
    expect(noLanguage.statusCode).toBe(422);
    expect((await listed(user)).filter((name) => name === 'Late truck')).toEqual([]);
  });

  it('lists the placeholders with their meaning in the reader’s language', async () => {
    const catalogue = await call(t.app, 'GET', '/api/canned-responses/placeholders', { token: user, locale: 'es' });
    expect(catalogue.json().data).toEqual(
      expect.arrayContaining([
        { key: 'tracking_link', kind: 'link', label: 'Enlace de seguimiento', token: '{{ tracking_link }}' },
        { key: 'eta', kind: 'date', label: 'Llegada prevista (ETA)', token: '{{ eta }}' },
      ]),
    );
  });
});

describe('sending a canned response from a shipment', () => {
  it('words it for the shipment in Spanish, sends the edited text and puts it on the timeline', async () => {
    const shipment = await shipmentOf(user);
    const [delay] = (
      (await call(t.app, 'GET', '/api/canned-responses?purpose=delay', { token: user })).json().data as TCannedResponse[]
    ).filter((entry) => entry.name === 'Delay');
    const preview = await call(t.app, 'POST', '/api/canned-responses/action', {
      token: user,
      body: { canned_response_id: delay!.id, consignment_uuid: shipment.uuid, locale: 'es' },
    });
    const previewed = preview.json().data as TRenderedCannedResponse;
    expect(previewed.subject).toBe(`El envío ${shipment.shipment_number} se retrasa`);
    // A preview makes no tracking link; the shipment has none yet, so the fallback shows.
    expect(previewed.body).toContain('Puede seguirlo aquí: aún no disponible');
    expect(previewed.empty_placeholders).toContain('tracking_link');

    const composed = await call(t.app, 'POST', '/api/canned-responses/action', {
      token: user,
      body: { canned_response_id: delay!.id, consignment_uuid: shipment.uuid, locale: 'es', mode: 'compose' },
    });
    const rendered = composed.json().data as TRenderedCannedResponse;
    expect(rendered.locale).toBe('es');
    expect(rendered.body).toMatch(/Puede seguirlo aquí: http:\/\/portal\.test\/shared\/consignments\/[0-9a-f-]{36}/);
    expect(rendered.body).toContain('Ulla Usersson\nNordic Freight AB\nuser@demo.example');

    const sent = await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, {
      token: user,
      body: {
        canned_response_id: delay!.id,
        to: 'compras@cliente.example',
        locale: 'es',
        subject: rendered.subject,
        body: `${rendered.body}\n\nP.D. Gracias.`,
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The e-mail goes out as a job: on its way when the request answers, kept in the outbox (no mail server here) once sent.
    expect(sent.json().data).toMatchObject({
      status: 'sending',
      to: 'compras@cliente.example',
      sent_by: 'Ulla Usersson',
      canned_response_name: 'Delay',
    });
    await settled(t.deps);
    const mail = await lastMailTo(t.database.db, 'compras@cliente.example');
    expect(mail?.subject).toBe(rendered.subject);
    expect(mail?.text_body).toContain('P.D. Gracias.');
    expect(mail?.html_body).toContain('<html lang="es">');

    const timeline = await call(t.app, 'GET', `/api/consignments/${shipment.uuid}/canned-response`, { token: orgAdmin });
    expect((timeline.json().data as TConsignmentMessage[])[0]).toMatchObject({
      status: 'logged',
      subject: rendered.subject,
      locale: 'es',
      sent_by: 'Ulla Usersson',
    });
    const usage = await call(t.app, 'GET', `/api/canned-responses/${delay!.id}/usage`, { token: user });
    expect(usage.json().data).toMatchObject({
      sent: 1,
      failed: 0,
      recent: [{ shipment_number: shipment.shipment_number, to: 'compras@cliente.example' }],
    });
    // Another organization sees its own use of a platform response, not this one.
    expect((await call(t.app, 'GET', `/api/canned-responses/${delay!.id}/usage`, { token: agent })).json().data.sent).toBe(0);
  });

  it('never works on another organization’s shipment or with another user’s response', async () => {
    const shipment = await shipmentOf(user);
    const [own] = ((await call(t.app, 'GET', '/api/canned-responses', { token: user })).json().data as TCannedResponse[]).filter(
      (entry) => entry.name === 'Thanks, on it',
    );
    const body = { canned_response_id: own!.id, consignment_uuid: shipment.uuid, locale: 'en' };
    expect((await call(t.app, 'POST', '/api/canned-responses/action', { token: agent, body })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/canned-responses/action', { token: orgAdmin, body })).statusCode).toBe(404);
    const send = { to: 'x@example.com', locale: 'en', subject: 'Hi', body: 'Hello' };
    expect((await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, { token: agent, body: send })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `/api/consignments/${shipment.uuid}/canned-response`, { token: agent })).statusCode).toBe(404);
    const foreignDocument = await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, {
      token: user,
      body: { ...send, document_ids: [999999] },
    });
    expect(foreignDocument.statusCode).toBe(422);
    expect(foreignDocument.json().errors.document_ids).toEqual(['Attach only documents of this shipment.']);
    const malformed = await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/canned-response`, {
      token: user,
      body: { ...send, to: 'not an address' },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('keeps an exception forwarded by e-mail on the shipment’s timeline too', async () => {
    const shipment = await shipmentOf(user, 'filter[status]=DELIVERED');
    const raised = await call(t.app, 'POST', `/api/consignments/${shipment.uuid}/exceptions`, {
      token: user,
      body: { type: 'DAMAGE', description: 'Crate split open' },
    });
    expect(raised.statusCode).toBe(204);
    const detail = await call(t.app, 'GET', `/api/consignments/${shipment.uuid}`, { token: user });
    const exception = (detail.json().data.exceptions as { id: number; description: string }[]).find(
      (entry) => entry.description === 'Crate split open',
    )!;
    const forwarded = await call(t.app, 'POST', `/api/exceptions/${exception.id}/forward`, {
      token: user,
      body: { email: 'claims@carrier.example', message: 'Please open a claim.' },
    });
    expect(forwarded.statusCode).toBe(204);
    await settled(t.deps);
    const timeline = (await call(t.app, 'GET', `/api/consignments/${shipment.uuid}/canned-response`, { token: user })).json()
      .data as TConsignmentMessage[];
    expect(timeline[0]).toMatchObject({
      to: 'claims@carrier.example',
      subject: `Shipment ${shipment.shipment_number}: DAMAGE`,
      sent_by: 'Ulla Usersson',
      canned_response_id: null,
      status: 'logged',
    });
    expect(timeline[0]!.body).toContain('Crate split open');
  });
});
