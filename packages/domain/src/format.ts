import { minorUnitDigits } from './rates/money';

/** What every display formatter shows for a missing or unreadable value (SPEC §9). */
export const EMPTY_DISPLAY = '-';

/** Opacity of the tint behind a highlighted date (SPEC §9). */
export const DATE_TINT_ALPHA = 0.1;

const NUMBER_LOCALE = 'sv-SE';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^(\d{2}):(\d{2})(:\d{2})?$/;

export type DateInput = Date | string | number | null | undefined;

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date as YYYY-MM-DD in the viewer's zone, or null when there is none. A plain
 * YYYY-MM-DD text is taken as it is: parsing it would read UTC midnight and could show the
 * previous day west of Greenwich.
 */
export function toIsoDate(value: DateInput): string | null {
  if (typeof value === 'string' && ISO_DATE.test(value)) return value;
  const date = toDate(value);
  if (!date) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date as YYYY-MM-DD, or '-' when empty (SPEC §9). */
export function formatDate(value: DateInput): string {
  return toIsoDate(value) ?? EMPTY_DISPLAY;
}

/** A time of day as HH:mm, from a timestamp or a clock text such as '08:30:00'; '-' when empty. */
export function formatTime(value: DateInput): string {
  if (typeof value === 'string') {
    const clock = CLOCK_TIME.exec(value);
    if (clock) return `${clock[1]}:${clock[2]}`;
  }
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : EMPTY_DISPLAY;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

export interface NumberFormat {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number as Intl writes it in the notation, grouped by non-breaking spaces with a true
 * minus sign, without Intl: the first NumberFormat loads the locale's data, a pause a phone feels
 * on its first screen, where figures are mostly counts.
 */
function formatWholeNumber(number: number): string {
  const digits = String(Math.abs(number)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return number < 0 || Object.is(number, -0) ? `\u2212${digits}` : digits;
}

/**
 * A number in Swedish notation (SPEC §9): a space between thousands (a non-breaking one, so a
 * figure never wraps), a comma before decimals; at most two decimals unless told otherwise.
 * '-' when empty or not a number.
 */
export function formatNumber(value: number | string | null | undefined, format: NumberFormat = {}): string {
  const number = toNumber(value);
  if (number === null) return EMPTY_DISPLAY;
  const minimum = format.minimumFractionDigits ?? 0;
  if (minimum === 0 && Number.isSafeInteger(number)) return formatWholeNumber(number);
  const maximum = Math.max(format.maximumFractionDigits ?? 2, minimum);
  const key = `${minimum}:${maximum}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    numberFormats.set(key, formatter);
  }
  return formatter.format(number);
}

/**
 * An amount kept in minor units (öre, cents) with its currency code after it, in the one number
 * notation of every screen, PDF and export: '3 399,19 SEK', '1 250 JPY'. '-' when empty.
 */
export function formatMoney(minorUnits: number | null | undefined, currency: string | null | undefined): string {
  if (minorUnits === null || minorUnits === undefined || !Number.isFinite(minorUnits)) return EMPTY_DISPLAY;
  if (!currency) return formatNumber(minorUnits / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const digits = minorUnitDigits(currency);
  const major = formatNumber(minorUnits / 10 ** digits, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${major} ${currency.toUpperCase()}`;
}

/**
 * A figure for tight spaces (SPEC §9): up to 999 as formatNumber shows it; above, thousands with
 * one decimal rounded up and the suffix 'k', the decimal dropped when it is zero: 1001 → '1.1k',
 * 1234 → '1.3k', 15000 → '15k'. Rounding up means a figure never looks smaller than it is.
 */
export function formatThousands(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return EMPTY_DISPLAY;
  const magnitude = Math.abs(number);
  if (magnitude <= 999) return formatNumber(number);
  // Whole hundreds first, so binary fractions cannot push an exact value up (1100 → 1.1k, not 1.2k).
  const tenths = Math.ceil(magnitude / 100);
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  // The same minus sign as Swedish number formatting, so both read alike in one column.
  return `${number < 0 ? '\u2212' : ''}${text}k`;
}

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i;

function parseColor(color: string | null | undefined): Rgb | null {
  const text = color?.trim() ?? '';
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const value = Number.parseInt(full, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  const rgb = RGB_FUNCTION.exec(text);
  if (!rgb) return null;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
}

/**
 * A colour (#RGB, #RRGGBB or rgb()) as an rgba() value with the given opacity. An unreadable
 * colour becomes white (SPEC §9), so a bad brand colour never hides text behind a dark block.
 */
export function toRgba(color: string | null | undefined, alpha = 1): string {
  const [red, green, blue] = parseColor(color) ?? WHITE;
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/** The faint background behind a highlighted date, in the given colour. */
export function dateTint(color: string | null | undefined): string {
  return toRgba(color, DATE_TINT_ALPHA);
}
