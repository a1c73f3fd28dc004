/**
 * Calendar dates as 'YYYY-MM-DD' text: a delivery date is a day, not an instant, and text of
 * that shape sorts and compares correctly. Arithmetic runs on UTC midnights, where no daylight
 * saving shift can move a day.
 */

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function parse(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function format(time: number): IsoDate {
  const date = new Date(time);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return format(parse(date) + days * DAY_MS);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((parse(to) - parse(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as Date.getDay. */
export function weekday(date: IsoDate): number {
  return new Date(parse(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The last instants asked for: a quote asks for the same booking moment once per service. */
const recentMoments = new Map<string, { date: IsoDate; secondsOfDay: number }>();
const RECENT_MOMENTS_KEPT = 64;

/** The date and time of day an instant has on the clocks of a time zone (IANA name). */
export function zonedDateTime(moment: Date, timeZone: string): { date: IsoDate; secondsOfDay: number } {
  const key = `${moment.getTime()} ${timeZone}`;
  const recent = recentMoments.get(key);
  if (recent) return { ...recent };
  if (recentMoments.size >= RECENT_MOMENTS_KEPT) recentMoments.clear();
  const answer = zonedParts(moment, timeZone);
  recentMoments.set(key, answer);
  return { ...answer };
}

function zonedParts(moment: Date, timeZone: string): { date: IsoDate; secondsOfDay: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(moment)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = parts;
  return { date: isoDate(year, month, day), secondsOfDay: hour * 3600 + minute * 60 + second };
}
