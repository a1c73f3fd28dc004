import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random token for a bearer session or an e-mailed link; only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// OWASP's argon2id baseline: 19 MiB, 2 passes.
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id; the package's enum is a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, verified against when the account does not exist. */
const unknownAccountHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Verifies a password; with no stored hash it still spends the same time, so a wrong password
 * and an unknown e-mail cannot be told apart by timing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await unknownAccountHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== null && matches;
}
