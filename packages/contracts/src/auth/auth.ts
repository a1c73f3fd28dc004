import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { ZFormBoolean } from '../common/errors';
import { ZUser } from '../users/user';

export const PASSWORD_MIN_LENGTH = 10;

const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'validation.email' }));

/** A new password: long enough and not only letters or only digits. */
export const ZNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.password_min' })
  .max(200, { message: 'validation.password_max' })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), {
    message: 'validation.password_letters_digits',
  });

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z.string().min(1, { message: 'validation.required' }).max(200),
  remember: ZFormBoolean.default(false),
  /** A browser session: the token lives only in the HttpOnly cookie and the answer leaves it out. */
  cookie: ZFormBoolean.default(false),
  /** The token of an e-mailed unlock link: it ends the account's wait after failed sign-ins. */
  unlock: z.string().min(1).max(200).optional(),
});
export type TLoginBody = z.input<typeof ZLoginBody>;

export const ZLoginResponse = z.object({
  data: z.object({ token: z.string().optional(), expires_at: z.string(), user: ZUser }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZWhoamiResponse = z.object({ data: ZUser });
export type TWhoamiResponse = z.infer<typeof ZWhoamiResponse>;

export const ZPasswordEmailBody = z.object({ email: ZEmail });
export type TPasswordEmailBody = z.infer<typeof ZPasswordEmailBody>;

const passwordsMatch = (body: { password: string; password_confirmation: string }) => body.password === body.password_confirmation;
const mismatch = { message: 'validation.password_confirmation', path: ['password_confirmation'] };

/** Sets a password with a token from a reset or welcome e-mail. */
export const ZPasswordResetBody = z
  .object({
    token: z.string().min(1, { message: 'validation.required' }),
    password: ZNewPassword,
    password_confirmation: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type TPasswordResetBody = z.infer<typeof ZPasswordResetBody>;

export const ZEmailVerifyBody = z.object({
  id: ZFormId,
  token: z.string().min(1, { message: 'validation.required' }),
});
export type TEmailVerifyBody = z.infer<typeof ZEmailVerifyBody>;

export const ZEmailResendBody = z.object({ email: ZEmail.optional() });
