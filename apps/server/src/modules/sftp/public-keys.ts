import { createHash } from 'node:crypto';
import ssh2, { type ParsedKey } from 'ssh2';
import { SSH_KEY_ALGORITHMS } from '@freight/contracts';
import type { SftpPublicKey } from '../../db/schema';

/** OpenSSH's fingerprint of a public key blob, as `ssh-keygen -lf` prints it. */
export function fingerprintOf(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

function parsePublic(line: string): ParsedKey | null {
  const parsed = ssh2.utils.parseKey(line.trim());
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key || key instanceof Error || key.isPrivateKey()) return null;
  return key;
}

/**
 * Reads one `authorized_keys` line: the key must decode and be of an accepted type. Answers the
 * normalized line with its fingerprint, or null when it is not a usable public key.
 */
export function readPublicKey(line: string): SftpPublicKey | null {
  const key = parsePublic(line);
  if (!key || !(SSH_KEY_ALGORITHMS as readonly string[]).includes(key.type)) return null;
  const blob = key.getPublicSSH();
  const comment = key.comment.trim() || null;
  return {
    key: `${key.type} ${blob.toString('base64')}${comment ? ` ${comment}` : ''}`,
    algorithm: key.type,
    fingerprint: fingerprintOf(blob),
    comment,
  };
}

/** The parsed key of a stored line, to check a client's signature against. */
export function verifierOf(stored: SftpPublicKey): ParsedKey | null {
  return parsePublic(stored.key);
}
