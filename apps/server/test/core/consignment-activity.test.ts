import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignmentReminders, consignments } from '../../src/db/schema';
import { lastMailTo } from '../helpers/outbox';
import { call, createTestApp, settled, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let gothenburg: number;
let stockholm: number;

type Detail = {
  uuid: string;
  status: string;
  has_open_exception: boolean;
  events: { description: string; status: string | null }[];
  comments: { body: string; is_internal: boolean; author: string }[];
  reminders: { id: number; text: string; is_expired: boolean; done_at: string | null }[];
  exceptions: { id: number; type: string; state: string; claim_reference: string | null; forwarded_to: string | null }[];
  documents: { id: number; filename: string }[];
  share_links: { id: number; uuid: string; url: string }[];
  bookmarked: boolean;
  snoozed_until: string | null;
};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'user@demo.example');
  token = signedIn.token;
  const sites = signedIn.user.sites as unknown as { id: number; name: string }[];
  gothenburg = sites.find((site) => site.name === 'Gothenburg Warehouse')!.id;
  stockholm = sites.find((site) => site.name === 'Stockholm Office')!.id;
});
afterAll(() => t.close());

const firstShipment = async (query: string, siteIds = [gothenburg]) => {
  const response = await call(t.app, 'GET', `/api/consignments?${query}&pageSize=1`, { token, siteIds });
  return (response.json().data as { uuid: string }[])[0]!.uuid;
};
const detail = async (uuid: string, as = token) =>
  (await call(t.app, 'GET', `/api/consignments/${uuid}`, { token: as })).json().data as Detail;
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, as = token) =>
  call(t.app, method, url, { token: as, body });

describe('working a shipment', () => {
  it('keeps a comment thread with authors', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT');
    expect(
      (await send('POST', `/api/consignments/${uuid}/comments`, { body: 'Driver is 30 minutes late', is_internal: true })).statusCode,
    ).toBe(204);
    expect((await send('POST', `/api/consignments/${uuid}/comments`, { body: '  ' })).statusCode).toBe(422);
    const shipment = await detail(uuid);
    expect(shipment.comments.at(-1)).toMatchObject({ body: 'Driver is 30 minutes late', is_internal: true, author: 'Ulla Usersson' });
  });

  it('adds an event that moves the status, and an exception event opens an exception', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT');
    const now = new Date().toISOString();
    const added = await send('POST', `/api/consignments/${uuid}/events`, {
      occurred_at: now,
      status: 'OUT_FOR_DELIVERY',
      description: 'Loaded on the delivery van',
      city: 'Bergen',
      countrycode: 'no',
    });
    expect(added.statusCode).toBe(204);
    expect((await detail(uuid)).status).toBe('OUT_FOR_DELIVERY');
    const again = await send('POST', `/api/consignments/${uuid}/events`, {
      occurred_at: now,
      status: 'OUT_FOR_DELIVERY',
      description: 'Loaded on the delivery van',
    });
    expect(again.statusCode).toBe(422);

    await send('POST', `/api/consignments/${uuid}/events`, {
      occurred_at: new Date(Date.now() + 1000).toISOString(),
      status: 'EXCEPTION',
      description: 'Consignee closed, delivery failed',
    });
    const shipment = await detail(uuid);
    expect(shipment).toMatchObject({ status: 'EXCEPTION', has_open_exception: true });
    expect(shipment.exceptions[0]).toMatchObject({ state: 'open' });
  });

  it('raises, investigates, claims, forwards and resolves an exception', async () => {
    const uuid = await firstShipment('filter[status]=DELIVERED');
    expect(
      (await send('POST', `/api/consignments/${uuid}/exceptions`, { type: 'DAMAGE', description: 'Two cartons crushed' })).statusCode,
    ).toBe(204);
    let shipment = await detail(uuid);
    const exception = shipment.exceptions[0]!;
    expect(shipment.has_open_exception).toBe(true);
    expect((await send('POST', `/api/exceptions/${exception.id}/investigate`, {})).statusCode).toBe(204);
    expect((await send('POST', `/api/exceptions/${exception.id}/claim`, { claim_reference: 'CLM-2026-118' })).statusCode).toBe(204);
    expect(
      (await send('POST', `/api/exceptions/${exception.id}/forward`, { email: 'claims@carrier.example', message: 'Please open a claim.' }))
        .statusCode,
    ).toBe(204);
    await settled(t.deps);
    expect((await lastMailTo(t.database.db, 'claims@carrier.example'))?.text_body).toContain('Two cartons crushed');
    expect((await send('POST', `/api/exceptions/${exception.id}/resolve`, { resolution: 'Carrier credited the freight' })).statusCode).toBe(
      204,
    );
    shipment = await detail(uuid);
    expect(shipment.exceptions[0]).toMatchObject({
      state: 'resolved',
      claim_reference: 'CLM-2026-118',
      forwarded_to: 'claims@carrier.example',
    });
    expect(shipment.has_open_exception).toBe(false);
    expect((await send('POST', `/api/exceptions/${exception.id}/resolve`, { resolution: 'again' })).statusCode).toBe(422);
  });

  it('snoozes a shipment out of the default list until its date', async () => {
    const uuid = await firstShipment('filter[status]=BOOKED');
    const count = async (query = '') =>
      (await call(t.app, 'GET', `/api/consignments?pageSize=1${query}`, { token, siteIds: [gothenburg] })).json().meta.total as number;
    const before = await count();
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await send('PUT', `/api/consignments/${uuid}/snooze`, { until })).statusCode).toBe(204);
    expect(await count()).toBe(before - 1);
    expect(await count('&filter[snoozed]=1')).toBe(1);
    expect(await count('&filter[snoozed]=all')).toBe(before);
    expect((await send('PUT', `/api/consignments/${uuid}/snooze`, { until: new Date(Date.now() - 1000).toISOString() })).statusCode).toBe(
      422,
    );
    await send('DELETE', `/api/consignments/${uuid}/snooze`);
    expect(await count()).toBe(before);
  });

  it('bookmarks for the user only', async () => {
    const uuid = await firstShipment('filter[status]=CONFIRMED');
    await send('PUT', `/api/consignments/${uuid}/bookmarks`);
    const mine = await call(t.app, 'GET', '/api/consignments?filter[bookmarked]=1', { token, siteIds: [gothenburg] });
    expect((mine.json().data as { uuid: string }[]).map((row) => row.uuid)).toEqual([uuid]);
    const colleague = await signIn(t.app, 'siteadmin@demo.example');
    const theirs = await call(t.app, 'GET', '/api/consignments?filter[bookmarked]=1', { token: colleague.token, siteIds: [gothenburg] });
    expect(theirs.json().meta.total).toBe(0);
    expect((await detail(uuid)).bookmarked).toBe(true);
  });

  it('marks a shipment seen when opened and not seen again on request', async () => {
    const uuid = await firstShipment('sortKey=shipment_number&sortOrder=asc');
    const notSeen = async () =>
      (
        (
          await call(t.app, 'GET', '/api/consignments?sortKey=shipment_number&sortOrder=asc&pageSize=1', { token, siteIds: [gothenburg] })
        ).json().data as { not_seen: boolean }[]
      )[0]!.not_seen;
    expect(await notSeen()).toBe(true);
    await detail(uuid);
    expect(await notSeen()).toBe(false);
    await send('POST', `/api/consignments/${uuid}/not-seen`);
    expect(await notSeen()).toBe(true);
  });

  it('sets reminders one by one or in batch, flags expired ones, and completes them', async () => {
    const [a, b] = (
      (await call(t.app, 'GET', '/api/consignments?filter[status]=IN_TRANSIT&pageSize=2', { token, siteIds: [gothenburg] })).json()
        .data as { uuid: string }[]
    ).map((row) => row.uuid);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const batch = await send('POST', '/api/consignments/reminders/batch', { uuids: [a, b], remind_at: inAnHour, text: 'Chase the POD' });
    expect(batch.json().data.count).toBe(2);
    const reminder = (await detail(a!)).reminders.find((entry) => entry.text === 'Chase the POD')!;
    expect(reminder.is_expired).toBe(false);

    // Two hours pass: the reminder's moment is now behind us.
    await t.deps.db
      .update(consignmentReminders)
      .set({ remind_at: new Date(Date.now() - 3_600_000) })
      .where(eq(consignmentReminders.text, 'Chase the POD'));
    expect((await detail(a!)).reminders.find((entry) => entry.id === reminder.id)?.is_expired).toBe(true);
    const expired = await call(t.app, 'GET', '/api/consignments?filter[under_reminder_expired]=1&pageSize=500', {
      token,
      siteIds: [gothenburg],
    });
    expect((expired.json().data as { uuid: string }[]).map((row) => row.uuid)).toEqual(expect.arrayContaining([a, b]));
    expect((await send('PATCH', `/api/consignments/reminders/${reminder.id}/done`)).statusCode).toBe(204);
    expect((await detail(a!)).reminders.find((entry) => entry.id === reminder.id)?.done_at).not.toBeNull();
  });

  it('refuses a reminder in the past, naming the field', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    for (const [url, body] of [
      [`/api/consignments/${uuid}/reminders`, { remind_at: yesterday, text: 'Too late' }],
      ['/api/consignments/reminders/batch', { uuids: [uuid], remind_at: yesterday, text: 'Too late' }],
    ] as const) {
      const refused = await send('POST', url, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.remind_at).toEqual(['The reminder must be set to a moment still to come.']);
    }
    expect((await detail(uuid)).reminders.map((entry) => entry.text)).not.toContain('Too late');
  });

  it('keeps reminders personal: another user neither sees, counts, completes nor deletes them', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT');
    const mine = await send('POST', `/api/consignments/${uuid}/reminders`, {
      remind_at: new Date(Date.now() + 3_600_000).toISOString(),
      text: 'Only for me',
    });
    expect(mine.statusCode).toBe(204);
    const id = (await detail(uuid)).reminders.find((entry) => entry.text === 'Only for me')!.id;
    await t.deps.db
      .update(consignmentReminders)
      .set({ remind_at: new Date(Date.now() - 60_000) })
      .where(eq(consignmentReminders.id, id));

    const colleague = (await signIn(t.app, 'siteadmin@demo.example')).token;
    expect((await detail(uuid, colleague)).reminders.map((entry) => entry.id)).not.toContain(id);
    const colleagueExpired = await call(t.app, 'GET', '/api/consignments?filter[under_reminder_expired]=1&pageSize=500', {
      token: colleague,
      siteIds: [gothenburg],
    });
    expect((colleagueExpired.json().data as { uuid: string }[]).map((row) => row.uuid)).not.toContain(uuid);
    expect((await send('PATCH', `/api/consignments/reminders/${id}/done`, undefined, colleague)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/consignments/reminders/${id}`, undefined, colleague)).statusCode).toBe(404);

    const god = (await signIn(t.app, 'god@demo.example')).token;
    const godExpired = await call(
      t.app,
      'GET',
      '/api/admin/consignments?filter[under_reminder_expired]=1&pageSize=500&filter[snoozed]=all',
      {
        token: god,
      },
    );
    expect((godExpired.json().data as { uuid: string }[]).map((row) => row.uuid)).not.toContain(uuid);
    expect((await detail(uuid)).reminders.find((entry) => entry.id === id)?.done_at).toBeNull();
  });

  it('uploads, downloads and deletes documents', async () => {
    const uuid = await firstShipment('filter[status]=DELIVERED');
    const boundary = '----freight-document';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="POD scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 proof of delivery\r\n--${boundary}--\r\n`;
    const uploaded = await call(t.app, 'POST', `/api/consignments/${uuid}/documents`, {
      token,
      body: payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(204);
    const document = (await detail(uuid)).documents.find((entry) => entry.filename === 'POD scan.pdf')!;
    const download = await call(t.app, 'GET', `/api/documents/${document.id}/download`, { token });
    expect(download.body).toBe('%PDF-1.4 proof of delivery');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''POD%20scan.pdf");
    expect((await send('DELETE', `/api/documents/${document.id}`)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/documents/${document.id}/download`, { token })).statusCode).toBe(404);
  });
});

describe('share links', () => {
  it('opens a read-only page without login, without price or internal comments, until revoked', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT');
    await send('POST', `/api/consignments/${uuid}/comments`, { body: 'Margin is thin on this one', is_internal: true });
    await send('POST', `/api/consignments/${uuid}/comments`, { body: 'Your goods left our terminal today.', is_internal: false });
    const created = await send('POST', `/api/consignments/${uuid}/share`);
    const link = created.json().data as { id: number; uuid: string; url: string };
    expect(link.url).toBe(`http://portal.test/shared/consignments/${link.uuid}`);
    expect(link.uuid).not.toBe(uuid);

    const shared = await call(t.app, 'GET', `/api/shared/consignments/${link.uuid}`);
    expect(shared.statusCode).toBe(200);
    const body = shared.json().data;
    expect(body.comments.map((comment: { body: string }) => comment.body)).toEqual(['Your goods left our terminal today.']);
    expect(shared.body).not.toContain('price');
    expect(shared.body).not.toContain('Margin is thin');
    expect((await call(t.app, 'GET', `/api/shared/consignments/${uuid}`)).statusCode).toBe(404);

    expect((await send('DELETE', `/api/consignments/share/${link.id}`)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/shared/consignments/${link.uuid}`)).statusCode).toBe(404);
  });
});

describe('tenancy of shipment actions', () => {
  it('lets nobody read, share or change a shipment of a site they do not have', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT', [stockholm]);
    const siteAdmin = (await signIn(t.app, 'siteadmin@demo.example')).token;
    const attempts = [
      await call(t.app, 'GET', `/api/consignments/${uuid}`, { token: siteAdmin }),
      await send('POST', `/api/consignments/${uuid}/comments`, { body: 'hello' }, siteAdmin),
      await send('POST', `/api/consignments/${uuid}/share`, undefined, siteAdmin),
      await send('PUT', `/api/consignments/${uuid}/snooze`, { until: new Date(Date.now() + 86_400_000).toISOString() }, siteAdmin),
      await send(
        'POST',
        '/api/consignments/reminders/batch',
        { uuids: [uuid], remind_at: new Date(Date.now() + 86_400_000).toISOString(), text: 'x' },
        siteAdmin,
      ),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const exception = (await detail(uuid)).exceptions[0];
    if (exception) expect((await send('POST', `/api/exceptions/${exception.id}/investigate`, {}, siteAdmin)).statusCode).toBe(404);
  });
});

describe('admin shipments', () => {
  it('shows god users every organization’s shipments and the expired reminders count', async () => {
    const god = (await signIn(t.app, 'god@demo.example')).token;
    const all = await call(t.app, 'GET', '/api/admin/consignments?pageSize=1&filter[snoozed]=all', { token: god });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBe(await t.deps.db.$count(consignments));
    const organizations = (await call(t.app, 'GET', '/api/organizations/active', { token: god })).json().data as {
      id: number;
      name: string;
    }[];
    const demo = organizations.find((organization) => organization.name === 'Demo Organization')!;
    const demoOnly = await call(t.app, 'GET', `/api/admin/consignments?pageSize=1&filter[organization_id]=${demo.id}&filter[snoozed]=all`, {
      token: god,
    });
    expect(demoOnly.json().meta.total).toBe(await t.deps.db.$count(consignments, eq(consignments.organization_id, demo.id)));

    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const expired = await call(
      t.app,
      'GET',
      `/api/admin/consignments?filter[date_between]=${from},${to}&filter[under_reminder_expired]=1&pageSize=1`,
      { token: god },
    );
    expect(expired.statusCode).toBe(200);
    // The demo data gives the god user reminders of their own, some already past.
    expect(expired.json().meta.total).toBeGreaterThan(0);

    const uuid = (all.json().data as { uuid: string }[])[0]!.uuid;
    expect((await call(t.app, 'GET', `/api/admin/consignments/${uuid}`, { token: god })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/consignments', { token })).statusCode).toBe(403);
  });
});

describe('editing a shipment', () => {
  it('saves what a dialog changed and refuses what does not fit', async () => {
    const uuid = await firstShipment('filter[status]=BOOKED');
    const carriers = (await call(t.app, 'GET', '/api/carriers?pageSize=1000', { token })).json().data as {
      id: number;
      name: string;
      services: { id: number }[];
    }[];
    const [first, second] = carriers;
    const eta = '2026-12-01T09:30:00.000Z';
    const saved = await send('PATCH', `/api/consignments/${uuid}`, {
      carrier_id: first!.id,
      carrier_service_id: first!.services[0]!.id,
      eta_at: eta,
      consignee_reference: 'PO-778899',
      delivery_address: {
        name: 'Dock 4',
        address: 'Hamnvägen 2',
        address2: null,
        zip: '41764',
        city: 'Göteborg',
        state: null,
        country: 'se',
        contact_person: 'Lars',
        phone: '+46701234567',
        email: 'dock4@example.com',
      },
    });
    expect(saved.statusCode).toBe(204);
    const shipment = (await detail(uuid)) as unknown as Record<string, unknown> & {
      references: Record<string, string>;
      delivery_address: Record<string, string>;
    };
    expect(shipment).toMatchObject({ carrier_id: first!.id, carrier_name: first!.name, eta_at: eta });
    expect(shipment.references.consignee_reference).toBe('PO-778899');
    expect(shipment.delivery_address.country).toBe('SE');

    const mismatch = await send('PATCH', `/api/consignments/${uuid}`, {
      carrier_id: second!.id,
      carrier_service_id: first!.services[0]!.id,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors)).toEqual(['carrier_service_id']);
    const unknownField = await send('PATCH', `/api/consignments/${uuid}`, { organization_id: 99 });
    expect(unknownField.statusCode).toBe(422);
    const badPhone = await send('PATCH', `/api/consignments/${uuid}`, {
      pickup_address: {
        name: 'x',
        address: null,
        address2: null,
        zip: null,
        city: null,
        state: null,
        country: null,
        contact_person: null,
        phone: '0701',
        email: null,
      },
    });
    expect(badPhone.json().errors).toEqual({ 'pickup_address.phone': ['Enter + and up to 13 digits.'] });
  });

  it('only accepts an owner of the shipment’s organization', async () => {
    const uuid = await firstShipment('filter[status]=BOOKED');
    const colleague = await signIn(t.app, 'siteadmin@demo.example');
    expect((await send('PATCH', `/api/consignments/${uuid}`, { owner_user_id: colleague.user.id })).statusCode).toBe(204);
    const god = await signIn(t.app, 'god@demo.example');
    const organizations = (await call(t.app, 'GET', '/api/organizations/active?include=sites', { token: god.token })).json().data as {
      name: string;
    }[];
    expect(organizations.length).toBe(2);
    const agent = await signIn(t.app, 'agent@demo.example');
    expect((await send('PATCH', `/api/consignments/${uuid}`, { owner_user_id: agent.user.id })).statusCode).toBe(422);
  });

  it('offers as owners exactly the users who see the shipment, and refuses anyone else', async () => {
    const emails = async (uuid: string) =>
      ((await call(t.app, 'GET', `/api/consignments/${uuid}/owner-candidates`, { token })).json().data as { email: string }[]).map(
        (user) => user.email,
      );
    const inStockholm = await firstShipment('filter[status]=DELIVERED', [stockholm]);
    const stockholmOwners = await emails(inStockholm);
    expect(stockholmOwners).toEqual(expect.arrayContaining(['user@demo.example', 'orgadmin@demo.example']));
    expect(stockholmOwners).not.toContain('siteadmin@demo.example');
    expect(stockholmOwners).not.toContain('god@demo.example');
    expect(await emails(await firstShipment('filter[status]=DELIVERED', [gothenburg]))).toContain('siteadmin@demo.example');

    const siteAdmin = await signIn(t.app, 'siteadmin@demo.example');
    expect((await send('PATCH', `/api/consignments/${inStockholm}`, { owner_user_id: siteAdmin.user.id })).statusCode).toBe(422);
    expect((await call(t.app, 'GET', `/api/consignments/${inStockholm}/owner-candidates`, { token: siteAdmin.token })).statusCode).toBe(
      404,
    );
  });

  it('replaces the goods and recomputes the totals', async () => {
    const uuid = await firstShipment('filter[status]=CONFIRMED');
    const item = {
      goods_type: 'Pallet',
      package_type: 'EUR pallet',
      description: 'Chairs',
      shipping_mark: null,
      units: 2,
      weight: 120.5,
      length: 120,
      width: 80,
      height: 110,
      volume: 1.056,
      load_meters: 0.8,
      pallet_spaces: 2,
      stackable: false,
      dangerous_goods: false,
      container_size: null,
    };
    expect(
      (await send('PUT', `/api/consignments/${uuid}/items`, { items: [item, { ...item, units: 1, weight: 30, volume: null }] })).statusCode,
    ).toBe(204);
    const shipment = (await detail(uuid)) as unknown as { items: unknown[]; total_weight: number; packages: number; total_volume: number };
    expect(shipment.items).toHaveLength(2);
    expect(shipment).toMatchObject({ total_weight: 271, packages: 3, total_volume: 2.112 });
    expect((await send('PUT', `/api/consignments/${uuid}/items`, { items: [{ ...item, units: 0 }] })).statusCode).toBe(422);
  });
});

describe('owner links', () => {
  it('opens the shipment for its owner and refuses a changed token, another shipment or a new owner', async () => {
    const uuid = await firstShipment('filter[status]=IN_TRANSIT');
    expect((await send('POST', `/api/consignments/${uuid}/owner-link`)).statusCode).toBe(422);
    const me = await signIn(t.app, 'user@demo.example');
    await send('PATCH', `/api/consignments/${uuid}`, { owner_user_id: me.user.id });
    const url = new URL((await send('POST', `/api/consignments/${uuid}/owner-link`)).json().data.url as string);
    const [, , , token, linkUuid] = url.pathname.split('/');
    expect(url.pathname.startsWith('/admin/owner/')).toBe(true);
    expect(linkUuid).toBe(uuid);

    const opened = await call(t.app, 'GET', `/api/owner/${token}/${uuid}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.owner).toBe('Ulla Usersson');
    expect(((await detail(uuid)) as unknown as { owner: { name: string } }).owner.name).toBe('Ulla Usersson');

    const tampered = token!.slice(0, -2) + (token!.endsWith('A') ? 'BB' : 'AA');
    expect((await call(t.app, 'GET', `/api/owner/${tampered}/${uuid}`)).statusCode).toBe(404);
    const other = await firstShipment('filter[status]=DELIVERED');
    expect((await call(t.app, 'GET', `/api/owner/${token}/${other}`)).statusCode).toBe(404);
    const colleague = await signIn(t.app, 'siteadmin@demo.example');
    await send('PATCH', `/api/consignments/${uuid}`, { owner_user_id: colleague.user.id });
    expect((await call(t.app, 'GET', `/api/owner/${token}/${uuid}`)).statusCode).toBe(404);
  });
});
