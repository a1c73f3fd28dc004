import { and, arrayOverlaps, eq, sql } from 'drizzle-orm';
import {
  ADDRESS_BOOK_TYPES,
  type AddressBookType,
  type TAddressBookCompany,
  type TAddressBookCompanyDetail,
  type TAddressBookContact,
  type TAddressBookSuggestion,
  type TListAddressBookResponse,
  type TListQuery,
  type ZAddressBookAutocompleteQuery,
  type ZAddressBookCompanyBody,
} from '@freight/contracts';
import { formatPostcode, isValidPhone, isValidPostcode, orderAddressSuggestions, postcodeFormat, suggestionText } from '@freight/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { addressBookCompanies, addressBookContacts } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList, type ListDefinition } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './address-book.queries';
import { workingOrganizationId } from '../../platform/tenancy';

/** The address book belongs to the organization the user works in; another's entries answer 404. */
export function organizationOf(ctx: SignedInContext): number {
  return workingOrganizationId(ctx.actor);
}

export function toContact(row: queries.ContactRow): TAddressBookContact {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    is_default: row.is_default,
    updated_at: row.updated_at.toISOString(),
  };
}

function toCompany(row: queries.CompanyRow, contacts: queries.ContactRow[]): TAddressBookCompany {
  const defaultContact = contacts.find((contact) => contact.is_default);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    address2: row.address2,
    zip: row.zip,
    city: row.city,
    state: row.state,
    country: row.country,
    types: row.types.filter((type): type is AddressBookType => (ADDRESS_BOOK_TYPES as readonly string[]).includes(type)),
    active: row.active,
    default_contact: defaultContact ? toContact(defaultContact) : null,
    contacts_count: contacts.length,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const LIST: ListDefinition = {
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

export async function listCompanies(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListAddressBookResponse> {
  const organizationId = organizationOf(ctx);
  const plan = planList(query, LIST);
  const { rows, total } = await queries.listCompanies(deps.db, organizationId, plan);
  const contacts = await queries.contactsOf(
    deps.db,
    organizationId,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      toCompany(
        row,
        contacts.filter((contact) => contact.company_id === row.id),
      ),
    ),
    meta: listMeta(total, plan),
  };
}

export async function getCompany(
  deps: AppDeps,
  ctx: SignedInContext,
  id: number,
  db: Executor = deps.db,
): Promise<TAddressBookCompanyDetail> {
  const organizationId = organizationOf(ctx);
  const row = await queries.findCompany(db, organizationId, id);
  if (!row) throw new NotFoundError();
  const contacts = await queries.contactsOf(db, organizationId, [id]);
  return { ...toCompany(row, contacts), contacts: contacts.map(toContact) };
}

export async function filterOptions(deps: AppDeps, ctx: SignedInContext) {
  const country = await queries.countriesInUse(deps.db, organizationOf(ctx), ctx.locale);
  return {
    type: ADDRESS_BOOK_TYPES.map((value) => ({ value, label: translate(ctx.locale, `address_book.types.${value}`) })),
    country,
  };
}

type CompanyBody = z.output<typeof ZAddressBookCompanyBody>;

/** Checks what the contract cannot: a known country and a postcode of its format. */
async function checkAddress(db: Executor, body: CompanyBody) {
  const errors: Record<string, FieldMessage[]> = {};
  if (!(await queries.countryExists(db, body.country))) errors.country = ['validation.invalid'];
  else if (!isValidPostcode(body.country, body.zip)) {
    errors.zip = [{ key: 'validation.postcode', params: { example: postcodeFormat(body.country).example } }];
  }
  // The first contact's phone, kept as typed, is a number of the company's country.
  if (body.contact?.phone && !isValidPhone(body.country, body.contact.phone)) errors['contact.phone'] = ['validation.phone_number'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function companyValues(body: CompanyBody) {
  return {
    name: body.name,
    address: body.address,
    address2: body.address2,
    zip: formatPostcode(body.country, body.zip),
    city: body.city,
    state: body.state,
    country: body.country,
    types: [...new Set(body.types)],
    active: body.active,
  };
}

/** Adds a company, with its first contact as the default when one is given. */
export async function createCompany(deps: AppDeps, ctx: SignedInContext, body: CompanyBody) {
  await checkAddress(deps.db, body);
  const organizationId = organizationOf(ctx);
  return deps.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(addressBookCompanies)
      .values({ ...companyValues(body), organization_id: organizationId, created_by_user_id: ctx.actor.userId })
      .returning({ id: addressBookCompanies.id });
    if (body.contact) {
      await tx
        .insert(addressBookContacts)
        .values({ ...body.contact, organization_id: organizationId, company_id: company!.id, is_default: true });
    }
    return getCompany(deps, ctx, company!.id, tx);
  });
}

/** Changes a company's address; a contact sent along is added to it (its first one becomes the default). */
export async function updateCompany(deps: AppDeps, ctx: SignedInContext, id: number, body: CompanyBody) {
  await checkAddress(deps.db, body);
  const organizationId = organizationOf(ctx);
  return deps.db.transaction(async (tx) => {
    const company = await queries.findCompany(tx, organizationId, id, { lock: true });
    if (!company) throw new NotFoundError();
    await tx
      .update(addressBookCompanies)
      .set({ ...companyValues(body), updated_at: new Date() })
      .where(eq(addressBookCompanies.id, id));
    if (body.contact) {
      const existing = await queries.contactsOf(tx, organizationId, [id]);
      await tx
        .insert(addressBookContacts)
        .values({ ...body.contact, organization_id: organizationId, company_id: id, is_default: existing.length === 0 });
    }
    return getCompany(deps, ctx, id, tx);
  });
}

export async function deleteCompany(deps: AppDeps, ctx: SignedInContext, id: number) {
  const deleted = await deps.db
    .delete(addressBookCompanies)
    .where(and(eq(addressBookCompanies.id, id), eq(addressBookCompanies.organization_id, organizationOf(ctx))))
    .returning({ id: addressBookCompanies.id });
  if (deleted.length === 0) throw new NotFoundError();
}

// A company can have many contacts; read more rows than asked so duplicates can be dropped.
const AUTOCOMPLETE_ROWS_PER_SUGGESTION = 3;

/** Suggestions for an address field: the default contact first and marked, each only once. */
export async function autocomplete(
  deps: AppDeps,
  ctx: SignedInContext,
  query: z.output<typeof ZAddressBookAutocompleteQuery>,
): Promise<TAddressBookSuggestion[]> {
  const rows = await queries.autocompleteRows(deps.db, organizationOf(ctx), query, query.limit * AUTOCOMPLETE_ROWS_PER_SUGGESTION);
  const suggestions = rows.map((row) => ({
    ...row,
    types: row.types.filter((type): type is AddressBookType => (ADDRESS_BOOK_TYPES as readonly string[]).includes(type)),
  }));
  return orderAddressSuggestions(suggestions, query.q, (suggestion) => suggestionText(query.field, suggestion)).slice(0, query.limit);
}
