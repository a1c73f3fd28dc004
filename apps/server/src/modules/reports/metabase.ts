import { SignJWT } from 'jose';
import type { Config } from '../../config';

/** How long a signed Metabase address stays usable; the frame has loaded long before. */
const EMBED_TOKEN_MINUTES = 10;
/** Frame options a report's options may set (Metabase's appearance parameters). */
const FRAME_OPTIONS = ['bordered', 'titled', 'theme'] as const;

type MetabaseConfig = Pick<Config, 'METABASE_SITE_URL' | 'METABASE_SECRET_KEY' | 'METABASE_ORGANIZATION_PARAMETER'>;

export interface Metabase {
  /** The address of a dashboard that shows only the organization's data, signed by the server. */
  embed(dashboardId: number, organizationId: number, options: Record<string, unknown>): Promise<{ url: string; expiresAt: Date }>;
}

export function isMetabaseConfigured(config: MetabaseConfig): boolean {
  return Boolean(config.METABASE_SITE_URL && config.METABASE_SECRET_KEY);
}

/**
 * Metabase static embedding: an HS256 token over the dashboard with the organization as a
 * locked parameter, so the browser can neither change nor remove the filter.
 */
export function createMetabase(config: MetabaseConfig): Metabase | null {
  if (!isMetabaseConfigured(config)) return null;
  const site = config.METABASE_SITE_URL!.replace(/\/$/, '');
  const key = new TextEncoder().encode(config.METABASE_SECRET_KEY!);
  return {
    async embed(dashboardId, organizationId, options) {
      const issuedAt = Math.floor(Date.now() / 1000);
      const expiresAt = new Date((issuedAt + EMBED_TOKEN_MINUTES * 60) * 1000);
      const token = await new SignJWT({
        resource: { dashboard: dashboardId },
        params: { [config.METABASE_ORGANIZATION_PARAMETER]: organizationId },
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt.getTime() / 1000)
        .sign(key);
      const frame = new URLSearchParams();
      for (const name of FRAME_OPTIONS) {
        const value = options[name];
        if (typeof value === 'boolean' || typeof value === 'string') frame.set(name, String(value));
      }
      const hash = frame.size > 0 ? `#${frame.toString()}` : '';
      return { url: `${site}/embed/dashboard/${token}${hash}`, expiresAt };
    },
  };
}
