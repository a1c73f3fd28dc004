import { formatNumber } from '@freight/domain';
import type { i18n } from 'i18next';

/**
 * Figures inside texts (`{{total, number}}`) read as everywhere else: the one number notation of
 * every screen (SPEC §9), not the reader's locale, so a pager never says "1,320" under "1 320".
 */
export function applyNumberNotation(instance: i18n): void {
  instance.services.formatter?.add('number', (value: unknown) => formatNumber(value as number | string | null));
}
