import { Alert, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { brandPalette } from '../lib/brand-color';

/** The theme in an organization's brand colour (SPEC §9). */
export function createAppTheme(brandColor: string) {
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
      // Light alerts colour their title and icon with shade 6, too faint on the tinted background.
      Alert: Alert.extend({
        vars: (theme, props) => {
          const color = props.color ?? theme.primaryColor;
          const themed = (props.variant ?? 'light') === 'light' && color in theme.colors;
          return { root: themed ? { '--alert-color': `var(--mantine-color-${color}-9)` } : {} };
        },
      }),
    },
  });
}

/**
 * Mantine's dimmed grey (3.3:1) and error red (3.6:1) are too faint for small text on white;
 * darker shades of both pass WCAG AA.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
});
