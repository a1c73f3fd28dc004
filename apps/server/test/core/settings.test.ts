import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { lastMailTo } from '../helpers/outbox';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function upload(token: string, userId: number, file: { name: string; type: string; data: Buffer }) {
  const boundary = '----freight-avatar';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(t.app, 'POST', `/api/users/${userId}/avatar`, {
    token,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('profile', () => {
  it('saves name, description and language, and asks to verify a new e-mail address', async () => {
    const { token } = await signIn(t.app, 'agent@demo.example');
    const response = await call(t.app, 'PUT', '/api/settings/profile', {
      token,
      body: { name: 'Anders A. Agentsson', email: 'anders@demo.example', description: 'Customs broker, Baltic', locale: 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Anders A. Agentsson',
      email: 'anders@demo.example',
      description: 'Customs broker, Baltic',
      locale: 'es',
      email_verified_at: null,
    });
    const mail = await lastMailTo(t.database.db, 'anders@demo.example');
    expect(mail?.subject).toBe('Verifique su dirección de correo electrónico');
  });

  it('refuses an e-mail address another account uses, and a missing name', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    const taken = await call(t.app, 'PUT', '/api/settings/profile', {
      token,
      body: { name: 'Ulla', email: 'GOD@demo.example', description: null, locale: 'en' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['This e-mail address is already used by another account.'] });
    const unnamed = await call(t.app, 'PUT', '/api/settings/profile', {
      token,
      body: { name: ' ', email: 'user@demo.example', locale: 'en' },
    });
    expect(unnamed.json().errors).toEqual({ name: ['This field is required.'] });
  });
});

describe('booking defaults', () => {
  it('starts from the portal’s defaults and keeps what a user saves for their own new bookings only', async () => {
    const { token } = await signIn(t.app, 'siteadmin@demo.example');
    const before = await call(t.app, 'GET', '/api/settings/profile/booking', { token });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      freight_print_types: [],
      label_format: 'PNG',
      payer: 'sender',
      pickup_time_earliest: '09:00',
      pickup_time_latest: '16:00',
      incoterm: null,
      incoterm_place: null,
    });
    const saved = {
      freight_print_types: ['labels', 'waybill'],
      label_format: 'PDF',
      payer: 'receiver',
      pickup_time_earliest: '07:30',
      pickup_time_latest: '14:00',
      incoterm: 'DAP',
      incoterm_place: 'Oslo',
    };
    const put = await call(t.app, 'PUT', '/api/settings/profile/booking', { token, body: saved });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual(saved);
    expect((await call(t.app, 'GET', '/api/whoami', { token })).json().data.booking_defaults).toEqual(saved);

    // A colleague's new bookings keep the portal's defaults.
    const colleague = await signIn(t.app, 'user@demo.example');
    expect((await call(t.app, 'GET', '/api/settings/profile/booking', { token: colleague.token })).json().data.label_format).toBe('PNG');
  });

  it('names each wrong field and keeps what was saved before', async () => {
    const { token } = await signIn(t.app, 'orgadmin@demo.example');
    const response = await call(t.app, 'PUT', '/api/settings/profile/booking', {
      token,
      body: {
        freight_print_types: ['labels', 'postcard'],
        label_format: 'GIF',
        payer: 'sender',
        pickup_time_earliest: '10:00',
        pickup_time_latest: '10:05',
        incoterm: 'XYZ',
        incoterm_place: null,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['freight_print_types.1', 'incoterm', 'label_format']);
    const window = await call(t.app, 'PUT', '/api/settings/profile/booking', {
      token,
      body: {
        freight_print_types: [],
        label_format: 'PNG',
        payer: 'sender',
        pickup_time_earliest: '10:00',
        pickup_time_latest: '10:05',
        incoterm: null,
        incoterm_place: null,
      },
    });
    expect(window.statusCode).toBe(422);
    expect(Object.keys(window.json().errors)).toEqual(['pickup_time_latest']);
    expect((await call(t.app, 'GET', '/api/settings/profile/booking', { token })).json().data.pickup_time_earliest).toBe('09:00');
  });
});

describe('password change', () => {
  it('checks the current password, then signs out the other sessions only', async () => {
    const here = await signIn(t.app, 'siteadmin@demo.example');
    const elsewhere = await signIn(t.app, 'siteadmin@demo.example');
    const wrong = await call(t.app, 'PUT', '/api/settings/password', {
      token: here.token,
      body: { current_password: 'not-it-123', password: 'Pallet-jack-77', password_confirmation: 'Pallet-jack-77' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is not correct.'] });

    const changed = await call(t.app, 'PUT', '/api/settings/password', {
      token: here.token,
      body: { current_password: DEMO_PASSWORD, password: 'Pallet-jack-77', password_confirmation: 'Pallet-jack-77' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/whoami', { token: here.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/whoami', { token: elsewhere.token })).statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/login', { body: { email: 'siteadmin@demo.example', password: 'Pallet-jack-77' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('avatar', () => {
  it('stores an uploaded image, serves it and removes it', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const uploaded = await upload(token, user.id, { name: 'me.png', type: 'image/png', data: PNG });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.avatar_url).toBe(`/api/users/${user.id}/avatar`);
    const image = await call(t.app, 'GET', `/api/users/${user.id}/avatar`, { token });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const removed = await call(t.app, 'DELETE', `/api/users/${user.id}/avatar`, { token });
    expect(removed.json().data.avatar_url).toBeNull();
    expect((await call(t.app, 'GET', `/api/users/${user.id}/avatar`, { token })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const { token, user } = await signIn(t.app, 'user@demo.example');
    const response = await upload(token, user.id, { name: 'cv.png', type: 'image/png', data: Buffer.from('%PDF-1.7 not an image') });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ avatar: ['Upload a PNG, JPEG, WebP or GIF image.'] });
    const missing = await call(t.app, 'POST', `/api/users/${user.id}/avatar`, { token, body: {} });
    expect(missing.statusCode).toBe(422);
  });

  it('lets nobody change a colleague’s avatar but admins, and hides other organizations', async () => {
    const user = await signIn(t.app, 'user@demo.example');
    const colleague = await signIn(t.app, 'orgadmin@demo.example');
    const forbidden = await upload(user.token, colleague.user.id, { name: 'x.png', type: 'image/png', data: PNG });
    expect(forbidden.statusCode).toBe(403);
    const admin = await upload(colleague.token, user.user.id, { name: 'x.png', type: 'image/png', data: PNG });
    expect(admin.statusCode).toBe(200);
    const [demoUser] = await t.database.db.select({ id: users.id }).from(users).where(like(users.name, 'Anders%'));
    const hidden = await upload(user.token, demoUser!.id, { name: 'x.png', type: 'image/png', data: PNG });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('embedded reports', () => {
  it('lists the reports of the user’s organization', async () => {
    const { token } = await signIn(t.app, 'user@demo.example');
    const response = await call(t.app, 'GET', '/api/embedded-report?pageSize=1000&sortKey=name', { token });
    expect((response.json().data as { name: string }[]).map((report) => report.name)).toEqual([
      'Carrier performance',
      'Lane costs',
      'Overview',
      'analytics',
    ]);
  });

  it('shows a super user the reports of the organization of the site acted as', async () => {
    const { token } = await signIn(t.app, 'god@demo.example');
    const organizations = await call(t.app, 'GET', '/api/organizations/active?include=sites', { token });
    const demo = (organizations.json().data as { name: string; sites: { id: number }[] }[]).find(
      (organization) => organization.name === 'Demo Organization',
    )!;
    const response = await call(t.app, 'GET', '/api/embedded-report?sortKey=name', { token, siteIds: [demo.sites[0]!.id] });
    expect((response.json().data as { name: string }[]).map((report) => report.name)).toEqual([
      'Lead times by lane',
      'Monthly freight spend',
    ]);
  });
});
