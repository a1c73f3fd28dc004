import { minorUnitDigits } from '@freight/domain';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An amount in minor units (öre, cents) as the user's language writes that currency. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount / 10 ** minorUnitDigits(currency));
}

/**
 * A calendar day (YYYY-MM-DD) with its weekday in the user's language, the year left out where
 * the context makes it plain. Built from its parts, so the day never shifts with the viewer's
 * time zone.
 */
export function formatDay(isoDate: string, locale: string, { withYear = true }: { withYear?: boolean } = {}): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const key = `${locale}|${withYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(year, month - 1, day));
}

/** Kilograms, cubic metres and loading metres in the user's language. */
export function formatMeasure(value: number, locale: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}
