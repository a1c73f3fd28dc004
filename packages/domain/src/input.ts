/**
 * Decimal input (SPEC §5): keeps digits, commas and dots, turns commas into dots, keeps one
 * decimal separator and at most two decimals.
 */
export function parseDecimalInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.,]/g, '').replace(/,/g, '.');
  const separator = cleaned.indexOf('.');
  if (separator === -1) return cleaned;
  const whole = cleaned.slice(0, separator);
  const decimals = cleaned.slice(separator + 1).replace(/\./g, '').slice(0, 2);
  return `${whole}.${decimals}`;
}

/** Integer input (SPEC §5): the parsed integer, or null when the text is not a number. */
export function parseIntegerInput(raw: string): number | null {
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? null : value;
}
