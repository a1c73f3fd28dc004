import { describe, expect, it } from 'vitest';
import { generateKeyPair } from './host-key';
import { readPublicKey } from './public-keys';

describe('readPublicKey', () => {
  const pair = generateKeyPair('carrier@example');

  it('reads an OpenSSH line with its comment and a SHA256 fingerprint', () => {
    const key = readPublicKey(pair.public);
    expect(key).toMatchObject({ algorithm: 'ssh-ed25519', comment: 'carrier@example' });
    expect(key?.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    expect(key?.key).toBe(pair.public.trim());
  });

  it('gives the same fingerprint whatever the comment', () => {
    const bare = pair.public.split(' ').slice(0, 2).join(' ');
    expect(readPublicKey(bare)?.fingerprint).toBe(readPublicKey(pair.public)?.fingerprint);
    expect(readPublicKey(bare)?.comment).toBeNull();
  });

  it('refuses a truncated key, a private key and text that is no key', () => {
    expect(readPublicKey(pair.public.slice(0, 40))).toBeNull();
    expect(readPublicKey(pair.private)).toBeNull();
    expect(readPublicKey('hello world')).toBeNull();
  });

  it('refuses a key whose blob names another type than its line', () => {
    const [, blob] = pair.public.split(' ');
    expect(readPublicKey(`ssh-rsa ${blob}`)).toBeNull();
  });
});
