import { createTheme, darken, luminance, type CSSVariablesResolver } from '@mantine/core';
import { brandPalette } from '../lib/brand-color';

/** WCAG AA for small text. */
const AA_CONTRAST = 4.5;

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The colour darkened just enough to read at 4.5:1 on the background; light hues (yellow, orange) need it. */
function readableOn(color: string, background: string): string {
  let text = color;
  for (let amount = 0.05; contrast(text, background) < AA_CONTRAST && amount < 1; amount += 0.05) text = darken(color, amount);
  return text;
}

/** The theme in an organization's brand colour (SPEC §9). */
export function createAppTheme(brandColor: string, closeLabel: string) {
  return createTheme({
    primaryColor: 'brand',
    // Shade 8 holds the brand colour itself and keeps white text on it above 4.5:1.
    primaryShade: 8,
    colors: { brand: brandPalette(brandColor) },
    // An organization may pick a light brand colour; filled buttons then switch to dark text.
    autoContrast: true,
    // A deep ink rather than pure black for text, in the brand's blue family.
    black: '#172033',
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    headings: { fontWeight: '650' },
    components: {
      // A toast's close button is an icon alone; screen readers need its name.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      // A closed list of options is left out of the page: kept mounted, every select of a filter
      // bar measures its position and watches scrolling, which costs a phone most of a second.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

/**
 * Text colours that read at 4.5:1, as theme tokens so every component follows: Mantine's dimmed
 * grey (3.3:1), placeholder grey (2.1:1) and error red (3.6:1), coloured text (`c="red"`, 4.3:1
 * on the page's grey), and the text of light variants on their tint (yellow 2.7:1, teal 4.3:1),
 * each darkened just enough.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const page = resolved.colors.gray[0];
  const colours = Object.entries(resolved.colors).flatMap(([name, shades]) => [
    [`--mantine-color-${name}-text`, readableOn(shades[8], page)],
    [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[1])],
  ]);
  return {
    variables: {},
    light: {
      ...Object.fromEntries(colours),
      '--mantine-color-dimmed': resolved.colors.gray[7],
      '--mantine-color-placeholder': readableOn(resolved.colors.gray[6], page),
      '--mantine-color-error': resolved.colors.red[9],
    },
    dark: {},
  };
};
