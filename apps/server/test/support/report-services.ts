import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

/** One request a fake service received, as the server under test sent it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakePowerBi {
  /** The origin of both Microsoft Entra ID and the Power BI REST API. */
  origin: string;
  tenant: string;
  requests: ReceivedRequest[];
  /** How the next embed token ends. */
  tokenExpiration: Date;
  close(): Promise<void>;
}

const TLS = {
  key: readFileSync(new URL('./test-tls.key', import.meta.url)),
  cert: readFileSync(new URL('./test-tls.crt', import.meta.url)),
};

export const FAKE_DATASET_ID = 'b5c1f9f2-9d57-4a39-8c41-7d1f0f6f2c11';
export const FAKE_AAD_TOKEN = 'service-principal-token';
export const FAKE_EMBED_TOKEN = 'embed-token-for-the-organization';

/**
 * Microsoft Entra ID and the Power BI REST API as far as embedding needs them, on one HTTPS
 * origin (MSAL only talks to https authorities): the OpenID metadata, the client-credentials token
 * endpoint, a report's details and GenerateToken. It keeps every request, so a test can check what
 * the portal sent, and refuses API calls without the token it issued.
 */
export async function startFakePowerBi(options: { tenant: string; clientId: string; clientSecret: string }): Promise<FakePowerBi> {
  const requests: ReceivedRequest[] = [];
  const fake = { tokenExpiration: new Date(Date.now() + 60 * 60_000) };
  let origin = '';
  const server: Server = createServer(TLS, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', origin).pathname;
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const tenantBase = `${origin}/${options.tenant}`;
      if (path.endsWith('/.well-known/openid-configuration')) {
        return answer(200, {
          issuer: `${tenantBase}/v2.0`,
          authorization_endpoint: `${tenantBase}/oauth2/v2.0/authorize`,
          token_endpoint: `${tenantBase}/oauth2/v2.0/token`,
          end_session_endpoint: `${tenantBase}/oauth2/v2.0/logout`,
          jwks_uri: `${tenantBase}/discovery/v2.0/keys`,
          response_types_supported: ['code', 'token'],
          subject_types_supported: ['pairwise'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (request.method === 'POST' && path === `/${options.tenant}/oauth2/v2.0/token`) {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) {
          return answer(401, { error: 'invalid_client' });
        }
        return answer(200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: FAKE_AAD_TOKEN });
      }
      if (request.headers.authorization !== `Bearer ${FAKE_AAD_TOKEN}`) return answer(403, { error: 'forbidden' });
      const report = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)(\/GenerateToken)?$/.exec(path);
      if (report?.[2] === 'missing') return answer(404, { error: { code: 'PowerBIEntityNotFound' } });
      if (report && request.method === 'GET' && !report[3]) {
        return answer(200, {
          id: report[2],
          embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${report[2]}&groupId=${report[1]}`,
          datasetId: FAKE_DATASET_ID,
        });
      }
      if (report && request.method === 'POST' && report[3]) {
        return answer(200, { token: FAKE_EMBED_TOKEN, tokenId: 'token-1', expiration: fake.tokenExpiration.toISOString() });
      }
      return answer(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    origin,
    tenant: options.tenant,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
