/** Keys with this prefix hold a user's table layouts, which survive signing out (SPEC §2). */
export const KEPT_STORAGE_PREFIX = 'table_';

/** Removes everything from a storage except the keys starting with `keptPrefix`. */
export function clearStorageExcept(storage: Storage, keptPrefix: string): void {
  const removed: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !key.startsWith(keptPrefix)) removed.push(key);
  }
  for (const key of removed) storage.removeItem(key);
}
