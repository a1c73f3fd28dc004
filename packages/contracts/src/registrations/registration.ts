import { z } from 'zod';
import { listResponse, dataResponse } from '../common/list';
import { optionalText, requiredText } from '../common/text';
import { ZNewPassword } from '../auth/auth';
import { LOCALES } from '../locales';

export const REGISTRATION_STATUSES = ['unconfirmed', 'pending', 'approved', 'declined'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A company asks for an account (SPEC §7 `POST register`); the contact becomes its organization admin. */
export const ZRegistrationBody = z.object({
  company_name: requiredText(150),
  country_code: z
    .string({ message: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'validation.country' }),
  contact_name: requiredText(150),
  email: z
    .string({ message: 'validation.required' })
    .trim()
    .toLowerCase()
    .max(200, { message: 'validation.too_long' })
    .pipe(z.email({ message: 'validation.email' })),
  phone: optionalText(50),
  /** The organization admin's password from the day the registration is approved. */
  password: ZNewPassword,
  /** The language of the e-mails the applicant gets, and of the admin's account. */
  locale: z.enum(LOCALES, { message: 'validation.invalid_value' }),
});
export type TRegistrationBody = z.input<typeof ZRegistrationBody>;

/** The token of the e-mailed confirmation link. */
export const ZRegistrationConfirmBody = z.object({ token: z.string().min(1, { message: 'validation.required' }).max(200) });
export type TRegistrationConfirmBody = z.infer<typeof ZRegistrationConfirmBody>;

export const ZRegistration = z.object({
  id: z.number().int(),
  company_name: z.string(),
  country_code: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  status: z.enum(REGISTRATION_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decline_message: z.string().nullable(),
  /** The organization an approval created. */
  organization_id: z.number().int().nullable(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

export const ZListRegistrationsResponse = listResponse(ZRegistration);
export type TListRegistrationsResponse = z.infer<typeof ZListRegistrationsResponse>;

export const ZRegistrationResponse = dataResponse(ZRegistration);
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

/** A decline tells the applicant why, in their language as the god user writes it. */
export const ZDeclineRegistrationBody = z.object({ message: requiredText(2000) });
export type TDeclineRegistrationBody = z.infer<typeof ZDeclineRegistrationBody>;
