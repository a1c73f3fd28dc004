import { describe, expect, it } from 'vitest';
import { clearStorageExcept, KEPT_STORAGE_PREFIX } from './storage';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('clearStorageExcept', () => {
  it('keeps table layouts and removes everything else', () => {
    const storage = new MemoryStorage();
    storage.setItem('table_shipments_v4', '{"columns":[]}');
    storage.setItem('role', 'admin');
    storage.setItem('session_id', 'abc');
    storage.setItem('table_sites_v4', '{}');
    storage.setItem('cart', 'x');

    clearStorageExcept(storage, KEPT_STORAGE_PREFIX);

    expect(storage.length).toBe(2);
    expect(storage.getItem('table_shipments_v4')).toBe('{"columns":[]}');
    expect(storage.getItem('table_sites_v4')).toBe('{}');
    expect(storage.getItem('role')).toBeNull();
  });
});
