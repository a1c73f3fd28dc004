/**
 * Number fields keep the text as typed (SPEC §5): nothing is stripped, cut or re-signed. These
 * read that text; what is not a number is reported, so the field can say what is wrong.
 */

export type NumberInputProblem = 'not_a_number' | 'too_many_decimals' | 'not_a_whole_number';

export type ReadNumber<T> = { value: T; problem: null } | { value: null; problem: NumberInputProblem };

/** The decimals a decimal field takes (SPEC §5). */
export const DECIMAL_INPUT_DECIMALS = 2;

const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d*))?$/;

/**
 * A decimal as typed, with a comma or a dot as the decimal point and an optional sign, to the
 * decimal text with a dot ('12,5' → '12.5', '-50' → '-50'); empty text is no value. Exponents,
 * letters, thousands separators and a third decimal are problems, not characters to drop.
 */
export function readDecimalInput(raw: string): ReadNumber<string | null> {
  const text = raw.trim();
  if (text === '') return { value: null, problem: null };
  const match = DECIMAL.exec(text);
  if (!match) return { value: null, problem: 'not_a_number' };
  const [, sign, whole, decimals] = match;
  if (decimals !== undefined && decimals.length > DECIMAL_INPUT_DECIMALS) return { value: null, problem: 'too_many_decimals' };
  const fraction = decimals ? `.${decimals}` : '';
  return { value: `${sign === '-' ? '-' : ''}${whole}${fraction}`, problem: null };
}

/** A whole number as typed, with an optional sign; empty text is no value, anything else a problem. */
export function readIntegerInput(raw: string): ReadNumber<number | null> {
  const text = raw.trim();
  if (text === '') return { value: null, problem: null };
  if (/^[+-]?\d+[.,]\d*$/.test(text)) return { value: null, problem: 'not_a_whole_number' };
  if (!/^[+-]?\d+$/.test(text)) return { value: null, problem: 'not_a_number' };
  const value = Number(text);
  return Number.isSafeInteger(value) ? { value, problem: null } : { value: null, problem: 'not_a_number' };
}

/**
 * The number of a decimal field's text for a request: null when blank, NaN when the text is not
 * a decimal, so the request's schema refuses it rather than sending a number never typed.
 */
export function decimalFromInput(text: string): number | null {
  const read = readDecimalInput(text);
  if (read.problem) return Number.NaN;
  return read.value === null ? null : Number(read.value);
}
