import { Liquid, type LiquidError } from 'liquidjs';
import {
  CANNED_RESPONSE_PLACEHOLDER_KEYS,
  LOCALES,
  type CannedResponsePlaceholder,
  type Locale,
  type TCannedResponseText,
  type TCannedResponseTexts,
} from '@freight/contracts';
import { formatNumber } from '@freight/domain';

/**
 * Wording canned responses for a shipment: pure, no database and no clock, so the rules of what a
 * template may say and how it reads are tested on their own.
 *
 * Templates are Liquid written by the portal's users, so the engine is the sandboxed one: no file
 * includes (an empty template map), only own properties, unknown variables and filters refused.
 */

/** A placeholder's value for one shipment, already written for the recipient (dates and numbers in their language). */
export type PlaceholderValues = Record<CannedResponsePlaceholder, string | null>;

/** What an empty value reads as in each language, unless the template gives its own with `| default: '…'`. */
const EMPTY_VALUE: Record<Locale, string> = { en: 'not known yet', es: 'aún no disponible', 'zh-CN': '暂无' };

const engines = new Map<Locale, Liquid>();

function engineFor(locale: Locale): Liquid {
  let engine = engines.get(locale);
  if (!engine) {
    engine = new Liquid({
      strictVariables: true,
      strictFilters: true,
      ownPropertyOnly: true,
      templates: {},
      // Applied to every output after its filters: an empty value gets its fallback here, so
      // `{{ eta | default: 'soon' }}` still wins over it.
      outputEscape: (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY_VALUE[locale] : String(value)),
    });
    engines.set(locale, engine);
  }
  return engine;
}

export type TemplateProblem = { kind: 'unknown_placeholder'; name: string } | { kind: 'syntax'; message: string };

/** What is wrong with a template: placeholders outside the catalogue, unknown filters, broken syntax. */
export function templateProblems(template: string): TemplateProblem[] {
  const engine = engineFor('en');
  try {
    const parsed = engine.parse(template);
    // Full paths, so `{{ consignee.secret }}` is refused as well: every placeholder is a plain value.
    const names = engine.globalFullVariablesSync(parsed);
    return [...new Set(names)]
      .filter((name) => !CANNED_RESPONSE_PLACEHOLDER_KEYS.includes(name))
      .map((name) => ({ kind: 'unknown_placeholder', name }));
  } catch (error) {
    return [{ kind: 'syntax', message: syntaxMessage(error) }];
  }
}

function syntaxMessage(error: unknown): string {
  const liquid = error as Partial<LiquidError>;
  // The engine's message without the template echoed back: "undefined filter: upcase2, line:1, col:4".
  return typeof liquid.message === 'string' ? liquid.message.split('\n')[0]! : String(error);
}

/** The wording to use for a language: its own, else English, else the first one written. */
export function textFor(texts: TCannedResponseTexts, locale: Locale): { text: TCannedResponseText; locale: Locale } {
  const order: Locale[] = [locale, 'en', ...LOCALES];
  for (const candidate of order) {
    const text = texts[candidate];
    if (text) return { text, locale: candidate };
  }
  throw new Error('a canned response has no wording in any language');
}

export interface RenderedMessage {
  subject: string;
  body: string;
  locale: Locale;
  emptyPlaceholders: string[];
}

/** A response worded for one shipment, as plain text; `messageHtml` makes the e-mail's HTML from it. */
export function renderCannedResponse(texts: TCannedResponseTexts, locale: Locale, values: PlaceholderValues): RenderedMessage {
  const chosen = textFor(texts, locale);
  const engine = engineFor(chosen.locale);
  const render = (template: string) => engine.parseAndRenderSync(template, values);
  const used = new Set([...engine.globalVariablesSync(chosen.text.subject), ...engine.globalVariablesSync(chosen.text.body)]);
  return {
    // A subject is one line, whatever a multi-line value would make of it.
    subject: render(chosen.text.subject)
      .replace(/\s*\n\s*/g, ' ')
      .trim(),
    body: render(chosen.text.body),
    locale: chosen.locale,
    emptyPlaceholders: [...used].filter(
      (name) => values[name as CannedResponsePlaceholder] === null || values[name as CannedResponsePlaceholder] === '',
    ),
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * The HTML part of an e-mail from its text as the user finally wrote it: everything escaped
 * (a consignee called `<b>` stays text), paragraphs and line breaks kept, web addresses made links.
 */
export function messageHtml(text: string, lang: Locale): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    });
  return `<!doctype html><html lang="${lang}"><body>${paragraphs.join('\n')}</body></html>`;
}

/**
 * Dates as the recipient's language writes them; numbers in the one notation of every screen,
 * PDF and export, so a weight in a mail reads as it does on the shipment page.
 */
export function placeholderFormats(locale: Locale, timeZone: string) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const number = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
  return {
    date: (value: Date | null) => (value ? date.format(value) : null),
    number: (value: number | null, unit?: string) => (value === null ? null : unit ? `${number(value)} ${unit}` : number(value)),
  };
}
