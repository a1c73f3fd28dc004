import * as client from 'openid-client';
import type { Config } from '../../config';
import type { Sealer } from '../../platform/sealing';
import type { ProviderRow } from './identity-providers.queries';

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** How long a provider's discovered metadata is used before it is read again. */
const DISCOVERY_TTL_MS = 10 * 60_000;

/**
 * The issuer a provider's metadata is discovered from: Microsoft's per tenant (under the
 * configured authority, so sovereign clouds work), Google's, or the one configured.
 */
export function issuerOf(
  provider: Pick<ProviderRow, 'kind' | 'issuer' | 'tenant_id'>,
  config: Pick<Config, 'MICROSOFT_AUTHORITY'>,
): string {
  if (provider.kind === 'microsoft') return `${config.MICROSOFT_AUTHORITY.replace(/\/$/, '')}/${provider.tenant_id}/v2.0`;
  if (provider.kind === 'google') return GOOGLE_ISSUER;
  return provider.issuer!;
}

/** Plain http only for a provider on this machine, as when one runs beside a development portal. */
function isLoopback(url: URL) {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const discovered = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();

/**
 * The relying-party configuration of a provider, discovered from its issuer and kept for a few
 * minutes; a change of the provider (its updated_at) or a failed discovery starts afresh.
 */
export function clientConfiguration(provider: ProviderRow, config: Config, secrets: Sealer): Promise<client.Configuration> {
  const server = new URL(issuerOf(provider, config));
  const key = `${provider.id}:${provider.updated_at.getTime()}:${server.href}:${provider.client_id}:${provider.client_secret_sealed}`;
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.configuration;
  const secret = secrets.open<{ secret: string }>(provider.client_secret_sealed)?.secret ?? '';
  const configuration = client.discovery(server, provider.client_id, undefined, client.ClientSecretPost(secret), {
    // The ID token's signature is checked against the provider's keys too, not only its TLS channel.
    execute: isLoopback(server) ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks],
    timeout: 10,
  });
  configuration.catch(() => discovered.delete(key));
  for (const [other] of discovered) if (other.startsWith(`${provider.id}:`)) discovered.delete(other);
  discovered.set(key, { at: Date.now(), configuration });
  return configuration;
}
