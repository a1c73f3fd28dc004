import { z } from 'zod';
import { ZId } from '../common/numbers';
import { ZNewPassword } from '../auth/auth';
import { listResponse } from '../common/list';

/** How many public keys one SFTP account may hold. */
export const SFTP_PUBLIC_KEYS_MAX = 20;

/** Key types an OpenSSH `authorized_keys` line may start with that the SFTP server accepts. */
export const SSH_KEY_ALGORITHMS = ['ssh-ed25519', 'ssh-rsa', 'ecdsa-sha2-nistp256', 'ecdsa-sha2-nistp384', 'ecdsa-sha2-nistp521'] as const;

/** Lower-case letters, digits, dots, dashes and underscores, starting with a letter or digit. */
export const ZSftpUsername = z
  .string()
  .trim()
  .min(3, { message: 'validation.too_short' })
  .max(32, { message: 'validation.too_long' })
  .regex(/^[a-z0-9][a-z0-9._-]*$/, { message: 'validation.sftp_username' });

const PUBLIC_KEY_LINE = new RegExp(`^(${SSH_KEY_ALGORITHMS.join('|')}) [A-Za-z0-9+/]+={0,3}( [^\\r\\n]*)?$`);

/** One OpenSSH public key line: `ssh-ed25519 AAAA… comment`. The server also checks the key itself. */
export const ZSshPublicKey = z
  .string()
  .trim()
  .max(16_384, { message: 'validation.ssh_public_key' })
  .regex(PUBLIC_KEY_LINE, { message: 'validation.ssh_public_key' });

export const ZSftpAccountBody = z.object({
  organization_id: ZId,
  /** Where rows land that neither a site key nor an import rule places; null: rules and keys only. */
  site_id: ZId.nullable().default(null),
  username: ZSftpUsername,
  description: z.string().trim().max(500).nullable().default(null),
  /** A new password; left out or empty keeps the current one. */
  password: z
    .union([z.literal(''), ZNewPassword])
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Removes the current password, for an account that signs in with keys only. */
  remove_password: z.boolean().default(false),
  public_keys: z.array(ZSshPublicKey).max(SFTP_PUBLIC_KEYS_MAX, { message: 'validation.too_many' }).default([]),
  is_active: z.boolean().default(true),
});
export type TSftpAccountBody = z.infer<typeof ZSftpAccountBody>;
export type TSftpAccountBodyInput = z.input<typeof ZSftpAccountBody>;

export const ZSftpPublicKey = z.object({
  key: z.string(),
  algorithm: z.string(),
  /** OpenSSH's `SHA256:…` form, as `ssh-keygen -lf` prints it. */
  fingerprint: z.string(),
  comment: z.string().nullable(),
});
export type TSftpPublicKey = z.infer<typeof ZSftpPublicKey>;

export const ZSftpAccount = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  username: z.string(),
  description: z.string().nullable(),
  has_password: z.boolean(),
  public_keys: z.array(ZSftpPublicKey),
  is_active: z.boolean(),
  last_login_at: z.string().nullable(),
  last_upload_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSftpAccount = z.infer<typeof ZSftpAccount>;

export const ZListSftpAccountsResponse = listResponse(ZSftpAccount);
export type TListSftpAccountsResponse = z.infer<typeof ZListSftpAccountsResponse>;

export const SFTP_UPLOAD_STATUSES = ['processing', 'imported', 'failed'] as const;
export type SftpUploadStatus = (typeof SFTP_UPLOAD_STATUSES)[number];

/** A wrong field of a refused file: `line` and `column` when it is a row's, the text in the caller's language. */
export const ZSftpUploadError = z.object({
  field: z.string(),
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  messages: z.array(z.string()),
});
export type TSftpUploadError = z.infer<typeof ZSftpUploadError>;

/** A file put into an account's inbox and what its import did. */
export const ZSftpUpload = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  filename: z.string(),
  size: z.number().int(),
  status: z.enum(SFTP_UPLOAD_STATUSES),
  rows: z.number().int().nullable(),
  created: z.number().int().nullable(),
  updated: z.number().int().nullable(),
  events_added: z.number().int().nullable(),
  events_duplicate: z.number().int().nullable(),
  unmatched_carriers: z.array(z.string()),
  /** Why a failed file was refused, in the caller's language. */
  message: z.string().nullable(),
  errors: z.array(ZSftpUploadError),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type TSftpUpload = z.infer<typeof ZSftpUpload>;

export const ZListSftpUploadsResponse = listResponse(ZSftpUpload);
export type TListSftpUploadsResponse = z.infer<typeof ZListSftpUploadsResponse>;

/** How a carrier connects: whether the server runs, on which port, and the key it proves itself with. */
export const ZSftpConnection = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int().nullable(),
  host_key_fingerprint: z.string().nullable(),
  host_key_algorithm: z.string().nullable(),
});
export type TSftpConnection = z.infer<typeof ZSftpConnection>;
