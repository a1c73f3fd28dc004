import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * Authenticated encryption (AES-256-GCM) of small payloads put into links: nobody without the
 * key can read them, and a changed or made-up token fails to open.
 */
export interface Sealer {
  seal(payload: object): string;
  open<T>(token: string): T | null;
}

export function createSealer(key: Buffer): Sealer {
  return {
    seal(payload) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open<T>(token: string) {
      try {
        const raw = Buffer.from(token, 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
  };
}

/** The named key, made once and kept in the database so every process and restart agrees. */
export async function loadKey(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}
