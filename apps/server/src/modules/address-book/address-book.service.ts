import {
  ADDRESS_BOOK_TYPES,
  type AddressBookType,
  type CompanyModel,
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
import type { AppDeps } from '../../platform/deps';
import { NotFoundError, ValidationError, type FieldMessage } from '../../platform/errors';
import { translate } from '../../platform/i18n';
import { listMeta, planList } from '../../platform/list-query';
import type { SignedInContext } from '../../platform/request-context';
import * as queries from './address-book.queries';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';

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

const companyModelOf = (value: string): CompanyModel => (value === 'private' ? 'private' : 'business');

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
    section: row.section,
    company_model: companyModelOf(row.company_model),
    types: row.types.filter((type): type is AddressBookType => (ADDRESS_BOOK_TYPES as readonly string[]).includes(type)),
    active: row.active,
    default_contact: defaultContact ? toContact(defaultContact) : null,
    contacts_count: contacts.length,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listCompanies(deps: AppDeps, ctx: SignedInContext, query: TListQuery): Promise<TListAddressBookResponse> {
  const scope = scopeOf(ctx);
  const plan = planList(query, queries.COMPANY_LIST);
  const { rows, total } = await queries.listCompanies(deps.db, scope, plan);
  const contacts = await queries.contactsOf(
    deps.db,
    scope,
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
  const scope = scopeOf(ctx);
  const row = await queries.findCompany(db, scope, id);
  if (!row) throw new NotFoundError();
  const contacts = await queries.contactsOf(db, scope, [id]);
  return { ...toCompany(row, contacts), contacts: contacts.map(toContact) };
}

export async function filterOptions(deps: AppDeps, ctx: SignedInContext) {
  const country = await queries.countriesInUse(deps.db, scopeOf(ctx), ctx.locale);
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
    section: body.section,
    company_model: body.company_model,
    types: [...new Set(body.types)],
    active: body.active,
  };
}

/** Adds a company, with its first contact as the default when one is given. */
export async function createCompany(deps: AppDeps, ctx: SignedInContext, body: CompanyBody) {
  await checkAddress(deps.db, body);
  // A new company belongs to the organization the user works in.
  const organizationId = workingOrganizationId(ctx.actor);
  return deps.db.transaction(async (tx) => {
    const company = await queries.insertCompany(tx, organizationId, ctx.actor.userId, companyValues(body));
    if (body.contact) {
      await queries.insertContact(tx, { id: company.id, organization_id: organizationId }, { ...body.contact, is_default: true });
    }
    return getCompany(deps, ctx, company.id, tx);
  });
}

/** Changes a company's address; a contact sent along is added to it (its first one becomes the default). */
export async function updateCompany(deps: AppDeps, ctx: SignedInContext, id: number, body: CompanyBody) {
  await checkAddress(deps.db, body);
  const scope = scopeOf(ctx);
  return deps.db.transaction(async (tx) => {
    const company = await queries.findCompany(tx, scope, id, { lock: true });
    if (!company) throw new NotFoundError();
    await queries.updateCompany(tx, id, companyValues(body));
    if (body.contact) {
      const existing = await queries.contactsOf(tx, scope, [id]);
      await queries.insertContact(tx, company, { ...body.contact, is_default: existing.length === 0 });
    }
    return getCompany(deps, ctx, id, tx);
  });
}

export async function deleteCompany(deps: AppDeps, ctx: SignedInContext, id: number) {
  if (!(await queries.deleteCompany(deps.db, scopeOf(ctx), id))) throw new NotFoundError();
}

// A company can have many contacts; read more rows than asked so duplicates can be dropped.
const AUTOCOMPLETE_ROWS_PER_SUGGESTION = 3;

/** Suggestions for an address field: the default contact first and marked, each only once. */
export async function autocomplete(
  deps: AppDeps,
  ctx: SignedInContext,
  query: z.output<typeof ZAddressBookAutocompleteQuery>,
): Promise<TAddressBookSuggestion[]> {
  const rows = await queries.autocompleteRows(deps.db, scopeOf(ctx), query, query.limit * AUTOCOMPLETE_ROWS_PER_SUGGESTION);
  const suggestions = rows.map((row) => ({
    ...row,
    company_model: companyModelOf(row.company_model),
    types: row.types.filter((type): type is AddressBookType => (ADDRESS_BOOK_TYPES as readonly string[]).includes(type)),
  }));
  return orderAddressSuggestions(suggestions, query.q, (suggestion) => suggestionText(query.field, suggestion)).slice(0, query.limit);
}
