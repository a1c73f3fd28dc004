import { describe, expect, it } from 'vitest';
import { bodyOf, keyLineOfServerField, ZSftpAccountForm } from './account-form';

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG9eKi7Xaml4ADG1RJny3MvoBAfRH6pHbVNlHDPrukrx carrier';
const form = {
  organization_id: 1,
  site_id: null,
  username: 'carrier-one',
  description: '',
  password: '',
  remove_password: false,
  public_keys: `\n${KEY}\n\n`,
  is_active: true,
};

describe('the SFTP account form', () => {
  it('sends one key per non-empty line and leaves an empty password out', () => {
    expect(bodyOf(form)).toEqual({
      organization_id: 1,
      site_id: null,
      username: 'carrier-one',
      description: null,
      remove_password: false,
      public_keys: [KEY],
      is_active: true,
    });
  });

  it('names the line of a key that is not an OpenSSH public key', () => {
    const result = ZSftpAccountForm.safeParse({ ...form, public_keys: `${KEY}\nnot a key` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['key_line:2']);
  });

  it('finds the line of the n-th key the server refused, skipping blank lines', () => {
    expect(keyLineOfServerField('public_keys.1', `${KEY}\n\nsecond`)).toBe(3);
    expect(keyLineOfServerField('username', KEY)).toBeNull();
  });

  it('does not remove the password while a new one is set', () => {
    expect(bodyOf({ ...form, password: 'New-password-1', remove_password: true })).toMatchObject({
      password: 'New-password-1',
      remove_password: false,
    });
  });
});
