import { decimalFromInput, formatNumber, MARKUP_FIXED_CURRENCY, moneyFromMajor, toMajor } from '@freight/domain';

/**
 * Markup figures as the form shows them and as the API takes them (SPEC §9): the fixed amount is
 * typed in kronor and travels in whole öre, the rate is a percent either way. Form values are
 * the decimal text of DecimalInput, with a dot, or the text typed when it is not a decimal.
 */

// A lone separator is a decimal being typed, not yet an amount.
const decimal = (text: string): number | null => (text.trim() === '.' ? null : decimalFromInput(text));

/** '49.50' kronor → 4950 öre; empty → null. */
export function kronorToOre(text: string): number | null {
  const kronor = decimal(text);
  return kronor === null ? null : moneyFromMajor(kronor, MARKUP_FIXED_CURRENCY).amount;
}

/** 4950 öre → '49.50'; whole kronor without decimals, 5000 → '50'; null → empty. */
export function oreToKronor(ore: number | null): string {
  if (ore === null) return '';
  const kronor = toMajor({ amount: ore, currency: MARKUP_FIXED_CURRENCY });
  return Number.isInteger(kronor) ? String(kronor) : kronor.toFixed(2);
}

/** '12.5' → 12.5; empty → null. */
export function percentFromText(text: string): number | null {
  return decimal(text);
}

export function percentToText(percent: number | null): string {
  return percent === null ? '' : String(percent);
}

/** 4950 öre → '49,50 kr' in Swedish notation (SPEC §9); '-' when empty. */
export function formatKronor(ore: number | null): string {
  if (ore === null) return '-';
  return `${formatNumber(toMajor({ amount: ore, currency: MARKUP_FIXED_CURRENCY }), { minimumFractionDigits: 2 })} kr`;
}

/** 12.5 → '12,5 %'; '-' when empty. */
export function formatPercent(percent: number | null): string {
  return percent === null ? '-' : `${formatNumber(percent)} %`;
}
