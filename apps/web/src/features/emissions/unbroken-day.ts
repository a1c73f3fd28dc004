/**
 * A day (YYYY-MM-DD) with non-breaking hyphens, so a narrow tile or heading moves it to the next
 * line whole instead of breaking it at a hyphen. For the screen only: exports keep plain hyphens.
 */
export const unbrokenDay = (day: string) => day.replaceAll('-', '\u2011');
