import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADDRESS_BOOK_TYPES, type AddressBookType, type Locale, type TAddressBookAutocompleteQuery } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { addressBookCompanies, addressBookContacts, countries } from '../../db/schema';
import { ValidationError } from '../../platform/errors';
import { countAll, escapeLike, paginate, type ListDefinition, type ListPlan } from '../../platform/list-query';
import { workingOrganizationScope, type Scope } from '../../platform/tenancy';

export type CompanyRow = typeof addressBookCompanies.$inferSelect;
export type ContactRow = typeof addressBookContacts.$inferSelect;

/** Sorting, filters and search of the companies list. */
export const COMPANY_LIST: ListDefinition = {
  sortable: {
    name: sql`lower(${addressBookCompanies.name})`,
    city: sql`lower(${addressBookCompanies.city})`,
    zip: addressBookCompanies.zip,
    country: addressBookCompanies.country,
    created_at: addressBookCompanies.created_at,
    updated_at: addressBookCompanies.updated_at,
  },
  filters: {
    // A company of several types shows under each of them.
    type: {
      build: (value) => {
        const wanted = (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter((part) => part !== '');
        const unknown = wanted.find((part) => !(ADDRESS_BOOK_TYPES as readonly string[]).includes(part));
        if (unknown) throw new ValidationError({ 'filter.type': ['validation.invalid_value'] });
        return wanted.length > 0 ? arrayOverlaps(addressBookCompanies.types, wanted) : undefined;
      },
    },
    country: { column: addressBookCompanies.country, type: 'text' },
    city: { column: addressBookCompanies.city, type: 'text' },
    active: { column: addressBookCompanies.active, type: 'boolean' },
  },
  search: [addressBookCompanies.search_text],
  defaultSort: { key: 'updated_at', order: 'desc' },
  tieBreaker: addressBookCompanies.id,
};

/** The address book belongs to the organization the user works in; another's entries are not found. */
const companiesOf = (scope: Scope) => workingOrganizationScope(scope, { organizationId: addressBookCompanies.organization_id });
const contactsIn = (scope: Scope) => workingOrganizationScope(scope, { organizationId: addressBookContacts.organization_id });

export async function listCompanies(db: Executor, scope: Scope, plan: ListPlan) {
  const where = and(companiesOf(scope), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(addressBookCompanies).$dynamic(), { ...plan, where }),
    db.select({ n: countAll }).from(addressBookCompanies).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCompany(db: Executor, scope: Scope, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(addressBookCompanies)
    .where(and(eq(addressBookCompanies.id, id), companiesOf(scope)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Contacts of some companies, each company's default first, in one query for a whole page. */
export async function contactsOf(db: Executor, scope: Scope, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(addressBookContacts)
    .where(and(contactsIn(scope), inArray(addressBookContacts.company_id, companyIds)))
    .orderBy(desc(addressBookContacts.is_default), asc(sql`lower(${addressBookContacts.name})`), asc(addressBookContacts.id));
}

export async function findContact(db: Executor, scope: Scope, id: number) {
  const [row] = await db
    .select()
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.id, id), contactsIn(scope)));
  return row ?? null;
}

export async function countryExists(db: Executor, code: string) {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return row !== undefined;
}

/** The countries the organization's address book uses, named in the caller's language. */
export async function countriesInUse(db: Executor, scope: Scope, locale: Locale) {
  const name = { en: countries.name_en, es: countries.name_es, 'zh-CN': countries.name_zh }[locale];
  return db
    .selectDistinct({ value: countries.code, label: name })
    .from(addressBookCompanies)
    .innerJoin(countries, eq(countries.code, addressBookCompanies.country))
    .where(companiesOf(scope))
    .orderBy(name);
}

/** Makes one contact the company's default and every other one not; the caller holds the company's lock. */
export async function setDefaultContact(db: Executor, companyId: number, contactId: number) {
  await db
    .update(addressBookContacts)
    .set({ is_default: false, updated_at: new Date() })
    .where(
      and(
        eq(addressBookContacts.company_id, companyId),
        eq(addressBookContacts.is_default, true),
        sql`${addressBookContacts.id} <> ${contactId}`,
      ),
    );
  await db.update(addressBookContacts).set({ is_default: true, updated_at: new Date() }).where(eq(addressBookContacts.id, contactId));
}

/** Marks a company changed, so it moves up the list sorted by last change. */
export async function touchCompany(db: Executor, companyId: number) {
  await db.update(addressBookCompanies).set({ updated_at: new Date() }).where(eq(addressBookCompanies.id, companyId));
}

/**
 * Companies with each of their contacts (or none) whose name, address or contact e-mail holds
 * the query. The lower-cased search text holds name and address, so its trigram index narrows
 * the rows before the exact field is checked; the name's prefix index serves short queries.
 */
export async function autocompleteRows(
  db: Executor,
  scope: Scope,
  query: { field: NonNullable<TAddressBookAutocompleteQuery['field']>; type?: AddressBookType; q: string },
  limit: number,
) {
  const text = query.q.toLocaleLowerCase();
  const contains = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const c = addressBookCompanies;
  const ct = addressBookContacts;
  const conditions: (SQL | undefined)[] = [companiesOf(scope), eq(c.active, true)];
  if (query.type) conditions.push(sql`${c.types} @> array[${query.type}]::text[]`);
  let starts: SQL;
  switch (query.field) {
    case 'name':
      conditions.push(sql`(lower(${c.name}) like ${prefix} or (${c.search_text} like ${contains} and lower(${c.name}) like ${contains}))`);
      starts = sql`lower(${c.name}) like ${prefix}`;
      break;
    case 'address':
      conditions.push(sql`${c.search_text} like ${contains} and lower(${c.address}) like ${contains}`);
      starts = sql`lower(${c.address}) like ${prefix}`;
      break;
    case 'email':
      conditions.push(sql`lower(${ct.email}) like ${contains}`);
      starts = sql`lower(${ct.email}) like ${prefix}`;
      break;
  }
  return db
    .select({
      company_id: c.id,
      contact_id: ct.id,
      name: c.name,
      address: c.address,
      address2: c.address2,
      zip: c.zip,
      city: c.city,
      state: c.state,
      country: c.country,
      section: c.section,
      company_model: c.company_model,
      types: c.types,
      contact_person: ct.name,
      email: ct.email,
      phone: ct.phone,
      is_default: sql<boolean>`coalesce(${ct.is_default}, false)`,
    })
    .from(c)
    .leftJoin(ct, and(eq(ct.company_id, c.id), eq(ct.organization_id, c.organization_id)))
    .where(and(...conditions))
    .orderBy(
      desc(starts),
      asc(sql`lower(${c.name})`),
      asc(c.id),
      desc(sql`coalesce(${ct.is_default}, false)`),
      asc(sql`lower(${ct.name})`),
      asc(ct.id),
    )
    .limit(limit);
}

type CompanyValues = Omit<typeof addressBookCompanies.$inferInsert, 'organization_id' | 'created_by_user_id'>;
type ContactValues = Pick<typeof addressBookContacts.$inferInsert, 'name' | 'email' | 'phone' | 'is_default'>;

export async function insertCompany(db: Executor, organizationId: number, userId: number, values: CompanyValues) {
  const [row] = await db
    .insert(addressBookCompanies)
    .values({ ...values, organization_id: organizationId, created_by_user_id: userId })
    .returning({ id: addressBookCompanies.id });
  return row!;
}

export async function updateCompany(db: Executor, id: number, values: CompanyValues) {
  await db
    .update(addressBookCompanies)
    .set({ ...values, updated_at: new Date() })
    .where(eq(addressBookCompanies.id, id));
}

/** Deletes a company in the scope with its contacts; whether there was one. */
export async function deleteCompany(db: Executor, scope: Scope, id: number) {
  const deleted = await db
    .delete(addressBookCompanies)
    .where(and(eq(addressBookCompanies.id, id), companiesOf(scope)))
    .returning({ id: addressBookCompanies.id });
  return deleted.length > 0;
}

export async function insertContact(db: Executor, company: { id: number; organization_id: number }, values: ContactValues) {
  const [row] = await db
    .insert(addressBookContacts)
    .values({ ...values, organization_id: company.organization_id, company_id: company.id })
    .returning();
  return row!;
}

export async function updateContact(db: Executor, id: number, values: Pick<ContactValues, 'name' | 'email' | 'phone'>) {
  await db
    .update(addressBookContacts)
    .set({ ...values, updated_at: new Date() })
    .where(eq(addressBookContacts.id, id));
}

export async function deleteContact(db: Executor, id: number) {
  await db.delete(addressBookContacts).where(eq(addressBookContacts.id, id));
}

/** The contact added earliest to a company, which takes over as its default. */
export async function findFirstContact(db: Executor, companyId: number) {
  const [row] = await db
    .select({ id: addressBookContacts.id })
    .from(addressBookContacts)
    .where(eq(addressBookContacts.company_id, companyId))
    .orderBy(asc(addressBookContacts.created_at), asc(addressBookContacts.id))
    .limit(1);
  return row;
}
