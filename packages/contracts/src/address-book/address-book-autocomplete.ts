import { z } from 'zod';
import { ZFormInt } from '../common/numbers';
import { ADDRESS_BOOK_TYPES, COMPANY_MODELS } from './address-book-company';

/** The address fields that offer address book suggestions (SPEC §3: autocomplete lists for name, address and e-mail). */
export const ADDRESS_BOOK_AUTOCOMPLETE_FIELDS = ['name', 'address', 'email'] as const;
export const ADDRESS_BOOK_AUTOCOMPLETE_LIMIT = 20;

export const ZAddressBookAutocompleteQuery = z.object({
  field: z.enum(ADDRESS_BOOK_AUTOCOMPLETE_FIELDS).default('name'),
  type: z.enum(ADDRESS_BOOK_TYPES).optional(),
  q: z.string().trim().min(1, { message: 'validation.required' }).max(100),
  limit: ZFormInt.min(1).max(50).default(ADDRESS_BOOK_AUTOCOMPLETE_LIMIT),
});
export type TAddressBookAutocompleteQuery = z.input<typeof ZAddressBookAutocompleteQuery>;

/** One company with one of its contacts (or none), ready to fill an address block. */
export const ZAddressBookSuggestion = z.object({
  company_id: z.number().int(),
  contact_id: z.number().int().nullable(),
  name: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  section: z.string().nullable(),
  company_model: z.enum(COMPANY_MODELS),
  types: z.array(z.enum(ADDRESS_BOOK_TYPES)),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The company's default contact; listed first among its contacts. */
  is_default: z.boolean(),
});
export type TAddressBookSuggestion = z.infer<typeof ZAddressBookSuggestion>;

export const ZAddressBookAutocompleteResponse = z.object({ data: z.array(ZAddressBookSuggestion) });
export type TAddressBookAutocompleteResponse = z.infer<typeof ZAddressBookAutocompleteResponse>;

/** The options of the address book list's filters: the types and countries in use. */
export const ZAddressBookFilterOptionsResponse = z.object({
  data: z.object({
    type: z.array(z.object({ value: z.enum(ADDRESS_BOOK_TYPES), label: z.string() })),
    country: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
});
export type TAddressBookFilterOptionsResponse = z.infer<typeof ZAddressBookFilterOptionsResponse>;
