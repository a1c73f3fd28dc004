import { addDays, isoDate, isWeekend, weekday, type IsoDate } from './calendar-date';

/**
 * Public holidays by country, computed rather than listed so any year works. 'de_facto' marks
 * days that are not statutory but on which carriers neither pick up nor deliver (Midsummer Eve,
 * Christmas Eve, New Year's Eve in Sweden). Germany has national holidays only (state ones
 * vary by state); Great Britain follows England and Wales.
 */

export interface Holiday {
  date: IsoDate;
  name: string;
  kind: 'public' | 'de_facto';
}

type Rule = (year: number) => Holiday | null;

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const fixed =
  (month: number, day: number, name: string, kind: Holiday['kind'] = 'public'): Rule =>
  (year) => ({ date: isoDate(year, month, day), name, kind });

const easter =
  (offset: number, name: string): Rule =>
  (year) => ({ date: addDays(easterSunday(year), offset), name, kind: 'public' });

/** The first given weekday (0 = Sunday) on or after a date: Midsummer Eve is the Friday from 19 June. */
const weekdayFrom =
  (day: number, month: number, from: number, name: string, kind: Holiday['kind'] = 'public'): Rule =>
  (year) => {
    const start = isoDate(year, month, from);
    return { date: addDays(start, (day - weekday(start) + 7) % 7), name, kind };
  };

/** The last given weekday of a month: the late-May and August bank holidays. */
const lastWeekday =
  (day: number, month: number, name: string): Rule =>
  (year) => {
    const end = addDays(isoDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1), -1);
    return { date: addDays(end, -((weekday(end) - day + 7) % 7)), name, kind: 'public' };
  };

const inYears =
  (rule: Rule, test: (year: number) => boolean): Rule =>
  (year) =>
    test(year) ? rule(year) : null;

const GOOD_FRIDAY = -2;
const EASTER_MONDAY = 1;
const ASCENSION = 39;
const WHIT_SUNDAY = 49;
const WHIT_MONDAY = 50;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  SE: [
    fixed(1, 1, "New Year's Day"),
    fixed(1, 6, 'Epiphany'),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'May Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    fixed(6, 6, 'National Day'),
    weekdayFrom(FRIDAY, 6, 19, 'Midsummer Eve', 'de_facto'),
    weekdayFrom(SATURDAY, 6, 20, 'Midsummer Day'),
    weekdayFrom(SATURDAY, 10, 31, "All Saints' Day"),
    fixed(12, 24, 'Christmas Eve', 'de_facto'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Boxing Day'),
    fixed(12, 31, "New Year's Eve", 'de_facto'),
  ],
  NO: [
    fixed(1, 1, "New Year's Day"),
    easter(-3, 'Maundy Thursday'),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'Labour Day'),
    fixed(5, 17, 'Constitution Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Boxing Day'),
  ],
  DK: [
    fixed(1, 1, "New Year's Day"),
    easter(-3, 'Maundy Thursday'),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    // Great Prayer Day was abolished from 2024.
    inYears(easter(26, 'Great Prayer Day'), (year) => year <= 2023),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(6, 5, 'Constitution Day', 'de_facto'),
    fixed(12, 24, 'Christmas Eve', 'de_facto'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Second Day of Christmas'),
    fixed(12, 31, "New Year's Eve", 'de_facto'),
  ],
  FI: [
    fixed(1, 1, "New Year's Day"),
    fixed(1, 6, 'Epiphany'),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'May Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    weekdayFrom(FRIDAY, 6, 19, 'Midsummer Eve', 'de_facto'),
    weekdayFrom(SATURDAY, 6, 20, 'Midsummer Day'),
    weekdayFrom(SATURDAY, 10, 31, "All Saints' Day"),
    fixed(12, 6, 'Independence Day'),
    fixed(12, 24, 'Christmas Eve', 'de_facto'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, "St Stephen's Day"),
  ],
  IS: [
    fixed(1, 1, "New Year's Day"),
    easter(-3, 'Maundy Thursday'),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    weekdayFrom(THURSDAY, 4, 19, 'First Day of Summer'),
    fixed(5, 1, 'Labour Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(6, 17, 'National Day'),
    weekdayFrom(MONDAY, 8, 1, 'Commerce Day'),
    // Christmas Eve and New Year's Eve are holidays from 13:00, too late for a pickup.
    fixed(12, 24, 'Christmas Eve', 'de_facto'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Boxing Day'),
    fixed(12, 31, "New Year's Eve", 'de_facto'),
  ],
  DE: [
    fixed(1, 1, "New Year's Day"),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'Labour Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(10, 3, 'Day of German Unity'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Second Day of Christmas'),
  ],
  NL: [
    fixed(1, 1, "New Year's Day"),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    // King's Day moves to Saturday when 27 April is a Sunday.
    (year) => {
      const kingsDay = isoDate(year, 4, 27);
      return { date: weekday(kingsDay) === SUNDAY ? addDays(kingsDay, -1) : kingsDay, name: "King's Day", kind: 'public' };
    },
    // Liberation Day is a general day off only in jubilee years.
    inYears(fixed(5, 5, 'Liberation Day'), (year) => year % 5 === 0),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Second Day of Christmas'),
  ],
  PL: [
    fixed(1, 1, "New Year's Day"),
    fixed(1, 6, 'Epiphany'),
    easter(0, 'Easter Sunday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'Labour Day'),
    fixed(5, 3, 'Constitution Day'),
    easter(WHIT_SUNDAY, 'Whit Sunday'),
    easter(60, 'Corpus Christi'),
    fixed(8, 15, 'Assumption Day'),
    fixed(11, 1, "All Saints' Day"),
    fixed(11, 11, 'Independence Day'),
    // Christmas Eve became a public holiday in 2025.
    inYears(fixed(12, 24, 'Christmas Eve'), (year) => year >= 2025),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Second Day of Christmas'),
  ],
  GB: [
    fixed(1, 1, "New Year's Day"),
    easter(GOOD_FRIDAY, 'Good Friday'),
    easter(EASTER_MONDAY, 'Easter Monday'),
    weekdayFrom(MONDAY, 5, 1, 'Early May bank holiday'),
    lastWeekday(MONDAY, 5, 'Spring bank holiday'),
    lastWeekday(MONDAY, 8, 'Summer bank holiday'),
    fixed(12, 25, 'Christmas Day'),
    fixed(12, 26, 'Boxing Day'),
  ],
  FR: [
    fixed(1, 1, "New Year's Day"),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'Labour Day'),
    fixed(5, 8, 'Victory in Europe Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(7, 14, 'Bastille Day'),
    fixed(8, 15, 'Assumption Day'),
    fixed(11, 1, "All Saints' Day"),
    fixed(11, 11, 'Armistice Day'),
    fixed(12, 25, 'Christmas Day'),
  ],
  BE: [
    fixed(1, 1, "New Year's Day"),
    easter(EASTER_MONDAY, 'Easter Monday'),
    fixed(5, 1, 'Labour Day'),
    easter(ASCENSION, 'Ascension Day'),
    easter(WHIT_MONDAY, 'Whit Monday'),
    fixed(7, 21, 'National Day'),
    fixed(8, 15, 'Assumption Day'),
    fixed(11, 1, "All Saints' Day"),
    fixed(11, 11, 'Armistice Day'),
    fixed(12, 25, 'Christmas Day'),
  ],
};

/** Countries whose bank holidays falling on a weekend are made up on the next free weekday. */
const SUBSTITUTE_DAYS: ReadonlySet<string> = new Set(['GB']);

/**
 * Substitute days in date order: a weekend holiday moves to the next weekday that is not already
 * a holiday, so Christmas on a Saturday gives Monday 27th and Boxing Day on Sunday Tuesday 28th.
 */
function withSubstitutes(holidays: readonly Holiday[]): Holiday[] {
  const taken = new Set(holidays.map((holiday) => holiday.date));
  const substitutes: Holiday[] = [];
  for (const holiday of holidays) {
    if (!isWeekend(holiday.date)) continue;
    let date = addDays(holiday.date, 1);
    while (isWeekend(date) || taken.has(date)) date = addDays(date, 1);
    taken.add(date);
    substitutes.push({ date, name: `${holiday.name} (substitute day)`, kind: 'public' });
  }
  return [...holidays, ...substitutes];
}

/** Countries with a holiday calendar; elsewhere only weekends are non-working. */
/**
 * Days that are no public holiday but on which a country's groupage carriers neither pick up nor
 * deliver, kept apart from the statutory calendar: Christmas Eve and New Year's Eve in Norway
 * (PostNord Norway's goods schedule) and in Germany (the general-cargo networks close both).
 * Finland's carriers work on New Year's Eve, so it has none beyond its calendar.
 */
const CLOSED_DAYS: Readonly<Record<string, readonly Rule[]>> = {
  NO: [fixed(12, 24, 'Christmas Eve', 'de_facto'), fixed(12, 31, "New Year's Eve", 'de_facto')],
  DE: [fixed(12, 24, 'Christmas Eve', 'de_facto'), fixed(12, 31, "New Year's Eve", 'de_facto')],
};

export const HOLIDAY_COUNTRIES: readonly string[] = Object.keys(RULES);

export function hasHolidayCalendar(country: string): boolean {
  return country.toUpperCase() in RULES;
}

const cache = new Map<string, readonly Holiday[]>();

/** The country's holidays in a year, in date order; empty for a country without a calendar. */
export function publicHolidays(country: string, year: number): readonly Holiday[] {
  const code = country.toUpperCase();
  const key = `${code}:${year}`;
  let holidays = cache.get(key);
  if (!holidays) {
    const listed = (RULES[code] ?? []).map((rule) => rule(year)).filter((holiday): holiday is Holiday => holiday !== null);
    const complete = SUBSTITUTE_DAYS.has(code) ? withSubstitutes(listed) : listed;
    holidays = Object.freeze(complete.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)));
    cache.set(key, holidays);
  }
  return holidays;
}

export function holidayOn(country: string, date: IsoDate): Holiday | null {
  return publicHolidays(country, Number(date.slice(0, 4))).find((holiday) => holiday.date === date) ?? null;
}

/** The carriers' closed day of the country on the date that is not a public holiday, if any. */
export function carrierClosedDayOn(country: string, date: IsoDate): Holiday | null {
  const year = Number(date.slice(0, 4));
  for (const rule of CLOSED_DAYS[country.toUpperCase()] ?? []) {
    const day = rule(year);
    if (day?.date === date) return day;
  }
  return null;
}

/** Days asked about lately: every service of a quote counts its lead time over the same few days. */
const recentDays = new Map<string, boolean>();
const RECENT_DAYS_KEPT = 4096;

/** A day carriers work in the country: Monday to Friday, not a holiday and not a carriers' closed day. */
export function isWorkingDay(country: string, date: IsoDate): boolean {
  const key = `${country} ${date}`;
  const recent = recentDays.get(key);
  if (recent !== undefined) return recent;
  const working = !isWeekend(date) && holidayOn(country, date) === null && carrierClosedDayOn(country, date) === null;
  if (recentDays.size >= RECENT_DAYS_KEPT) recentDays.clear();
  recentDays.set(key, working);
  return working;
}
