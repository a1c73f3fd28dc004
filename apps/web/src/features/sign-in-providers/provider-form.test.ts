import { describe, expect, it } from 'vitest';
import { bodyOf, formValues, ZProviderForm, type ProviderForm } from './provider-form';

const form = (changes: Partial<ProviderForm> = {}): ProviderForm => ({
  ...(formValues(null, 1) as ProviderForm),
  name: 'Microsoft',
  client_id: 'client',
  client_secret: 'secret',
  tenant_id: '7d2c1a4e-0b5f-4c7e-9a31-5e2f8c6d4b10',
  domains: ['nordicfreight.example'],
  ...changes,
});

const errorPaths = (value: ProviderForm) => {
  const result = ZProviderForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the provider form', () => {
  it('asks Microsoft for its tenant and a generic provider for its issuer', () => {
    expect(errorPaths(form({ tenant_id: '' }))).toEqual(['tenant_id:validation.required']);
    expect(errorPaths(form({ tenant_id: 'not a tenant' }))).toEqual(['tenant_id:validation.entra_tenant']);
    expect(errorPaths(form({ kind: 'oidc', issuer: 'id.example.com' }))).toEqual(['issuer:validation.issuer_url']);
    expect(errorPaths(form({ kind: 'google', tenant_id: '' }))).toEqual([]);
  });

  it('needs a domain, and a site and role when it creates users', () => {
    expect(errorPaths(form({ domains: [] }))).toEqual(['domains:validation.domains_required']);
    expect(errorPaths(form({ domains: ['no domain'] }))).toEqual(['domains.0:validation.email_domain']);
    expect(errorPaths(form({ auto_create_users: true }))).toEqual([
      'default_site_id:validation.required',
      'default_role_id:validation.required',
    ]);
  });

  it('sends only the chosen kind’s fields, and the secret only when typed', () => {
    const body = bodyOf(form({ kind: 'google', issuer: 'https://left.example', client_secret: '', domains: ['A.example', 'a.example'] }));
    expect(body).toMatchObject({ kind: 'google', tenant_id: null, issuer: null, domains: ['a.example'] });
    expect(body).not.toHaveProperty('client_secret');
  });
});
