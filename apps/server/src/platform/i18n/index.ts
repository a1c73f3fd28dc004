import type { Locale } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { en, type MessageKey } from './en';
import { es } from './es';
import { zhCN } from './zh-CN';

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, es, 'zh-CN': zhCN };

export type { MessageKey };

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/** Translates a message key for a locale; an unknown key is returned as it is. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? catalogues[locale][key] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (params[name] === undefined ? match : String(params[name])));
}

/**
 * Translates `{key}_one`, `{key}_other`… by the locale's plural rules for `count`, which it also
 * passes as `{count}` in the number notation of every screen.
 */
export function translatePlural(locale: Locale, key: string, count: number, params: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(locale).select(count);
  const chosen = isMessageKey(`${key}_${form}`) ? `${key}_${form}` : `${key}_other`;
  return translate(locale, chosen, { ...params, count: formatNumber(count) });
}
