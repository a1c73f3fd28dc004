import { ConfidentialClientApplication } from '@azure/msal-node';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';

/** The scope of the Power BI REST API, which a service principal asks for with its own permissions. */
const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** How long an embed token lives; the page renews it two minutes before it ends. */
const EMBED_TOKEN_MINUTES = 60;

export interface PowerBiEmbed {
  reportId: string;
  embedUrl: string;
  accessToken: string;
  expiresAt: Date;
}

export interface PowerBi {
  /** An embed token for one report that shows only the organization's rows (row-level security). */
  embed(report: { workspaceId: string; reportId: string }, organizationId: number): Promise<PowerBiEmbed>;
}

/** The reporting service answered something the page cannot show: 502, so the user knows to try later. */
export class ReportServiceError extends AppError {
  constructor() {
    super(502, 'errors.report_service');
  }
}

type PowerBiConfig = Pick<
  Config,
  'POWERBI_TENANT_ID' | 'POWERBI_CLIENT_ID' | 'POWERBI_CLIENT_SECRET' | 'POWERBI_API_URL' | 'POWERBI_RLS_ROLE' | 'MICROSOFT_AUTHORITY'
>;

export function isPowerBiConfigured(config: PowerBiConfig): boolean {
  return Boolean(config.POWERBI_TENANT_ID && config.POWERBI_CLIENT_ID && config.POWERBI_CLIENT_SECRET);
}

/**
 * Power BI Embedded, 'embed for your customers': the server signs in to Microsoft Entra ID as a
 * service principal (MSAL keeps its token until shortly before it ends), reads the report's
 * embed address and dataset, and asks for a view-only embed token whose effective identity is
 * the organization, so the dataset's row-level security role shows that organization's rows only.
 */
export function createPowerBi(config: PowerBiConfig): PowerBi | null {
  if (!isPowerBiConfigured(config)) return null;
  const authorityHost = new URL(config.MICROSOFT_AUTHORITY);
  const msal = new ConfidentialClientApplication({
    auth: {
      clientId: config.POWERBI_CLIENT_ID!,
      clientSecret: config.POWERBI_CLIENT_SECRET!,
      authority: `${authorityHost.origin}/${config.POWERBI_TENANT_ID!}`,
      // The configured authority is trusted as it is, also for sovereign clouds.
      knownAuthorities: [authorityHost.host],
    },
  });
  const api = config.POWERBI_API_URL.replace(/\/$/, '');

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let token: string;
    try {
      const result = await msal.acquireTokenByClientCredential({ scopes: [POWER_BI_SCOPE] });
      if (!result) throw new Error('no token');
      token = result.accessToken;
    } catch {
      throw new ReportServiceError();
    }
    const response = await fetch(`${api}/v1.0/myorg${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    }).catch(() => null);
    if (!response?.ok) throw new ReportServiceError();
    return (await response.json()) as T;
  }

  return {
    async embed(report, organizationId) {
      const path = `/groups/${encodeURIComponent(report.workspaceId)}/reports/${encodeURIComponent(report.reportId)}`;
      const details = await call<{ id: string; embedUrl: string; datasetId: string }>(path);
      const token = await call<{ token: string; expiration: string }>(`${path}/GenerateToken`, {
        method: 'POST',
        body: JSON.stringify({
          accessLevel: 'View',
          lifetimeInMinutes: EMBED_TOKEN_MINUTES,
          identities: [{ username: String(organizationId), roles: [config.POWERBI_RLS_ROLE], datasets: [details.datasetId] }],
        }),
      });
      return { reportId: details.id, embedUrl: details.embedUrl, accessToken: token.token, expiresAt: new Date(token.expiration) };
    },
  };
}
