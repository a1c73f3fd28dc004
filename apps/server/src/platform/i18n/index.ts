import type { Locale } from '@freight/contracts';
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
