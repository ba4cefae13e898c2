import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A year, subdomains included (ASVS 14.4.5); sent only over https, where a browser heeds it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Members' photos and gift pictures: what a site's cdn_prefix may serve from another origin. */
const MEDIA_PREFIX = '/media/';

/**
 * The image source a site's cdn_prefix adds to the policy: its origin when it names another host
 * (`https://cdn.example.com/x`, or `//cdn.example.com` in the page's own scheme), else none.
 */
export function cdnImageSource(cdnPrefix: string): string | undefined {
  if (!/^(https?:)?\/\//i.test(cdnPrefix)) return undefined;
  try {
    const url = new URL(cdnPrefix, 'https://base.invalid');
    return cdnPrefix.startsWith('//') ? url.host : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers on every answer (helmet). The policy allows only this origin's scripts and
 * styles: the built pages carry no inline script or style (the landers' data is a JSON script,
 * which is not run), and React sets style attributes through the DOM, which style-src does not
 * govern. Needs request.site: register it after the site hook.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Helmet hands a policy function the raw request only; this carries the site's CDN over to it.
  const cdnSources = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    const source = cdnImageSource(request.site.config.cdn_prefix);
    if (source) cdnSources.set(request.raw, source);
  });
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // data: for Bootstrap's form icons, blob: for a photo's preview before upload.
        imgSrc: ["'self'", 'data:', 'blob:', (request) => cdnSources.get(request) ?? ''],
        // 'self' covers the WebSocket at /api/ws on this host (ws: and wss:).
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    // Addresses name members (/members/123): other sites learn nothing from a followed link.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  };
  // Made once (issue 20): @fastify/helmet made helmet's middleware, parsing the policy, per request.
  const pageHeaders = helmet(options);
  // Through a CDN the site's pages load these from another origin; the session cookie (SameSite=Lax)
  // is not sent along with another site's image requests, so no private photo leaks this way.
  const mediaHeaders = helmet({ ...options, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.url?.startsWith(MEDIA_PREFIX) ? mediaHeaders : pageHeaders;
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
