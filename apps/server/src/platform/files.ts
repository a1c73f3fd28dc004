import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Files of the portal (logos, avatars, documents) kept under one directory. */
export interface FileStore {
  write(key: string, content: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** Removes a file; one already gone is no error. */
  remove(key: string): Promise<void>;
}

export function createFileStore(root: string): FileStore {
  const resolveKey = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`File key outside the store: ${key}`);
    return path;
  };
  return {
    async write(key, content) {
      const path = resolveKey(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    async read(key) {
      try {
        return await readFile(resolveKey(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}

/**
 * Runs a change that makes a record name the file `written` (or none) instead of `superseded`:
 * once the change is made the file no longer named is removed, and if it fails the file written
 * for it, so the store keeps only files that records name.
 */
export async function changeFile<T>(
  files: FileStore,
  change: () => Promise<T>,
  { written, superseded }: { written: string | null; superseded: string | null },
): Promise<T> {
  let result: T;
  try {
    result = await change();
  } catch (error) {
    if (written) await files.remove(written);
    throw error;
  }
  if (superseded && superseded !== written) await files.remove(superseded);
  return result;
}
