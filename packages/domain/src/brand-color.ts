import { DEFAULT_BRAND_COLOR } from '@freight/contracts';

const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

/**
 * An organization's brand colour as a #RRGGBB value. Anything unreadable, and white (which
 * would vanish on the page), falls back to the product colour (SPEC §9).
 */
export function resolveBrandColor(value: string | null | undefined): string {
  const match = HEX_COLOR.exec(value?.trim() ?? '');
  if (!match?.[1] || match[1].toLowerCase() === 'ffffff') return DEFAULT_BRAND_COLOR;
  return `#${match[1].toUpperCase()}`;
}
