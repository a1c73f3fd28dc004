import { EMPTY_DISPLAY, formatDate, formatTime, type DateInput } from '@freight/domain';

/** A moment as 'YYYY-MM-DD HH:mm' in the viewer's zone, or '-' when there is none. */
export function formatDateTime(value: DateInput): string {
  const date = formatDate(value);
  return date === EMPTY_DISPLAY ? date : `${date} ${formatTime(value)}`;
}

/** 'Gothenburg, SE'; whichever part is known, or '' when neither is. */
export function formatPlace(city: string | null | undefined, countrycode: string | null | undefined): string {
  return [city, countrycode].filter(Boolean).join(', ');
}
