import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkIn } from '../helpers/outbox';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let god: string;

beforeAll(async () => {
  t = await createTestApp();
  god = (await signIn(t.app, 'god@demo.example')).token;
});
afterAll(() => t?.close());

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  company_name: 'Baltic Bakery AB',
  country_code: 'se',
  contact_name: 'Bo Baker',
  email,
  phone: '+46 8 123 456',
  password: `${DEMO_PASSWORD}-bakery`,
  locale: 'en',
  ...overrides,
});

/** Registers, waits for the mail that follows the answer, and returns the answer and that mail. */
async function register(body: Record<string, unknown>, locale?: string) {
  const response = await call(t.app, 'POST', '/api/register', { body, locale });
  await t.deps.background.settle();
  const mail = await lastMailTo(t.database.db, String(body.email).toLowerCase());
  return { response, mail };
}

async function confirm(mailText: string) {
  const token = linkIn(mailText).pathname.split('/').at(-1)!;
  return call(t.app, 'POST', '/api/register/confirm', { body: { token } });
}

async function findRegistration(email: string, status = 'pending') {
  const list = await call(t.app, 'GET', `/api/registrations?filter[status]=${status}&filter[search]=${encodeURIComponent(email)}`, {
    token: god,
  });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data.find((row: { email: string }) => row.email === email) as { id: number; status: string } | undefined;
}

describe('self-registration', () => {
  it('takes a company from registration through confirmation and approval to its admin’s first sign-in', async () => {
    const email = 'bo@balticbakery.example';
    const { response, mail } = await register(form('Bo@BalticBakery.example'));
    expect(response.statusCode, response.body).toBe(200);
    expect(mail?.subject).toBe('Confirm your Freight Portal registration');
    const link = linkIn(mail!.text_body);
    expect(link.pathname).toMatch(/^\/register\/confirm\//);

    // Not yet confirmed: the god user sees it among the unconfirmed ones only.
    expect(await findRegistration(email)).toBeUndefined();
    expect(await findRegistration(email, 'unconfirmed')).toMatchObject({ status: 'unconfirmed' });

    const confirmed = await confirm(mail!.text_body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = await confirm(mail!.text_body);
    expect(again.statusCode).toBe(422);

    const pending = (await findRegistration(email))!;
    const approved = await call(t.app, 'POST', `/api/registrations/${pending.id}/approve`, { token: god });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', company_name: 'Baltic Bakery AB', country_code: 'SE' });
    const organizationId = approved.json().data.organization_id as number;

    const twice = await call(t.app, 'POST', `/api/registrations/${pending.id}/approve`, { token: god });
    expect(twice.statusCode).toBe(422);

    // The god user sees the new organization with its first site and its admin.
    const organization = await call(t.app, 'GET', `/api/organizations/${organizationId}`, { token: god });
    expect(organization.json().data).toMatchObject({ name: 'Baltic Bakery AB', country_code: 'SE' });
    expect(organization.json().data.sites).toHaveLength(1);
    expect(organization.json().data.users).toEqual([expect.objectContaining({ email })]);

    const created = await call(t.app, 'GET', `/api/audit-events?entity=organization&entity_id=${organizationId}`, { token: god });
    expect(created.json().data).toEqual([expect.objectContaining({ action: 'create' })]);

    // Told by e-mail, the new organization admin signs in with the password chosen at registration.
    const approvedMail = (await lastMailTo(t.database.db, email))!;
    expect(approvedMail.subject).toBe('Your company is registered with Freight Portal');
    expect(linkIn(approvedMail.text_body).pathname).toBe('/login');
    const password = `${DEMO_PASSWORD}-bakery`;
    const login = await call(t.app, 'POST', '/api/login', { body: { email, password } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user).toMatchObject({ email, level: 'organization-admin', organization: { name: 'Baltic Bakery AB' } });
  });

  it('declines with the god user’s message, e-mailed in the applicant’s language', async () => {
    const email = 'lucia@panaderia.example';
    const { mail } = await register(
      form(email, { company_name: 'Panadería Lucía SL', country_code: 'ES', contact_name: 'Lucía', locale: 'es' }),
    );
    expect(mail?.subject).toBe('Confirme su registro en Freight Portal');
    await confirm(mail!.text_body);
    const pending = (await findRegistration(email))!;

    const empty = await call(t.app, 'POST', `/api/registrations/${pending.id}/decline`, { token: god, body: { message: ' ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toBeDefined();

    const message = 'No ofrecemos servicio en su región todavía.';
    const declined = await call(t.app, 'POST', `/api/registrations/${pending.id}/decline`, { token: god, body: { message } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', decline_message: message, organization_id: null });

    const letter = (await lastMailTo(t.database.db, email))!;
    expect(letter.subject).toBe('Su registro en Freight Portal');
    expect(letter.text_body).toContain('Hola, Lucía:');
    expect(letter.text_body).toContain('el registro de Panadería Lucía SL no ha sido aprobado');
    expect(letter.text_body).toContain(message);

    const approve = await call(t.app, 'POST', `/api/registrations/${pending.id}/approve`, { token: god });
    expect(approve.statusCode).toBe(422);
  });

  it('answers a known e-mail address as any other, and e-mails it that it already has an account', async () => {
    const known = await register(form('user@demo.example'));
    const unknown = await register(form('new.shipper@example.com'));
    expect(known.response.statusCode).toBe(200);
    expect(known.response.body).toBe(unknown.response.body);
    expect(known.mail?.subject).toBe('You already have a Freight Portal account');
    expect(linkIn(known.mail!.text_body).pathname).toBe('/login');
    expect(unknown.mail?.subject).toBe('Confirm your Freight Portal registration');
  });

  it('refuses more registrations of one e-mail address in an hour than allowed', async () => {
    const email = 'eager@example.com';
    const limit = t.deps.config.REGISTRATIONS_PER_ADDRESS_HOUR;
    for (let i = 0; i < limit; i++) {
      const { response } = await register(form(email));
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await call(t.app, 'POST', '/api/register', { body: form(email) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many registrations/);
    // Another address is not held up.
    expect((await register(form('patient@example.com'))).response.statusCode).toBe(200);
  });

  it('names each field that is missing or wrong', async () => {
    const empty = await call(t.app, 'POST', '/api/register', {
      body: { company_name: '', country_code: 'Sweden', contact_name: ' ', email: 'not-an-address', password: 'short', locale: 'sv' },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'company_name',
      'contact_name',
      'country_code',
      'email',
      'locale',
      'password',
    ]);
    expect(empty.json().errors.company_name).toEqual(['This field is required.']);

    const unknownCountry = await call(t.app, 'POST', '/api/register', { body: form('someone@example.com', { country_code: 'XX' }) });
    expect(unknownCountry.statusCode).toBe(422);
    expect(Object.keys(unknownCountry.json().errors)).toEqual(['country_code']);

    const spanish = await call(t.app, 'POST', '/api/register', { body: form('', { company_name: undefined }), locale: 'es' });
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors.company_name).toEqual(['Este campo es obligatorio.']);
  });

  it('lets only god users list and decide registrations', async () => {
    const [waiting] = (await call(t.app, 'GET', '/api/registrations?filter[status]=pending', { token: god })).json().data;
    expect(waiting).toBeDefined();
    for (const email of ['orgadmin@demo.example', 'user@demo.example']) {
      const { token } = await signIn(t.app, email);
      expect((await call(t.app, 'GET', '/api/registrations', { token })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', `/api/registrations/${waiting.id}/approve`, { token })).statusCode).toBe(403);
      expect((await call(t.app, 'POST', `/api/registrations/${waiting.id}/decline`, { token, body: { message: 'No' } })).statusCode).toBe(
        403,
      );
    }
    expect((await call(t.app, 'GET', '/api/registrations')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/registrations/999999/approve', { token: god })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/registrations?filter[status]=pending', { token: god })).json().data).toContainEqual(
      expect.objectContaining({ id: waiting.id, status: 'pending' }),
    );
  });

  it('serves the countries to the registration form without a sign-in', async () => {
    const countries = await call(t.app, 'GET', '/api/countries?filter[code]=NO', { locale: 'es' });
    expect(countries.statusCode).toBe(200);
    expect(countries.json().data).toEqual([expect.objectContaining({ code: 'NO', name: 'Noruega' })]);
  });
});
