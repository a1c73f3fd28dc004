import type { TAddressBookSuggestion } from '@freight/contracts';

const fold = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** What the user sees of a suggestion; two suggestions that read the same are one. */
function sameness(suggestion: TAddressBookSuggestion): string {
  return [
    suggestion.name,
    suggestion.address,
    suggestion.address2,
    suggestion.zip.replace(/\s/g, ''),
    suggestion.city,
    suggestion.country,
    suggestion.contact_person,
    suggestion.email,
    suggestion.phone,
  ]
    .map(fold)
    .join('\u0000');
}

/**
 * An address autocomplete list (SPEC §4): companies whose matched text starts with the query
 * before those that only contain it, then by name; within a company its default contact first;
 * and each address-and-contact only once, the default's copy kept when one of the copies is it.
 */
export function orderAddressSuggestions(
  suggestions: readonly TAddressBookSuggestion[],
  query: string,
  matched: (suggestion: TAddressBookSuggestion) => string | null = (suggestion) => suggestion.name,
): TAddressBookSuggestion[] {
  const wanted = fold(query);
  const rank = (suggestion: TAddressBookSuggestion) => (wanted !== '' && fold(matched(suggestion)).startsWith(wanted) ? 0 : 1);
  const ordered = [...suggestions].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      fold(a.name).localeCompare(fold(b.name)) ||
      a.company_id - b.company_id ||
      Number(b.is_default) - Number(a.is_default) ||
      fold(a.contact_person).localeCompare(fold(b.contact_person)) ||
      (a.contact_id ?? 0) - (b.contact_id ?? 0),
  );
  const byLook = new Map<string, TAddressBookSuggestion>();
  for (const suggestion of ordered) {
    const key = sameness(suggestion);
    const kept = byLook.get(key);
    if (!kept || (suggestion.is_default && !kept.is_default)) byLook.set(key, suggestion);
  }
  const keep = new Set(byLook.values());
  return ordered.filter((suggestion) => keep.has(suggestion));
}

/** The text of a suggestion the autocomplete of one field matched. */
export function suggestionText(field: 'name' | 'address' | 'email', suggestion: TAddressBookSuggestion): string | null {
  return field === 'email' ? suggestion.email : field === 'address' ? suggestion.address : suggestion.name;
}
