import { z } from 'zod';
import { listResponse } from '../common/list';
import { ZAddressBookContact, ZAddressBookContactFields } from './address-book-contact';

/** What an address book company can be used as (SPEC §3): consignor, pickup place, consignee, delivery place. */
export const ADDRESS_BOOK_TYPES = ['SENDER', 'PICK_UP', 'RECEIVER', 'DELIVERY'] as const;
export type AddressBookType = (typeof ADDRESS_BOOK_TYPES)[number];

/** Whom an address is (SPEC §3 Address company_model): a business (B2B) or a private person (B2C). */
export const COMPANY_MODELS = ['business', 'private'] as const;
export type CompanyModel = (typeof COMPANY_MODELS)[number];

/** The department, dock or floor printed under the company name (SPEC §3 Address section). */
export const ADDRESS_SECTION_MAX = 100;

const required = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));

export const ZAddressBookCompany = z.object({
  id: z.number().int(),
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
  /** An inactive company stays for the history but is not offered when booking. */
  active: z.boolean(),
  /** The default contact, so a list row shows whom to call. */
  default_contact: ZAddressBookContact.nullable(),
  contacts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAddressBookCompany = z.infer<typeof ZAddressBookCompany>;

export const ZAddressBookCompanyDetail = ZAddressBookCompany.extend({ contacts: z.array(ZAddressBookContact) });
export type TAddressBookCompanyDetail = z.infer<typeof ZAddressBookCompanyDetail>;

/**
 * A company to add or change. The postcode must fit the country (checked by the server with the
 * shared postcode rules). A new company may bring its first contact, which becomes its default.
 */
export const ZAddressBookCompanyBody = z.object({
  name: required(200),
  address: required(200),
  address2: optional(200),
  zip: required(20),
  city: required(100),
  state: optional(100),
  country: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .regex(/^[A-Za-z]{2}$/, { message: 'validation.invalid' })
    .transform((value) => value.toUpperCase()),
  section: optional(ADDRESS_SECTION_MAX),
  company_model: z.enum(COMPANY_MODELS).default('business'),
  types: z.array(z.enum(ADDRESS_BOOK_TYPES)).max(ADDRESS_BOOK_TYPES.length).default([]),
  active: z.boolean().default(true),
  contact: ZAddressBookContactFields.nullable().optional(),
});
export type TAddressBookCompanyBody = z.input<typeof ZAddressBookCompanyBody>;

export const ZListAddressBookResponse = listResponse(ZAddressBookCompany);
export type TListAddressBookResponse = z.infer<typeof ZListAddressBookResponse>;
