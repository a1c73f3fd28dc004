import { BRAND_COLOR_COOKIE } from '@freight/contracts';
import { resolveBrandColor } from '@freight/domain';
import { readCookie, writeCookie } from './cookies';

type Rgb = [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** How far each lighter shade (0–7) moves towards white; shade 8 is the brand colour itself. */
const TINTS = [0.94, 0.86, 0.72, 0.58, 0.44, 0.31, 0.19, 0.09];
const SHADE_9_DARKENING = 0.22;

/**
 * Ten shades for a Mantine colour with the brand colour at index 8, the shade the theme uses
 * for filled elements, so buttons carry the exact brand colour.
 */
export function brandPalette(color: string): [string, string, string, string, string, string, string, string, string, string] {
  const base = toRgb(resolveBrandColor(color));
  const tints = TINTS.map((amount) => toHex(mix(base, WHITE, amount)));
  const [s0, s1, s2, s3, s4, s5, s6, s7] = tints as [string, string, string, string, string, string, string, string];
  return [s0, s1, s2, s3, s4, s5, s6, s7, toHex(base), toHex(mix(base, BLACK, SHADE_9_DARKENING))];
}

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, index) => Math.round(channel + (to[index]! - channel) * amount)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

const BRAND_COLOR_COOKIE_DAYS = 365;

export function storedBrandColor(): string {
  return resolveBrandColor(readCookie(BRAND_COLOR_COOKIE));
}

export function storeBrandColor(color: string): void {
  const resolved = resolveBrandColor(color);
  if (readCookie(BRAND_COLOR_COOKIE) !== resolved) writeCookie(BRAND_COLOR_COOKIE, resolved, BRAND_COLOR_COOKIE_DAYS);
}
