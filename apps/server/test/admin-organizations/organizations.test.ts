import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, organizations, sites, users } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;
let orgAdmin: string;
let nordic: number;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A multipart form as the organization screen sends it. */
function form(method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, logo?: { data: Buffer; name: string }) {
  const boundary = '----freight-organization';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (logo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${logo.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      logo.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return call(t.app, method, url, {
    token,
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
  const admin = await signIn(t.app, 'orgadmin@demo.example');
  orgAdmin = admin.token;
  nordic = admin.user.sites[0]!.organization_id;
});
afterAll(() => t.close());

describe('organizations', () => {
  it('creates an organization with a logo the sidebar can load, white meaning the product colour', async () => {
    const response = await form(
      'POST',
      '/api/organizations',
      god,
      { name: 'Baltic Shipping AB', country_code: 'se', brand_color: '#ffffff' },
      { data: PNG, name: 'logo.png' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({ name: 'Baltic Shipping AB', country_code: 'SE', brand_color: '#2E457C', sites: [], users: [] });
    expect(created.logo_url).toMatch(new RegExp(`^/api/organizations/${created.id}/logo\\?v=\\d+$`));
    const logo = await call(t.app, 'GET', created.logo_url, { token: god });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const list = await call(t.app, 'GET', '/api/organizations?filter[search]=Baltic', { token: god });
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.id, sites_count: 0, users_count: 0 })]);
  });

  it('gives its users the logo’s current address, so the sidebar shows a replaced logo at once', async () => {
    // An organization of the test's own, so the logo files it replaces are none another test reads.
    const created = (
      await form('POST', '/api/organizations', god, { name: 'Sidebar Logo AB', country_code: 'SE' }, { data: PNG, name: 'a.png' })
    ).json().data as { id: number };
    const [template] = await t.database.db.select().from(users).where(eq(users.email, 'user@demo.example'));
    const { id: _id, ...member } = template!;
    await t.database.db.insert(users).values({ ...member, email: 'sidebar@logo.example', organization_id: created.id, company_id: null });
    const colleague = await signIn(t.app, 'sidebar@logo.example');
    const sidebarLogo = async () => (await call(t.app, 'GET', '/api/whoami', { token: colleague.token })).json().data.organization.logo_url;
    const first = await sidebarLogo();
    expect(first).toMatch(new RegExp(`^/api/organizations/${created.id}/logo\\?v=\\d+$`));
    expect((await call(t.app, 'GET', first, { token: colleague.token })).statusCode).toBe(200);
    const body = { name: 'Sidebar Logo AB', country_code: 'SE' };
    await form('PUT', `/api/organizations/${created.id}`, god, body, { data: PNG, name: 'b.png' });
    expect(await sidebarLogo()).not.toBe(first);
    await form('PUT', `/api/organizations/${created.id}`, god, { ...body, remove_logo: '1' });
    expect(await sidebarLogo()).toBeNull();
  });

  it('keeps only the logo the organization names: a replaced, removed or deleted one leaves the file store', async () => {
    const logoFile = async (id: number) =>
      (await t.database.db.select({ path: organizations.logo_path }).from(organizations).where(eq(organizations.id, id)))[0]?.path ?? null;
    const created = (
      await form('POST', '/api/organizations', god, { name: 'Logo Swap AB', country_code: 'SE' }, { data: PNG, name: 'first.png' })
    ).json().data;
    const first = (await logoFile(created.id))!;
    expect(await t.deps.files.read(first)).not.toBeNull();

    const replaced = await form(
      'PUT',
      `/api/organizations/${created.id}`,
      god,
      { name: 'Logo Swap AB', country_code: 'SE' },
      { data: PNG, name: 'second.png' },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    // A replaced logo has another address, so no browser shows the first one from its cache.
    expect(replaced.json().data.logo_url).not.toBe(created.logo_url);
    const second = (await logoFile(created.id))!;
    expect(second).not.toBe(first);
    expect(await t.deps.files.read(first)).toBeNull();
    expect(await t.deps.files.read(second)).not.toBeNull();

    await form('PUT', `/api/organizations/${created.id}`, god, { name: 'Logo Swap AB', country_code: 'SE', remove_logo: '1' });
    expect(await logoFile(created.id)).toBeNull();
    expect(await t.deps.files.read(second)).toBeNull();

    await form(
      'PUT',
      `/api/organizations/${created.id}`,
      god,
      { name: 'Logo Swap AB', country_code: 'SE' },
      { data: PNG, name: 'third.png' },
    );
    const third = (await logoFile(created.id))!;
    const deleted = await call(t.app, 'DELETE', `/api/organizations/${created.id}`, { token: god, body: { command: 'delete' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.deps.files.read(third)).toBeNull();
  });

  it('answers 422 on a bad colour, a missing name and a logo that is not an image', async () => {
    const bad = await form('POST', '/api/organizations', god, { name: '', country_code: 'Sweden', brand_color: 'blue' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['This field is required.'],
      country_code: ['Enter a two-letter country code (ISO 3166).'],
      brand_color: ['Enter a colour as #RRGGBB.'],
    });
    const notImage = await form(
      'POST',
      '/api/organizations',
      god,
      { name: 'Scripted', country_code: 'SE' },
      { data: Buffer.from('<svg onload="alert(1)"/>'), name: 'logo.svg' },
    );
    expect(notImage.json().errors).toEqual({ logo: ['Upload a PNG, JPEG, WebP or GIF image.'] });
    const large = await form(
      'POST',
      '/api/organizations',
      god,
      { name: 'Huge', country_code: 'SE' },
      { data: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), name: 'logo.png' },
    );
    expect(large.json().errors).toEqual({ logo: ['The file must be at most 1 MB.'] });
    expect(await t.database.db.select().from(organizations).where(eq(organizations.name, 'Scripted'))).toEqual([]);
  });

  it('lets an organization admin change their own organization but no other, and never delete it', async () => {
    const own = await form('PUT', `/api/organizations/${nordic}`, orgAdmin, {
      name: 'Nordic Freight AB',
      country_code: 'SE',
      brand_color: '#1a5276',
      is_active: '0',
    });
    expect(own.statusCode, own.body).toBe(200);
    // Only god users switch an organization off.
    expect(own.json().data).toMatchObject({ brand_color: '#1A5276', is_active: true });
    const detail = await call(t.app, 'GET', `/api/organizations/${nordic}`, { token: orgAdmin });
    expect(detail.json().data.sites.map((site: { name: string }) => site.name)).toContain('Gothenburg Warehouse');
    expect(detail.json().data.users.map((user: { email: string }) => user.email)).toContain('orgadmin@demo.example');

    const others = await call(t.app, 'GET', '/api/organizations?pageSize=1000', { token: god });
    const demo = others.json().data.find((organization: { name: string }) => organization.name === 'Demo Organization');
    expect((await form('PUT', `/api/organizations/${demo.id}`, orgAdmin, { name: 'Mine now', country_code: 'SE' })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/organizations/${nordic}?command=delete`, { token: orgAdmin })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/organizations', { token: orgAdmin })).statusCode).toBe(403);

    const trail = await call(t.app, 'GET', `/api/audit-events?entity=organization&entity_id=${nordic}`, { token: orgAdmin });
    expect(trail.json().data[0].changes).toEqual({ brand_color: { from: '#2E457C', to: '#1A5276' } });
  });

  it('keeps how early buyers hear of unbooked order lines as typed, refuses what is not a whole number of days, and keeps it when left out', async () => {
    const fields = { name: 'Nordic Freight AB', country_code: 'SE', brand_color: '#2E457C' };
    const saved = await form('PUT', `/api/organizations/${nordic}`, orgAdmin, { ...fields, purchase_unbooked_alert_days: '12' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.purchase_unbooked_alert_days).toBe(12);
    for (const [typed, message] of [
      ['-3', 'Enter zero or more.'],
      ['2.5', 'Enter a whole number.'],
      ['', 'Enter a whole number.'],
      ['61', 'This value is too large.'],
    ]) {
      const refused = await form('PUT', `/api/organizations/${nordic}`, orgAdmin, { ...fields, purchase_unbooked_alert_days: typed! });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ purchase_unbooked_alert_days: [message] });
    }
    const untouched = await form('PUT', `/api/organizations/${nordic}`, orgAdmin, fields);
    expect(untouched.json().data.purchase_unbooked_alert_days).toBe(12);
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, nordic));
    expect(row!.purchase_unbooked_alert_days).toBe(12);
    await form('PUT', `/api/organizations/${nordic}`, orgAdmin, { ...fields, purchase_unbooked_alert_days: '7' });
  });

  it("gives an organization's users Quote & Booking only when a god user switches it on", async () => {
    const fields = { name: 'Quote Desk AB', country_code: 'SE' };
    const created = (await form('POST', '/api/organizations', god, { ...fields, quote_booking: '1' })).json().data;
    expect(created.quote_booking).toBe(true);
    const off = await form('PUT', `/api/organizations/${created.id}`, god, { ...fields, quote_booking: '0' });
    expect(off.json().data.quote_booking).toBe(false);

    // An organization admin cannot give their own organization the entry.
    const own = await form('PUT', `/api/organizations/${nordic}`, orgAdmin, {
      name: 'Nordic Freight AB',
      country_code: 'SE',
      quote_booking: '1',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.quote_booking).toBe(false);
    expect((await call(t.app, 'GET', '/api/whoami', { token: orgAdmin })).json().data.organization.quote_booking).toBe(false);

    await form('PUT', `/api/organizations/${nordic}`, god, { name: 'Nordic Freight AB', country_code: 'SE', quote_booking: '1' });
    expect((await call(t.app, 'GET', '/api/whoami', { token: orgAdmin })).json().data.organization.quote_booking).toBe(true);
    await form('PUT', `/api/organizations/${nordic}`, god, { name: 'Nordic Freight AB', country_code: 'SE', quote_booking: '0' });
  });

  it("removes an organization with its sites only with the command delete, and never the god user's own", async () => {
    const created = (await form('POST', '/api/organizations', god, { name: 'Short Lived AB', country_code: 'NO' })).json().data;
    const site = await call(t.app, 'POST', '/api/sites', {
      token: god,
      body: {
        organization_id: created.id,
        name: 'Oslo',
        key: 'Oslo',
        email: 'oslo@short.example',
        phone: '+4722000000',
        address: 'Karl Johans gate 1',
        post_code: '0154',
        city: 'Oslo',
        vat_number: 'NO-123456789',
        country_code: 'NO',
      },
    });
    expect(site.statusCode, site.body).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/organizations/${created.id}`, { token: god })).statusCode).toBe(422);
    const removed = await call(t.app, 'DELETE', `/api/organizations/${created.id}`, { token: god, body: { command: 'delete' } });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await t.database.db.select().from(sites).where(eq(sites.organization_id, created.id))).toEqual([]);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity_id, String(created.id)));
    expect(event).toBeDefined();

    const own = await call(t.app, 'DELETE', `/api/organizations/${nordic}?command=delete`, { token: god });
    expect(own.json().errors).toEqual({ command: ['You cannot remove the organization you belong to.'] });
  });
});
