import { z } from 'zod';
import { ZId } from '../common/numbers';

export const ZAddressBookContact = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type TAddressBookContact = z.infer<typeof ZAddressBookContact>;

/**
 * A phone number as typed: digits with spaces, dashes, brackets and an international prefix.
 * Whether it is a number of the place's country is the server's check (isValidPhone); it is kept
 * as typed.
 */
export const ZTypedPhone = z
  .string()
  .trim()
  .max(30, { message: 'validation.phone_number' })
  .regex(/^(\+|00)?[\d\s().-]*$/, { message: 'validation.phone_number' });

const emptyToNull = (value: string | null) => (value === '' ? null : value);

/** A contact person's own fields. */
export const ZAddressBookContactFields = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(200),
  email: z
    .union([z.email({ message: 'validation.email' }).max(200), z.literal('')])
    .nullable()
    .default(null)
    .transform(emptyToNull),
  phone: ZTypedPhone.nullable().default(null).transform(emptyToNull),
});

/**
 * A contact to add or change. `is_default` true makes it the company's one default contact; the
 * first contact of a company is its default anyway, and a default stays one until another is marked.
 */
export const ZAddressBookContactBody = ZAddressBookContactFields.extend({ is_default: z.boolean().default(false) });
export type TAddressBookContactBody = z.input<typeof ZAddressBookContactBody>;

/** A contact to add to a company (`POST /api/address-book-contact`). */
export const ZCreateAddressBookContactBody = ZAddressBookContactBody.extend({ company_id: ZId });
export type TCreateAddressBookContactBody = z.input<typeof ZCreateAddressBookContactBody>;
