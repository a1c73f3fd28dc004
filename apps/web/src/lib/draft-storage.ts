/** How long a quote or booking draft is kept in local storage (SPEC §9: the cart expires after 24 hours). */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface StoredDraft {
  expiresAt: number;
  value: unknown;
}

/** Base64 of the UTF-8 text, so place names such as Göteborg survive `btoa`. */
function encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decode(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Keeps a draft encoded in the storage until it expires; a full or blocked storage only loses the draft. */
export function writeDraft(storage: Storage, key: string, value: unknown, now = Date.now()): void {
  const stored: StoredDraft = { expiresAt: now + DRAFT_LIFETIME_MS, value };
  try {
    storage.setItem(key, encode(JSON.stringify(stored)));
  } catch {
    // Nothing else depends on the stored copy.
  }
}

/**
 * The stored draft while it is fresh, checked by `parse`; an expired, damaged or foreign value
 * is removed and gives null.
 */
export function readDraft<T>(storage: Storage, key: string, parse: (value: unknown) => T | null, now = Date.now()): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(decode(raw)) as Partial<StoredDraft>;
    if (typeof stored.expiresAt === 'number' && stored.expiresAt > now) {
      const value = parse(stored.value);
      if (value !== null) return value;
    }
  } catch {
    // Falls through to removal.
  }
  clearDraft(storage, key);
  return null;
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // A blocked storage holds nothing to clear.
  }
}
