import { z } from 'zod';
import { ZNewPassword } from '../auth/auth';
import { LOCALES } from '../locales';
import { ZUser } from '../users/user';

export const ZUpdateProfileBody = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(120),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'validation.email' })),
  description: z.string().trim().max(500).nullable().default(null),
  locale: z.enum(LOCALES),
});
export type TUpdateProfileBody = z.input<typeof ZUpdateProfileBody>;

export const ZProfileResponse = z.object({ data: ZUser });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** Changing the password asks for the current one and signs out every other session. */
export const ZChangePasswordBody = z
  .object({
    current_password: z.string().min(1, { message: 'validation.required' }),
    password: ZNewPassword,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: 'validation.password_confirmation',
    path: ['password_confirmation'],
  });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
