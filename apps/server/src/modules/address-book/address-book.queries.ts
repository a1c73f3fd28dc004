import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AddressBookType, Locale, TAddressBookAutocompleteQuery } from '@freight/contracts';
import type { Executor } from '../../db/client';
import { addressBookCompanies, addressBookContacts, countries } from '../../db/schema';
import { countAll, escapeLike, paginate, type ListPlan } from '../../platform/list-query';

export type CompanyRow = typeof addressBookCompanies.$inferSelect;
export type ContactRow = typeof addressBookContacts.$inferSelect;

const inOrganization = (organizationId: number) => eq(addressBookCompanies.organization_id, organizationId);

export async function listCompanies(db: Executor, organizationId: number, plan: ListPlan) {
  const where = and(inOrganization(organizationId), plan.where);
  const [rows, [counted]] = await Promise.all([
    paginate(db.select().from(addressBookCompanies).$dynamic(), { ...plan, where }),
    db.select({ n: countAll }).from(addressBookCompanies).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCompany(db: Executor, organizationId: number, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(addressBookCompanies)
    .where(and(eq(addressBookCompanies.id, id), inOrganization(organizationId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Contacts of some companies, each company's default first, in one query for a whole page. */
export async function contactsOf(db: Executor, organizationId: number, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.organization_id, organizationId), inArray(addressBookContacts.company_id, companyIds)))
    .orderBy(desc(addressBookContacts.is_default), asc(sql`lower(${addressBookContacts.name})`), asc(addressBookContacts.id));
}

export async function findContact(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.id, id), eq(addressBookContacts.organization_id, organizationId)));
  return row ?? null;
}

export async function countryExists(db: Executor, code: string) {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return row !== undefined;
}

/** The countries the organization's address book uses, named in the caller's language. */
export async function countriesInUse(db: Executor, organizationId: number, locale: Locale) {
  const name = { en: countries.name_en, es: countries.name_es, 'zh-CN': countries.name_zh }[locale];
  return db
    .selectDistinct({ value: countries.code, label: name })
    .from(addressBookCompanies)
    .innerJoin(countries, eq(countries.code, addressBookCompanies.country))
    .where(inOrganization(organizationId))
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
  organizationId: number,
  query: { field: NonNullable<TAddressBookAutocompleteQuery['field']>; type?: AddressBookType; q: string },
  limit: number,
) {
  const text = query.q.toLocaleLowerCase();
  const contains = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const c = addressBookCompanies;
  const ct = addressBookContacts;
  const conditions: (SQL | undefined)[] = [inOrganization(organizationId), eq(c.active, true)];
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
