import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookContacts } from '../../src/db/schema';
import { call, createTestApp, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
let agentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'user@demo.example')).token;
  agentToken = (await signIn(t.app, 'agent@demo.example')).token;
});
afterAll(() => t.close());

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bergen Fisk AS',
  address: 'Bryggen 5',
  zip: '5003',
  city: 'Bergen',
  country: 'NO',
  types: ['RECEIVER'],
  ...overrides,
});

async function create(body: Record<string, unknown>, as = token) {
  const response = await call(t.app, 'POST', '/api/address-book', { token: as, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; zip: string; contacts: { id: number; name: string; is_default: boolean }[] };
}

const addContact = (body: Record<string, unknown>, as = token) => call(t.app, 'POST', '/api/address-book-contact', { token: as, body });

const suggest = async (query: string, as = token) => {
  const response = await call(t.app, 'GET', `/api/address-book/autocomplete?${query}`, { token: as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    company_id: number;
    name: string;
    contact_person: string | null;
    email: string | null;
    is_default: boolean;
  }[];
};

describe('address book companies', () => {
  it('adds, reads, changes and removes a company', async () => {
    const created = await create(company({ contact: { name: 'Kari Nordmann', email: 'kari@bergenfisk.example', phone: '+4755001122' } }));
    expect(created).toMatchObject({ name: 'Bergen Fisk AS', country: 'NO', types: ['RECEIVER'], active: true, contacts_count: 1 });
    expect(created.contacts).toEqual([expect.objectContaining({ name: 'Kari Nordmann', is_default: true })]);

    const read = await call(t.app, 'GET', `/api/address-book/${created.id}`, { token });
    expect(read.json().data.default_contact).toMatchObject({ name: 'Kari Nordmann', email: 'kari@bergenfisk.example' });

    const changed = await call(t.app, 'PUT', `/api/address-book/${created.id}`, {
      token,
      body: company({ name: 'Bergen Fisk & Skalldyr AS', types: ['RECEIVER', 'DELIVERY', 'RECEIVER'], address2: '' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Bergen Fisk & Skalldyr AS',
      types: ['RECEIVER', 'DELIVERY'],
      address2: null,
      contacts_count: 1,
    });

    expect((await call(t.app, 'DELETE', `/api/address-book/${created.id}`, { token })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/address-book/${created.id}`, { token })).statusCode).toBe(404);
    const orphans = await t.database.db.select().from(addressBookContacts).where(eq(addressBookContacts.company_id, created.id));
    expect(orphans).toEqual([]);
  });

  it('lists the organization’s companies with search, type filter and pages', async () => {
    const all = await call(t.app, 'GET', '/api/address-book?pageSize=3&sortKey=name&sortOrder=asc', { token });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data).toHaveLength(3);
    expect(body.meta).toMatchObject({ from: 1, to: 3, current_page: 1, per_page: 3 });
    expect(body.meta.total).toBeGreaterThanOrEqual(8);
    expect(body.data[0].name).toBe('Fjord Seafood AS');
    expect(body.data[0].default_contact).toMatchObject({ name: 'Ingrid Hansen', is_default: true });

    const searched = await call(t.app, 'GET', '/api/address-book?filter[search]=oslo', { token });
    expect((searched.json().data as { name: string }[]).map((row) => row.name).sort()).toEqual([
      'Fjord Seafood AS',
      'Oslo Cross-dock Terminal',
    ]);

    const pickups = await call(t.app, 'GET', '/api/address-book?filter[type]=PICK_UP', { token });
    expect((pickups.json().data as { name: string }[]).map((row) => row.name)).toEqual(['Hisingen Logistics Warehouse']);

    const wrongType = await call(t.app, 'GET', '/api/address-book?filter[type]=SHIPPER', { token });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toHaveProperty(['filter.type']);
    expect((await call(t.app, 'GET', '/api/address-book?sortKey=password', { token })).statusCode).toBe(422);
  });

  it('offers the types and the countries in use as filter options', async () => {
    const response = await call(t.app, 'GET', '/api/address-book/filter-options', { token, locale: 'es' });
    expect(response.statusCode).toBe(200);
    const { type, country } = response.json().data;
    expect(type).toContainEqual({ value: 'PICK_UP', label: 'Recogida' });
    expect(country.map((option: { value: string }) => option.value)).toEqual(expect.arrayContaining(['SE', 'NO', 'DK', 'FI', 'DE', 'GB']));
    expect(country.find((option: { value: string }) => option.value === 'DE').label).toBe('Alemania');
  });
});

describe('validation', () => {
  it('names every missing or wrong field in the caller’s language', async () => {
    const response = await call(t.app, 'POST', '/api/address-book', {
      token,
      body: {
        name: ' ',
        zip: '',
        country: 'Sweden',
        types: ['SHIPPER'],
        contact: { name: 'X', email: 'not-an-address', phone: 'call me' },
      },
    });
    expect(response.statusCode).toBe(422);
    const { message, errors } = response.json();
    expect(message).toBe('The given data was invalid.');
    expect(errors).toMatchObject({
      name: ['This field is required.'],
      address: ['This field is required.'],
      zip: ['This field is required.'],
      city: ['This field is required.'],
      country: ['This value is not valid.'],
      'contact.email': ['Enter a valid e-mail address.'],
      'contact.phone': ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
    });
    expect(errors['types.0']).toBeDefined();

    const spanish = await call(t.app, 'POST', '/api/address-book', { token, locale: 'es', body: company({ city: '' }) });
    expect(spanish.json().errors).toEqual({ city: ['Este campo es obligatorio.'] });
  });

  it.each([
    ['SE', '41755', 200, '417 55'],
    ['SE', '4175', 422, 'Enter a postcode like 123 45.'],
    ['NO', '01500', 422, 'Enter a postcode like 0150.'],
    ['DK', '2100', 200, '2100'],
    ['FI', '0010', 422, 'Enter a postcode like 00100.'],
    ['DE', '20095', 200, '20095'],
    ['GB', 'sw1a1aa', 200, 'SW1A 1AA'],
    ['GB', '12345', 422, 'Enter a postcode like SW1A 1AA.'],
    ['NL', '1234 AB', 200, '1234 AB'],
    ['NL', 'ABCDE1234567', 422, 'Enter a postcode like 12345.'],
  ])('checks a %s postcode %j', async (country, zip, status, expected) => {
    const response = await call(t.app, 'POST', '/api/address-book', { token, body: company({ country, zip }) });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().data.zip).toBe(expected);
    else expect(response.json().errors).toEqual({ zip: [expected] });
  });

  it('refuses a country that does not exist', async () => {
    const response = await call(t.app, 'POST', '/api/address-book', { token, body: company({ country: 'XX' }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ country: ['This value is not valid.'] });
  });
});

describe('contacts', () => {
  it('keeps exactly one default contact per company', async () => {
    const { id } = await create(company({ name: 'Default Test AS' }));
    const first = await addContact({ company_id: id, name: 'First Person', email: 'first@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.is_default).toBe(true);

    const second = (await addContact({ company_id: id, name: 'Second Person', is_default: true })).json().data;
    const third = (await addContact({ company_id: id, name: 'Third Person', phone: '+4722345678' })).json().data;
    expect(second.is_default).toBe(true);
    expect(third.is_default).toBe(false);

    const defaults = async () =>
      (
        await t.database.db
          .select()
          .from(addressBookContacts)
          .where(and(eq(addressBookContacts.company_id, id), eq(addressBookContacts.is_default, true)))
      ).map((row) => row.name);
    expect(await defaults()).toEqual(['Second Person']);

    const marked = await call(t.app, 'POST', `/api/address-book-contact/${third.id}/default`, { token });
    expect(marked.json().data.is_default).toBe(true);
    expect(await defaults()).toEqual(['Third Person']);

    // Unmarking is done by marking another one, so a company never loses its default this way.
    const unmarked = await call(t.app, 'PUT', `/api/address-book-contact/${third.id}`, {
      token,
      body: { name: 'Third Person', phone: '+4722345679', is_default: false },
    });
    expect(unmarked.json().data).toMatchObject({ phone: '+4722345679', is_default: true });

    const listed = await call(t.app, 'GET', `/api/address-book/${id}/contacts`, { token });
    expect((listed.json().data as { name: string }[]).map((contact) => contact.name)).toEqual([
      'Third Person',
      'First Person',
      'Second Person',
    ]);

    expect((await call(t.app, 'DELETE', `/api/address-book-contact/${third.id}`, { token })).statusCode).toBe(204);
    expect(await defaults()).toEqual(['First Person']);
  });

  it('refuses a second default in the database itself', async () => {
    const { id } = await create(company({ name: 'Unique Default AS', contact: { name: 'Only Default' } }));
    const [existing] = await t.database.db.select().from(addressBookContacts).where(eq(addressBookContacts.company_id, id));
    await expect(
      t.database.db
        .insert(addressBookContacts)
        .values({ organization_id: existing!.organization_id, company_id: id, name: 'Second Default', is_default: true }),
    ).rejects.toThrow();
  });

  it('validates contacts', async () => {
    const { id } = await create(company({ name: 'Contact Rules AS' }));
    const response = await addContact({ company_id: id, name: '', email: 'x@', phone: '+46 (0)31 abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['This field is required.'],
      email: ['Enter a valid e-mail address.'],
      phone: ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
    });
  });

  it("keeps a phone number as typed when it is one of the company's country, and refuses one that is not", async () => {
    const { id } = await create(company({ name: 'Phone Rules AS' }));
    // A Swedish number dialled nationally is no Norwegian number.
    const swedish = await addContact({ company_id: id, name: 'Sven', phone: '031-700 12 00' });
    expect(swedish.statusCode).toBe(422);
    expect(swedish.json().errors).toEqual({
      phone: ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
    });
    const norwegian = await addContact({ company_id: id, name: 'Kari', phone: '22 00 00 00' });
    expect(norwegian.statusCode, norwegian.body).toBe(200);
    expect(norwegian.json().data).toMatchObject({ phone: '22 00 00 00' });
    const refused = await call(t.app, 'POST', '/api/address-book', {
      token,
      body: company({ name: 'Phone Rules 2 AS', contact: { name: 'Sven', phone: '031-700 12 00' } }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'contact.phone': ['Enter a phone number of the country, with its area code, such as +46 31 700 12 00.'],
    });
  });
});

describe('autocomplete', () => {
  it('lists a company’s default contact first and marks it', async () => {
    const list = await suggest('field=name&type=RECEIVER&q=fjord');
    expect(list.map((entry) => [entry.name, entry.contact_person, entry.is_default])).toEqual([
      ['Fjord Seafood AS', 'Ingrid Hansen', true],
      ['Fjord Seafood AS', 'Ola Nordmann', false],
    ]);
  });

  it('puts names starting with the query before names containing it, and keeps to the type', async () => {
    const names = (await suggest('field=name&q=oslo')).map((entry) => entry.name);
    expect(names).toEqual(['Oslo Cross-dock Terminal']);
    expect(await suggest('field=name&type=SENDER&q=fjord')).toEqual([]);
    await create(company({ name: 'Nordic Oslo Imports', types: ['DELIVERY'] }));
    const delivery = (await suggest('field=name&type=DELIVERY&q=oslo')).map((entry) => entry.name);
    expect(delivery).toEqual(['Oslo Cross-dock Terminal', 'Nordic Oslo Imports']);
  });

  it('shows an address and contact saved twice only once', async () => {
    const twin = company({ name: 'Twin Cargo AS', types: ['SENDER'], contact: { name: 'Per Twin', email: 'per@twin.example' } });
    await create(twin);
    await create(twin);
    const list = await suggest('field=name&type=SENDER&q=twin');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Twin Cargo AS', contact_person: 'Per Twin', is_default: true });
  });

  it('finds companies by street and contacts by e-mail', async () => {
    expect((await suggest('field=address&q=sandtorkai')).map((entry) => entry.name)).toEqual([
      'Hamburg Hafen Handel GmbH',
      'Hamburg Hafen Handel GmbH',
    ]);
    const byEmail = await suggest('field=email&q=jonas.weber');
    expect(byEmail).toEqual([
      expect.objectContaining({ name: 'Hamburg Hafen Handel GmbH', contact_person: 'Jonas Weber', is_default: false }),
    ]);
    expect(await suggest('field=email&q=%25')).toEqual([]);
  });

  it('wants a query', async () => {
    const response = await call(t.app, 'GET', '/api/address-book/autocomplete?field=name', { token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ q: ['This field is required.'] });
  });
});

describe('tenancy', () => {
  it('never shows or changes another organization’s entries', async () => {
    const { id, contacts } = await create(company({ name: 'Private Partner AS', contact: { name: 'Secret Person' } }));
    const contactId = contacts[0]!.id;

    expect((await call(t.app, 'GET', `/api/address-book/${id}`, { token: agentToken })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/address-book/${id}/contacts`, { token: agentToken })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/address-book/${id}`, { token: agentToken, body: company() })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/address-book/${id}`, { token: agentToken })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/api/address-book-contact/${contactId}`, { token: agentToken, body: { name: 'Taken over' } })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'POST', `/api/address-book-contact/${contactId}/default`, { token: agentToken })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/address-book-contact/${contactId}`, { token: agentToken })).statusCode).toBe(404);
    const intoOther = await addContact({ company_id: id, name: 'Intruder' }, agentToken);
    expect(intoOther.statusCode).toBe(422);
    expect(intoOther.json().errors).toEqual({ company_id: ['This value is not valid.'] });

    const list = await call(t.app, 'GET', '/api/address-book?pageSize=1000', { token: agentToken });
    expect(list.json().data).toEqual([]);
    expect(await suggest('field=name&q=private', agentToken)).toEqual([]);
    expect((await call(t.app, 'GET', `/api/address-book/${id}`, { token })).json().data.contacts[0].name).toBe('Secret Person');
  });

  it('shares the book between the users of one organization', async () => {
    const admin = await signIn(t.app, 'orgadmin@demo.example');
    const list = await call(t.app, 'GET', '/api/address-book?filter[search]=hisingen', { token: admin.token });
    expect(list.json().data).toHaveLength(1);
  });

  it('wants a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/address-book')).statusCode).toBe(401);
  });
});
