import { eq } from 'drizzle-orm';
import ssh2 from 'ssh2';
import type { Executor } from '../../db/client';
import { appSecrets } from '../../db/schema';
import { fingerprintOf } from './public-keys';

const HOST_KEY = 'sftp_host_key';

/**
 * The SFTP server's host key, made once and kept with the portal's other secrets so every process
 * and restart shows clients the same identity.
 */
export async function loadHostKey(db: Executor): Promise<string> {
  const [known] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, HOST_KEY));
  if (known) return known.value;
  const pair = ssh2.utils.generateKeyPairSync('ed25519', { comment: 'freight-portal' });
  await db.insert(appSecrets).values({ name: HOST_KEY, value: pair.private }).onConflictDoNothing();
  const [stored] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, HOST_KEY));
  return stored!.value;
}

/** The host key's type and fingerprint, for admins to hand to whoever connects. */
export function describeHostKey(privateKey: string): { algorithm: string; fingerprint: string } {
  const parsed = ssh2.utils.parseKey(privateKey);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || key instanceof Error) throw new Error('The stored SFTP host key cannot be read');
  return { algorithm: key.type, fingerprint: fingerprintOf(key.getPublicSSH()) };
}
