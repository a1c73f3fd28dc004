const dateFormats = new Map<string, Intl.DateTimeFormat>();

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
