import ssh2 from 'ssh2';
import type { Executor } from '../../db/client';
import { fingerprintOf } from './public-keys';
import { findSecret, insertSecretOnce } from './sftp.queries';

const HOST_KEY = 'sftp_host_key';

/**
 * The SFTP server's host key, made once and kept with the portal's other secrets so every process
 * and restart shows clients the same identity.
 */
export async function loadHostKey(db: Executor): Promise<string> {
  const known = await findSecret(db, HOST_KEY);
  if (known) return known;
  const pair = ssh2.utils.generateKeyPairSync('ed25519', { comment: 'freight-portal' });
  await insertSecretOnce(db, HOST_KEY, pair.private);
  return (await findSecret(db, HOST_KEY))!;
}

/** The host key's type and fingerprint, for admins to hand to whoever connects. */
export function describeHostKey(privateKey: string): { algorithm: string; fingerprint: string } {
  const parsed = ssh2.utils.parseKey(privateKey);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || key instanceof Error) throw new Error('The stored SFTP host key cannot be read');
  return { algorithm: key.type, fingerprint: fingerprintOf(key.getPublicSSH()) };
}
