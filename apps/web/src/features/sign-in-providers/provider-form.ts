import {
  IDENTITY_PROVIDER_KINDS,
  ZEmailDomain,
  ZEntraTenant,
  type TIdentityProvider,
  type TIdentityProviderBodyInput,
} from '@freight/contracts';
import { z } from 'zod';

/** The provider form: the contract's rules on what the dialog holds, texts empty rather than null. */
export const ZProviderForm = z
  .object({
    organization_id: z.number({ message: 'validation.required' }).int().positive(),
    kind: z.enum(IDENTITY_PROVIDER_KINDS),
    name: z.string().trim().min(1, { message: 'validation.required' }).max(100),
    tenant_id: z.string().trim(),
    issuer: z.string().trim(),
    client_id: z.string().trim().min(1, { message: 'validation.required' }).max(300),
    client_secret: z.string().max(2000),
    domains: z.array(ZEmailDomain).min(1, { message: 'validation.domains_required' }),
    auto_create_users: z.boolean(),
    default_site_id: z.number().int().positive().nullable(),
    default_role_id: z.number().int().positive().nullable(),
    password_sign_in: z.boolean(),
  })
  .superRefine((form, context) => {
    const required = (path: string) => context.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    if (form.kind === 'microsoft') {
      if (!form.tenant_id) required('tenant_id');
      else if (!ZEntraTenant.safeParse(form.tenant_id).success)
        context.addIssue({ code: 'custom', path: ['tenant_id'], message: 'validation.entra_tenant' });
    }
    if (form.kind === 'oidc') {
      if (!form.issuer) required('issuer');
      else if (!z.url({ protocol: /^https?$/ }).safeParse(form.issuer).success)
        context.addIssue({ code: 'custom', path: ['issuer'], message: 'validation.issuer_url' });
    }
    if (form.auto_create_users && form.default_site_id === null) required('default_site_id');
    if (form.auto_create_users && form.default_role_id === null) required('default_role_id');
  });
export type ProviderForm = z.infer<typeof ZProviderForm>;

export function formValues(provider: TIdentityProvider | null, defaultOrganizationId: number | null): Partial<ProviderForm> {
  return {
    organization_id: provider?.organization_id ?? defaultOrganizationId ?? undefined,
    kind: provider?.kind ?? 'microsoft',
    name: provider?.name ?? '',
    tenant_id: provider?.tenant_id ?? '',
    issuer: provider?.issuer ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    domains: provider?.domains ?? [],
    auto_create_users: provider?.auto_create_users ?? false,
    default_site_id: provider?.default_site_id ?? null,
    default_role_id: provider?.default_role_id ?? null,
    password_sign_in: provider?.password_sign_in ?? true,
  };
}

/** What is sent: only the fields of the chosen kind, and the secret only when one was typed. */
export function bodyOf(form: ProviderForm): TIdentityProviderBodyInput {
  return {
    organization_id: form.organization_id,
    kind: form.kind,
    name: form.name,
    tenant_id: form.kind === 'microsoft' ? form.tenant_id : null,
    issuer: form.kind === 'oidc' ? form.issuer : null,
    client_id: form.client_id,
    ...(form.client_secret ? { client_secret: form.client_secret } : {}),
    domains: [...new Set(form.domains.map((domain) => domain.trim().toLowerCase()))],
    auto_create_users: form.auto_create_users,
    default_site_id: form.auto_create_users ? form.default_site_id : null,
    default_role_id: form.auto_create_users ? form.default_role_id : null,
    password_sign_in: form.password_sign_in,
  };
}
