import ssh2 from 'ssh2';
import type { Executor } from '../../db/client';
import { fingerprintOf } from './public-keys';
import { findSecret, insertSecretOnce, replaceSecret } from './sftp.queries';

const HOST_KEY = 'sftp_host_key';

function parseHostKey(privateKey: string) {
  const parsed = ssh2.utils.parseKey(privateKey);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  return !key || key instanceof Error ? null : key;
}

/**
 * An ed25519 key pair in OpenSSH form. ssh2 drops the leading zero byte of the public key when it
 * writes a pair, so about one in a hundred comes out in a form no parser, its own included, reads;
 * such a pair is never handed out.
 */
export function generateKeyPair(comment: string): { private: string; public: string } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519', { comment });
    if (parseHostKey(pair.private)) return pair;
  }
}

/**
 * The SFTP server's host key, made once and kept with the portal's other secrets so every process
 * and restart shows clients the same identity. A stored key that cannot be read never let a client
 * in, so it is replaced rather than leaving SFTP down for good.
 */
export async function loadHostKey(db: Executor): Promise<string> {
  const known = await findSecret(db, HOST_KEY);
  if (known && parseHostKey(known)) return known;
  const fresh = generateKeyPair('freight-portal').private;
  if (known) await replaceSecret(db, HOST_KEY, known, fresh);
  else await insertSecretOnce(db, HOST_KEY, fresh);
  return (await findSecret(db, HOST_KEY))!;
}

/** The host key's type and fingerprint, for admins to hand to whoever connects. */
export function describeHostKey(privateKey: string): { algorithm: string; fingerprint: string } {
  const key = parseHostKey(privateKey);
  if (!key) throw new Error('The stored SFTP host key cannot be read');
  return { algorithm: key.type, fingerprint: fingerprintOf(key.getPublicSSH()) };
}
