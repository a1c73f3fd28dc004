import { z } from 'zod';
import { ZId } from '../common/numbers';
import { ZFormBoolean } from '../common/errors';
import { listResponse } from '../common/list';

export const IDENTITY_PROVIDER_KINDS = ['microsoft', 'google', 'oidc'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDER_KINDS)[number];

/** How many e-mail domains one provider may serve. */
export const IDENTITY_PROVIDER_DOMAINS_MAX = 50;

/** A domain such as `nordicfreight.example`: labels of letters, digits and dashes, at least two. */
export const ZEmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { message: 'validation.too_long' })
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: 'validation.email_domain' });

/** A Microsoft Entra tenant: its id (a GUID), a verified domain, or `organizations` for any work account. */
export const ZEntraTenant = z
  .string()
  .trim()
  .max(100, { message: 'validation.too_long' })
  .regex(/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|organizations|[a-z0-9.-]+\.[a-z]{2,63})$/, {
    message: 'validation.entra_tenant',
  });

const ZIssuerUrl = z
  .string()
  .trim()
  .max(500, { message: 'validation.too_long' })
  .pipe(z.url({ protocol: /^https?$/, message: 'validation.issuer_url' }));

const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.too_long' })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An identity provider as an organization admin keeps it. The client secret is write-only: left
 * out or empty on a change, the stored one stays. Microsoft needs its tenant, a generic provider
 * its issuer URL; auto-created users need a default site and role.
 */
export const ZIdentityProviderBody = z
  .object({
    organization_id: ZId.optional(),
    kind: z.enum(IDENTITY_PROVIDER_KINDS, { message: 'validation.invalid_value' }),
    name: z.string().trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.too_long' }),
    tenant_id: ZOptionalText(100).pipe(ZEntraTenant.nullable()),
    issuer: ZOptionalText(500).pipe(ZIssuerUrl.nullable()),
    client_id: z.string().trim().min(1, { message: 'validation.required' }).max(300, { message: 'validation.too_long' }),
    client_secret: z
      .string()
      .max(2000, { message: 'validation.too_long' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    domains: z
      .array(ZEmailDomain)
      .min(1, { message: 'validation.domains_required' })
      .max(IDENTITY_PROVIDER_DOMAINS_MAX, { message: 'validation.too_many' }),
    auto_create_users: ZFormBoolean.default(false),
    default_site_id: ZId.nullable().default(null),
    default_role_id: ZId.nullable().default(null),
    password_sign_in: ZFormBoolean.default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'microsoft' && !body.tenant_id) ctx.addIssue({ code: 'custom', path: ['tenant_id'], message: 'validation.required' });
    if (body.kind === 'oidc' && !body.issuer) ctx.addIssue({ code: 'custom', path: ['issuer'], message: 'validation.required' });
    if (body.auto_create_users && body.default_site_id === null)
      ctx.addIssue({ code: 'custom', path: ['default_site_id'], message: 'validation.required' });
    if (body.auto_create_users && body.default_role_id === null)
      ctx.addIssue({ code: 'custom', path: ['default_role_id'], message: 'validation.required' });
  });
export type TIdentityProviderBody = z.output<typeof ZIdentityProviderBody>;
export type TIdentityProviderBodyInput = z.input<typeof ZIdentityProviderBody>;

export const ZIdentityProvider = z.object({
  id: z.number().int(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  kind: z.enum(IDENTITY_PROVIDER_KINDS),
  name: z.string(),
  tenant_id: z.string().nullable(),
  issuer: z.string().nullable(),
  client_id: z.string(),
  /** Whether a client secret is stored; the secret itself never leaves the server. */
  has_client_secret: z.boolean(),
  domains: z.array(z.string()),
  auto_create_users: z.boolean(),
  default_site_id: z.number().int().nullable(),
  default_role_id: z.number().int().nullable(),
  password_sign_in: z.boolean(),
  /** Where the provider sends users back: register it at the provider. */
  redirect_uri: z.string(),
  linked_users: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TIdentityProvider = z.infer<typeof ZIdentityProvider>;

export const ZListIdentityProvidersResponse = listResponse(ZIdentityProvider);
export type TListIdentityProvidersResponse = z.infer<typeof ZListIdentityProvidersResponse>;
