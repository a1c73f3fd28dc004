import { ZNewPassword, ZSftpUsername, ZSshPublicKey, type TSftpAccount, type TSftpAccountBodyInput } from '@freight/contracts';
import { z } from 'zod';

/** A form error on the keys box that names the line: `key_line:3`. */
export const KEY_LINE_ERROR = /^key_line:(\d+)$/;

/** The lines of the keys box that hold something: one OpenSSH public key each. */
export function keyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The account form: the contract's rules, with the keys typed one per line. */
export const ZSftpAccountForm = z.object({
  organization_id: z.number({ message: 'validation.required' }).int().positive(),
  site_id: z.number().int().positive().nullable(),
  username: ZSftpUsername,
  description: z.string().trim().max(500),
  password: z.union([z.literal(''), ZNewPassword]),
  remove_password: z.boolean(),
  public_keys: z.string().superRefine((text, context) => {
    const lines = text.split(/\r?\n/);
    lines.forEach((line, index) => {
      if (line.trim() !== '' && !ZSshPublicKey.safeParse(line).success) {
        context.addIssue({ code: 'custom', message: `key_line:${index + 1}` });
      }
    });
  }),
  is_active: z.boolean(),
});
export type SftpAccountForm = z.infer<typeof ZSftpAccountForm>;

export function formValues(account: TSftpAccount | null, defaultOrganizationId: number | null): Partial<SftpAccountForm> {
  return {
    organization_id: account?.organization_id ?? defaultOrganizationId ?? undefined,
    site_id: account?.site_id ?? null,
    username: account?.username ?? '',
    description: account?.description ?? '',
    password: '',
    remove_password: false,
    public_keys: account?.public_keys.map((key) => key.key).join('\n') ?? '',
    is_active: account?.is_active ?? true,
  };
}

export function bodyOf(form: SftpAccountForm): TSftpAccountBodyInput {
  return {
    organization_id: form.organization_id,
    site_id: form.site_id,
    username: form.username,
    description: form.description.trim() || null,
    ...(form.password ? { password: form.password } : {}),
    remove_password: form.remove_password && !form.password,
    public_keys: keyLines(form.public_keys),
    is_active: form.is_active,
  };
}

/** Which line of the keys box a server error `public_keys.<index>` is about. */
export function keyLineOfServerField(field: string, text: string): number | null {
  const index = /^public_keys\.(\d+)$/.exec(field)?.[1];
  if (index === undefined) return null;
  let seen = -1;
  const lines = text.split(/\r?\n/);
  for (let line = 0; line < lines.length; line += 1) {
    if (lines[line]!.trim() !== '') seen += 1;
    if (seen === Number(index)) return line + 1;
  }
  return null;
}
