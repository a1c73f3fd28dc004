import {
  LOCALES,
  type CannedResponsePurpose,
  type CannedResponseScope,
  type Locale,
  type TCannedResponse,
  type TCannedResponseBody,
} from '@freight/contracts';

export interface CannedResponseForm {
  name: string;
  purpose: CannedResponsePurpose;
  scope: CannedResponseScope;
  texts: Record<Locale, { subject: string; body: string }>;
}

/** The form of a response to change, or of a new one at the given level. */
export function formValues(response: TCannedResponse | null, scope: CannedResponseScope): CannedResponseForm {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, { subject: response?.texts[locale]?.subject ?? '', body: response?.texts[locale]?.body ?? '' }]),
  ) as CannedResponseForm['texts'];
  return { name: response?.name ?? '', purpose: response?.purpose ?? 'shipment_update', scope: response?.scope ?? scope, texts };
}

/** A language counts as written when either of its fields is filled in; the server asks for the other one then. */
export function bodyOf(form: CannedResponseForm): TCannedResponseBody {
  const texts: TCannedResponseBody['texts'] = {};
  for (const locale of LOCALES) {
    const text = form.texts[locale];
    if (text.subject.trim() !== '' || text.body.trim() !== '') texts[locale] = { subject: text.subject, body: text.body };
  }
  return { name: form.name, purpose: form.purpose, scope: form.scope, texts };
}

/** Puts a placeholder where the cursor was, kept apart from a word it would otherwise touch. */
export function insertAt(text: string, token: string, start: number, end: number): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = /[\p{L}\p{N}]$/u.test(before) ? ' ' : '';
  const trail = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  const inserted = `${lead}${token}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + inserted.length };
}

/** A response as the composer offers it: its name, then its purpose unless the name already says it ("Delay", not "Delay · Delay"). */
export function responseOptionLabel(name: string, purposeLabel: string): string {
  const same = name.trim().localeCompare(purposeLabel.trim(), undefined, { sensitivity: 'accent' }) === 0;
  return same ? name : `${name} · ${purposeLabel}`;
}
