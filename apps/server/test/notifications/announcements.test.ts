import { eq, inArray } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnnouncement, TAnnouncementBodyInput, TFrontNotification } from '@freight/contracts';
import { announcements, roles, sites, users } from '../../src/db/schema';
import { deliverDueAnnouncements } from '../../src/modules/notifications';
import { call, createTestApp, settled, signIn, type TestApp } from '../helpers/test-app';

/** A real SMTP server that keeps what it receives. */
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail);
        callback();
      })
      .catch(callback);
  },
});

const EMAILS = ['god@demo.example', 'orgadmin@demo.example', 'siteadmin@demo.example', 'user@demo.example', 'agent@demo.example'] as const;
type DemoEmail = (typeof EMAILS)[number];

let t: TestApp;
const tokens = new Map<DemoEmail, string>();
const people = new Map<DemoEmail, { id: number; organization_id: number }>();
let stockholm: number;
let siteAdminRole: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  for (const email of EMAILS) tokens.set(email, (await signIn(t.app, email)).token);
  const rows = await t.database.db
    .select({ id: users.id, email: users.email, organization_id: users.organization_id })
    .from(users)
    .where(inArray(users.email, [...EMAILS]));
  for (const row of rows) people.set(row.email as DemoEmail, row);
  stockholm = (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.name, 'Stockholm Office')))[0]!.id;
  siteAdminRole = (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Site Admin')))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const token = (email: DemoEmail) => tokens.get(email)!;
const idOf = (email: DemoEmail) => people.get(email)!.id;
const nobody = { everyone: false, organization_ids: [], site_ids: [], role_ids: [], user_ids: [] };

let counter = 0;
function announcement(changes: Partial<TAnnouncementBodyInput> = {}): TAnnouncementBodyInput {
  counter += 1;
  return {
    title: { en: `Maintenance window ${counter}`, es: `Ventana de mantenimiento ${counter}`, 'zh-CN': null },
    message: { en: 'The portal pauses on Sunday night.', es: 'El portal se detiene el domingo por la noche.', 'zh-CN': null },
    audience: { ...nobody, everyone: true },
    delivery: 'now',
    scheduled_at: null,
    email: false,
    ...changes,
  };
}

async function post(body: TAnnouncementBodyInput, as: DemoEmail = 'god@demo.example') {
  return call(t.app, 'POST', '/api/admin/announcements', { token: token(as), body });
}

async function send(body: TAnnouncementBodyInput) {
  const created = await post(body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as TAnnouncement;
}

/** The user's notices of one announcement, by its English title. */
async function noticesOf(email: DemoEmail, title: string, locale?: string) {
  const list = await call(t.app, 'GET', '/api/front-notifications?pageSize=100&filters[type]=announcement', {
    token: token(email),
    locale,
  });
  expect(list.statusCode, list.body).toBe(200);
  const all = list.json().data as (TFrontNotification & { id: number })[];
  return { all, match: (text: string) => all.filter((notice) => notice.data.subject === text), title };
}

async function reached(title: string) {
  const got: DemoEmail[] = [];
  for (const email of EMAILS) if ((await noticesOf(email, title)).match(title).length > 0) got.push(email);
  return got;
}

async function setLocale(email: DemoEmail, locale: string) {
  await t.database.db
    .update(users)
    .set({ locale })
    .where(eq(users.id, idOf(email)));
}

describe('who may announce', () => {
  it('refuses anyone but a god user', async () => {
    expect((await post(announcement(), 'orgadmin@demo.example')).statusCode).toBe(403);
    const list = await call(t.app, 'GET', '/api/admin/announcements', { token: token('siteadmin@demo.example') });
    expect(list.statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('says per field what is wrong: no audience, a passed moment, unknown records, no English text', async () => {
    const before = await t.database.db.$count(announcements);
    const empty = await post(
      announcement({ audience: nobody, delivery: 'schedule', scheduled_at: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['audience', 'scheduled_at']);

    const unknown = await post(
      announcement({
        audience: {
          everyone: false,
          organization_ids: [999_999],
          site_ids: [999_998],
          role_ids: [999_997],
          user_ids: [idOf('user@demo.example'), 999_996],
        },
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'audience.organization_ids.0': ['There is no such organization.'],
      'audience.site_ids.0': ['There is no such site.'],
      'audience.role_ids.0': ['There is no such role.'],
      'audience.user_ids.1': ['There is no such user.'],
    });

    const noEnglish = await post(
      announcement({ title: { en: '  ', es: 'Hola', 'zh-CN': null }, delivery: 'schedule', scheduled_at: null }),
    );
    expect(noEnglish.statusCode).toBe(422);
    expect(Object.keys(noEnglish.json().errors)).toContain('title.en');

    const malformed = await call(t.app, 'POST', '/api/admin/announcements', {
      token: token('god@demo.example'),
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    // Nothing refused was kept.
    expect(await t.database.db.$count(announcements)).toBe(before);
  });
});

describe('the audience', () => {
  it('reaches exactly the people of the sites chosen and the users named, in their language', async () => {
    await setLocale('user@demo.example', 'es');
    await setLocale('agent@demo.example', 'zh-CN');
    const sent = await send(announcement({ audience: { ...nobody, site_ids: [stockholm], user_ids: [idOf('agent@demo.example')] } }));
    expect(sent.status).toBe('sent');
    expect(sent.recipients).toBe(2);
    expect(sent.audience.sites).toEqual([{ id: stockholm, name: 'Stockholm Office' }]);

    const english = sent.title.en;
    // The Spanish user reads Spanish; the Chinese reader, with no Chinese text written, reads English.
    const spanish = await noticesOf('user@demo.example', english, 'es');
    expect(spanish.match(sent.title.es!).map((notice) => notice.data.content)).toEqual([sent.message.es]);
    expect((await noticesOf('agent@demo.example', english, 'zh-CN')).match(english)).toHaveLength(1);
    for (const email of ['god@demo.example', 'orgadmin@demo.example', 'siteadmin@demo.example'] as const) {
      expect((await noticesOf(email, english)).match(english), email).toHaveLength(0);
    }
    await setLocale('user@demo.example', 'en');
    await setLocale('agent@demo.example', 'en');
  });

  it('narrows organizations to the roles chosen, and reaches no other organization nor a deactivated user', async () => {
    const demo = people.get('user@demo.example')!.organization_id;
    const admins = await send(announcement({ audience: { ...nobody, organization_ids: [demo], role_ids: [siteAdminRole] } }));
    expect(await reached(admins.title.en)).toEqual(['siteadmin@demo.example']);

    await t.database.db
      .update(users)
      .set({ deactivated_at: new Date() })
      .where(eq(users.id, idOf('orgadmin@demo.example')));
    const whole = await send(announcement({ audience: { ...nobody, organization_ids: [demo] } }));
    await t.database.db
      .update(users)
      .set({ deactivated_at: null })
      .where(eq(users.id, idOf('orgadmin@demo.example')));
    const got = await reached(whole.title.en);
    expect(got).toEqual(expect.arrayContaining(['siteadmin@demo.example', 'user@demo.example']));
    expect(got).not.toContain('orgadmin@demo.example');
    expect(got).not.toContain('agent@demo.example');
  });
});

describe('scheduling', () => {
  const soon = () => new Date(Date.now() + 3_600_000).toISOString();
  async function comeDue(id: number) {
    await t.database.db
      .update(announcements)
      .set({ scheduled_at: new Date(Date.now() - 1000) })
      .where(eq(announcements.id, id));
  }

  it('sends a scheduled announcement once at its time, even with two servers', async () => {
    const scheduled = await send(
      announcement({ delivery: 'schedule', scheduled_at: soon(), audience: { ...nobody, site_ids: [stockholm] } }),
    );
    expect(scheduled.status).toBe('scheduled');
    await deliverDueAnnouncements(t.deps);
    expect(await reached(scheduled.title.en)).toEqual([]);

    await comeDue(scheduled.id);
    const another = await t.startAnotherServer();
    try {
      await Promise.all([deliverDueAnnouncements(t.deps), deliverDueAnnouncements(another.deps)]);
    } finally {
      await another.close();
    }
    expect((await noticesOf('user@demo.example', scheduled.title.en)).match(scheduled.title.en)).toHaveLength(1);
    const after = await call(t.app, 'GET', `/api/admin/announcements/${scheduled.id}`, { token: token('god@demo.example') });
    expect(after.json().data).toMatchObject({ status: 'sent', recipients: 1, read: 0 });
  });

  it('never sends a withdrawn announcement, and a sent one cannot be withdrawn', async () => {
    const scheduled = await send(announcement({ delivery: 'schedule', scheduled_at: soon() }));
    const withdrawn = await call(t.app, 'POST', `/api/admin/announcements/${scheduled.id}/withdraw`, { token: token('god@demo.example') });
    expect(withdrawn.json().data.status).toBe('withdrawn');
    await comeDue(scheduled.id);
    await deliverDueAnnouncements(t.deps);
    expect(await reached(scheduled.title.en)).toEqual([]);

    const sent = await send(announcement({ audience: { ...nobody, user_ids: [idOf('user@demo.example')] } }));
    const late = await call(t.app, 'POST', `/api/admin/announcements/${sent.id}/withdraw`, { token: token('god@demo.example') });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.status).toBeDefined();
    expect((await call(t.app, 'POST', '/api/admin/announcements/999999/withdraw', { token: token('god@demo.example') })).statusCode).toBe(
      404,
    );
  });

  it('keeps a draft unsent until it is sent', async () => {
    const draft = await send(announcement({ delivery: 'draft', audience: { ...nobody, user_ids: [idOf('user@demo.example')] } }));
    expect(draft.status).toBe('draft');
    expect(await reached(draft.title.en)).toEqual([]);
    const body = announcement({
      title: { en: draft.title.en, es: null, 'zh-CN': null },
      audience: { ...nobody, user_ids: [idOf('user@demo.example')] },
    });
    const sent = await call(t.app, 'PUT', `/api/admin/announcements/${draft.id}`, { token: token('god@demo.example'), body });
    expect(sent.json().data.status).toBe('sent');
    expect(await reached(draft.title.en)).toEqual(['user@demo.example']);
  });
});

describe('read counts and the e-mail copy', () => {
  it('counts who read it, and e-mails each recipient in their language over SMTP', async () => {
    await setLocale('user@demo.example', 'es');
    const sent = await send(
      announcement({ email: true, audience: { ...nobody, user_ids: [idOf('user@demo.example'), idOf('siteadmin@demo.example')] } }),
    );
    await settled(t.deps);
    const spanish = received.find((mail) => mail.subject === sent.title.es)!;
    expect(spanish.to && !Array.isArray(spanish.to) && spanish.to.text).toBe('user@demo.example');
    expect(spanish.text).toContain('Hola, Ulla Usersson:');
    expect(spanish.text).toContain(sent.message.es);
    expect(spanish.text).toContain('http://portal.test/notifications');
    const english = received.find((mail) => mail.subject === sent.title.en)!;
    expect(english.to && !Array.isArray(english.to) && english.to.text).toBe('siteadmin@demo.example');
    expect(english.text).toContain(sent.message.en);

    const notice = (await noticesOf('user@demo.example', sent.title.en)).match(sent.title.en)[0]!;
    await call(t.app, 'PATCH', '/api/front-notifications/read', { token: token('user@demo.example'), body: { ids: [notice.id] } });
    const list = await call(t.app, 'GET', '/api/admin/announcements?pageSize=100', { token: token('god@demo.example') });
    expect((list.json().data as TAnnouncement[]).find((entry) => entry.id === sent.id)).toMatchObject({ recipients: 2, read: 1 });
    await setLocale('user@demo.example', 'en');
  });
});
