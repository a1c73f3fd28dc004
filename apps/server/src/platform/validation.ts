import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { isStorableText } from '@freight/contracts';
import { ValidationError } from './errors';

/** Parsed input: a plain object, or one without constructor (the router's params); not a Buffer or a stream. */
function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const constructor = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  return constructor === undefined || constructor === Object;
}

/**
 * The dotted path of the first text, or key, in a request part that PostgreSQL cannot keep, or
 * null. A bad key is reported at the object that holds it. Buffers of uploaded files are not text.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  const entries = Array.isArray(value) ? value.entries() : isRecord(value) ? Object.entries(value) : null;
  if (!entries) return null;
  for (const [key, item] of entries) {
    if (typeof key === 'string' && !isStorableText(key)) return path;
    const found = findUnstorableText(item, [...path, String(key)]);
    if (found) return found;
  }
  return null;
}

/**
 * Zod's validator, preceded by the check no contract has to repeat: text PostgreSQL cannot keep
 * is refused wherever it appears in a route's params, query or body, with the field it is in.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = findUnstorableText(data);
    if (path) return { error: new ValidationError({ [path.join('.') || route.httpPart || 'body']: ['validation.invalid_characters'] }) };
    return validate(data);
  };
};
