import type {
  AddressBookType,
  CompanyModel,
  TAddressBookCompany,
  TAddressBookCompanyBody,
  TAddressBookContact,
  TAddressBookSuggestion,
} from '@freight/contracts';
import { isValidPostcode, postcodeFormat } from '@freight/domain';

/** The fields of one address block of the quote and booking flow, as the user types them. */
export interface AddressValue {
  name: string;
  /** Department, dock or floor under the name. */
  section: string;
  /** A business, or a private person the carrier sends the delivery notice. */
  company_model: CompanyModel;
  address: string;
  address2: string;
  zip: string;
  city: string;
  state: string;
  /** ISO 3166-1 alpha-2, or '' while none is chosen. */
  country: string;
  contact_person: string;
  email: string;
  phone: string;
}

export type AddressField = keyof AddressValue;
/** The fields typed as text; the company model is chosen. */
export type AddressTextField = Exclude<AddressField, 'company_model'>;
/** A message per field, already in the user's language. */
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

export const ADDRESS_FIELDS = [
  'name',
  'section',
  'address',
  'address2',
  'zip',
  'city',
  'state',
  'country',
  'contact_person',
  'email',
  'phone',
] as const satisfies readonly AddressTextField[];

export function emptyAddress(): AddressValue {
  return {
    name: '',
    section: '',
    company_model: 'business',
    address: '',
    address2: '',
    zip: '',
    city: '',
    state: '',
    country: '',
    contact_person: '',
    email: '',
    phone: '',
  };
}

/** Every field of an address from a picked suggestion: the company's address and the chosen contact. */
export function addressFromSuggestion(suggestion: TAddressBookSuggestion): AddressValue {
  return {
    name: suggestion.name,
    section: suggestion.section ?? '',
    company_model: suggestion.company_model,
    address: suggestion.address,
    address2: suggestion.address2 ?? '',
    zip: suggestion.zip,
    city: suggestion.city,
    state: suggestion.state ?? '',
    country: suggestion.country,
    contact_person: suggestion.contact_person ?? '',
    email: suggestion.email ?? '',
    phone: suggestion.phone ?? '',
  };
}

/** A company picked in the address book dialog, with the given contact or its default one. */
export function suggestionFromCompany(
  company: TAddressBookCompany,
  contact: TAddressBookContact | null = company.default_contact,
): TAddressBookSuggestion {
  return {
    company_id: company.id,
    contact_id: contact?.id ?? null,
    name: company.name,
    address: company.address,
    address2: company.address2,
    zip: company.zip,
    city: company.city,
    state: company.state,
    country: company.country,
    section: company.section,
    company_model: company.company_model,
    types: company.types,
    contact_person: contact?.name ?? null,
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    is_default: contact?.is_default ?? false,
  };
}

/** The body that saves an address as a company of the given types, with its contact when one is named. */
export function companyBodyFromAddress(value: AddressValue, types: AddressBookType[]): TAddressBookCompanyBody {
  const contactName = value.contact_person.trim();
  return {
    name: value.name,
    address: value.address,
    address2: value.address2,
    zip: value.zip,
    city: value.city,
    state: value.state,
    country: value.country,
    section: value.section,
    company_model: value.company_model,
    types,
    contact: contactName ? { name: contactName, email: value.email, phone: value.phone } : null,
  };
}

/** Where the server's field keys of a company body belong in an address block. */
const SERVER_FIELDS: Record<string, AddressField> = {
  name: 'name',
  section: 'section',
  address: 'address',
  address2: 'address2',
  zip: 'zip',
  city: 'city',
  state: 'state',
  country: 'country',
  'contact.name': 'contact_person',
  'contact.email': 'email',
  'contact.phone': 'phone',
};

/** The first message of each field of a 422 answer, placed on the address block's fields. */
export function addressErrorsFromServer(fieldErrors: Record<string, string[]>): AddressFieldErrors {
  const placed: AddressFieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = SERVER_FIELDS[key];
    if (field && messages[0]) placed[field] = messages[0];
  }
  return placed;
}

/** The example of a valid postcode when the typed one does not fit its country, else null. */
export function postcodeProblem(country: string, zip: string): string | null {
  if (zip.trim() === '' || country === '') return null;
  return isValidPostcode(country, zip) ? null : postcodeFormat(country).example;
}
