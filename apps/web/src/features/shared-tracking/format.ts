import { EMPTY_DISPLAY, formatDate, formatNumber, formatTime, type DateInput } from '@freight/domain';

/** A moment as 'YYYY-MM-DD HH:mm' in the viewer's zone, or '-' when there is none. */
export function formatDateTime(value: DateInput): string {
  const date = formatDate(value);
  return date === EMPTY_DISPLAY ? date : `${date} ${formatTime(value)}`;
}

/** 'Gothenburg, SE'; whichever part is known, or '' when neither is. */
export function formatPlace(city: string | null | undefined, countrycode: string | null | undefined): string {
  return [city, countrycode].filter(Boolean).join(', ');
}

/** A price kept in minor units (öre, cents) with its currency, such as '1 250,00 SEK'. */
export function formatPrice(amount: number | null, currency: string | null): string {
  if (amount === null) return '';
  const major = formatNumber(amount / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${major} ${currency}` : major;
}
