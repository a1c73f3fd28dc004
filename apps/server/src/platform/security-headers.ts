import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The origin a map tile URL template loads from; `{s}` subdomains become a wildcard. */
export function tileOrigin(tileUrl: string | undefined): string | null {
  if (!tileUrl) return null;
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'subdomain-placeholder'));
    return `${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer: a Content Security Policy that lets the page run only its own
 * scripts, no framing by other sites, no MIME sniffing, and no full address in the Referer.
 * Styles allow 'unsafe-inline' because the component library injects its style tags and style
 * attributes at run time; images allow data: and blob: URLs (logos read through the API, avatar
 * previews) and the map tile server when one is configured. Frames come from the portal itself
 * and from the reporting services configured for embedded reports, no others.
 *
 * The headers are built once: Fastify's helmet plugin builds them again on every request, which
 * cost a list request more CPU than writing its answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { mapTileUrl: string | undefined; reportOrigins: string[] }) {
  const tiles = tileOrigin(options.mapTileUrl);
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...options.reportOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}
