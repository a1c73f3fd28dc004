import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_LIFETIME_MS, readDraft, writeDraft } from './draft-storage';

const KEY = 'test_draft';
const asRecord = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null);

describe('draft storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft encoded, not as readable JSON, and reads it back', () => {
    writeDraft(localStorage, KEY, { city: 'Göteborg' }, 1_000);
    expect(localStorage.getItem(KEY)).not.toContain('Göteborg');
    expect(readDraft(localStorage, KEY, asRecord, 2_000)).toEqual({ city: 'Göteborg' });
  });

  it('drops a draft older than 24 hours', () => {
    writeDraft(localStorage, KEY, { city: 'Oslo' }, 1_000);
    expect(readDraft(localStorage, KEY, asRecord, 1_000 + DRAFT_LIFETIME_MS - 1)).not.toBeNull();
    expect(readDraft(localStorage, KEY, asRecord, 1_000 + DRAFT_LIFETIME_MS)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a damaged value or one the parser refuses', () => {
    localStorage.setItem(KEY, 'not base64 at all!');
    expect(readDraft(localStorage, KEY, asRecord)).toBeNull();
    writeDraft(localStorage, KEY, 'a string');
    expect(readDraft(localStorage, KEY, asRecord)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('clears a draft', () => {
    writeDraft(localStorage, KEY, { city: 'Oslo' });
    clearDraft(localStorage, KEY);
    expect(readDraft(localStorage, KEY, asRecord)).toBeNull();
  });
});
