import { z } from 'zod';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can keep: no NUL byte (text and jsonb refuse it) and no half of a UTF-16 surrogate pair (jsonb refuses it). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Text a form must fill in, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.too_long' });

/** Text a form may leave out, trimmed, at most `max` characters; left out or blank is null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.too_long' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
