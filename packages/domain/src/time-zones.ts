import { zonedDateTime } from './rates/calendar-date';
import { EMPTY_DISPLAY, type DateInput } from './format';

/** Countries on one clock each (IANA zone), the portal's European and Nordic lanes first. */
const COUNTRY_ZONES: Record<string, string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  AX: 'Europe/Mariehamn',
  IS: 'Atlantic/Reykjavik',
  FO: 'Atlantic/Faroe',
  EE: 'Europe/Tallinn',
  LV: 'Europe/Riga',
  LT: 'Europe/Vilnius',
  DE: 'Europe/Berlin',
  PL: 'Europe/Warsaw',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
  FR: 'Europe/Paris',
  MC: 'Europe/Monaco',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  GI: 'Europe/Gibraltar',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  LI: 'Europe/Vaduz',
  IT: 'Europe/Rome',
  SM: 'Europe/San_Marino',
  VA: 'Europe/Vatican',
  MT: 'Europe/Malta',
  AD: 'Europe/Andorra',
  SI: 'Europe/Ljubljana',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  GR: 'Europe/Athens',
  CY: 'Asia/Nicosia',
  RS: 'Europe/Belgrade',
  XK: 'Europe/Belgrade',
  BA: 'Europe/Sarajevo',
  ME: 'Europe/Podgorica',
  MK: 'Europe/Skopje',
  AL: 'Europe/Tirane',
  MD: 'Europe/Chisinau',
  UA: 'Europe/Kyiv',
  BY: 'Europe/Minsk',
  TR: 'Europe/Istanbul',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  IN: 'Asia/Kolkata',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PH: 'Asia/Manila',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  IL: 'Asia/Jerusalem',
  EG: 'Africa/Cairo',
  MA: 'Africa/Casablanca',
  ZA: 'Africa/Johannesburg',
};

/**
 * The zone a place keeps its clocks on, or null when its country alone does not say. Spain and
 * Portugal have islands an hour behind the mainland, told apart by postcode (Canary Islands 35/38,
 * Azores 95–99); countries spanning several zones (US, Canada, Russia, ...) give null and the
 * caller names the clock it shows instead.
 */
export function placeTimeZone(country: string | null | undefined, zip?: string | null): string | null {
  const code = (country ?? '').trim().toUpperCase();
  const digits = (zip ?? '').replace(/\D/g, '');
  if (code === 'ES') return /^(35|38)/.test(digits) && digits.length === 5 ? 'Atlantic/Canary' : 'Europe/Madrid';
  if (code === 'PT') return /^9[5-9]/.test(digits) && digits.length >= 4 ? 'Atlantic/Azores' : 'Europe/Lisbon';
  return COUNTRY_ZONES[code] ?? null;
}

/** The zone the viewer's device keeps its clocks on. */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface ZonedFormat {
  /** IANA zone whose clock the text shows. */
  timeZone: string;
  /** The reader's language, for the zone's short name ('CET', 'GMT+1'). */
  locale: string;
  /** The end of a window; its date is left out when it is the start's. */
  until?: DateInput;
  /** A day without a time of day (an ETA, a delivery day). */
  dateOnly?: boolean;
}

const toInstant = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const pad = (value: number) => String(value).padStart(2, '0');

function clock(instant: Date, timeZone: string): { date: string; time: string } {
  const { date, secondsOfDay } = zonedDateTime(instant, timeZone);
  return { date, time: `${pad(Math.floor(secondsOfDay / 3600))}:${pad(Math.floor((secondsOfDay % 3600) / 60))}` };
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name in the reader's language at that instant: 'CET'/'CEST' or 'GMT+1'/'GMT+2'. */
export function zoneShortName(instant: Date, timeZone: string, locale: string): string {
  const key = `${locale} ${timeZone}`;
  let format = zoneNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNames.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A moment, or a window, as it reads on one zone's clock, the zone named after it so the reader
 * knows which clock it is: '2026-11-27 09:00–16:00 Europe/Stockholm (CET)'. The same in every
 * browser, whatever the viewer's own zone. '-' when empty.
 */
export function formatZoned(value: DateInput, format: ZonedFormat): string {
  const instant = toInstant(value);
  if (!instant) return EMPTY_DISPLAY;
  const start = clock(instant, format.timeZone);
  const zone = `${format.timeZone} (${zoneShortName(instant, format.timeZone, format.locale)})`;
  if (format.dateOnly) return `${start.date} ${zone}`;
  const end = toInstant(format.until ?? null);
  if (!end || end.getTime() === instant.getTime()) return `${start.date} ${start.time} ${zone}`;
  const stop = clock(end, format.timeZone);
  const range = stop.date === start.date ? `${start.time}–${stop.time}` : `${start.time} – ${stop.date} ${stop.time}`;
  return `${start.date} ${range} ${zone}`;
}
