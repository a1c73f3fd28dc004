import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/** Files of the portal (logos, avatars, documents) kept under one directory. */
export interface FileStore {
  write(key: string, content: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
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
  };
}
