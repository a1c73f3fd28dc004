const collators = new Map<string, Intl.Collator>();

function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale);
    collators.set(locale, found);
  }
  return found;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Ascending order of two cell values (SPEC §5): numbers numerically, dates by time, everything
 * else as text in the reader's language. Empty values come last.
 */
export function compareValues(a: unknown, b: unknown, locale = 'en'): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator(locale).compare(String(a), String(b));
}
