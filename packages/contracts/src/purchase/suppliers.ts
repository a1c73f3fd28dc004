import { z } from 'zod';
import { listResponse } from '../common/list';
import { optionalText, requiredText } from '../common/text';

const ZCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'validation.country' })
  .transform((value) => value.toUpperCase());

/** Where a supplier is: its office, or a place goods are picked up from. */
export const SUPPLIER_ADDRESS_KINDS = ['office', 'pickup'] as const;

export const ZSupplierAddressBody = z.object({
  kind: z.enum(SUPPLIER_ADDRESS_KINDS),
  name: requiredText(200),
  address: requiredText(200),
  address2: optionalText(200),
  zip: requiredText(20),
  city: requiredText(100),
  country: ZCountry,
});
export const ZSupplierAddress = z.object({
  id: z.number().int(),
  kind: z.enum(SUPPLIER_ADDRESS_KINDS),
  name: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
});
export type TSupplierAddress = z.infer<typeof ZSupplierAddress>;

/** A contact manager at the supplier, whom the buyer writes to about orders. */
export const ZSupplierManagerBody = z.object({
  name: requiredText(200),
  email: optionalText(200).pipe(z.email({ message: 'validation.email' }).nullable()),
  phone: optionalText(40),
});
export const ZSupplierManager = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TSupplierManager = z.infer<typeof ZSupplierManager>;

export const ZSupplier = z.object({
  id: z.number().int(),
  supplier_number: z.string(),
  name: z.string(),
  vat_number: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string(),
  active: z.boolean(),
  addresses: z.array(ZSupplierAddress),
  managers: z.array(ZSupplierManager),
  open_orders: z.number().int(),
  updated_at: z.string(),
});
export type TSupplier = z.infer<typeof ZSupplier>;

/** A supplier with its addresses and managers, saved whole. */
export const ZSupplierBody = z.object({
  supplier_number: requiredText(40),
  name: requiredText(200),
  vat_number: optionalText(40),
  email: optionalText(200).pipe(z.email({ message: 'validation.email' }).nullable()),
  phone: optionalText(40),
  country: ZCountry,
  active: z.boolean().default(true),
  addresses: z.array(ZSupplierAddressBody).max(20).default([]),
  managers: z.array(ZSupplierManagerBody).max(20).default([]),
});
export type TSupplierBody = z.infer<typeof ZSupplierBody>;
export type TSupplierBodyInput = z.input<typeof ZSupplierBody>;

export const ZListSuppliersResponse = listResponse(ZSupplier);
export type TListSuppliersResponse = z.infer<typeof ZListSuppliersResponse>;

export const ZReseller = z.object({ id: z.number().int(), name: z.string() });
export type TReseller = z.infer<typeof ZReseller>;
export const ZResellerBody = z.object({ name: requiredText(200) });
export const ZListResellersResponse = listResponse(ZReseller);
export type TListResellersResponse = z.infer<typeof ZListResellersResponse>;
