import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { SiteRow } from '../modules/site/site-row';
import { siteTheme } from '../modules/site/site-theme';
import { SCRIPTS_AFTER_PAINT_SOURCE } from './scripts-after-paint';

/** A year, subdomains included (ASVS 14.4.5); sent only over https, where a browser heeds it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Members' photos and gift pictures: what a site's cdn_prefix may serve from another origin. */
const MEDIA_PREFIX = '/media/';

const API_PREFIX = '/api/';

/**
 * The API's answers (JSON for the app's fetches, the odd file): OWASP's REST Security Cheat Sheet's
 * set. No browser shows them as a document, so the headers that only govern a document (its
 * scripts' sources, opener, referrer, DNS prefetch, legacy IE and Flash switches) would be bytes and
 * checks for nothing: about 2 µs of a 25 µs cached read (issue 20). Opened directly, an answer may
 * run and frame nothing, and is not kept by any cache: it may be a member's own data.
 * The odd route that answers HTML here (a newsletter's preview) sets its own policy.
 */
const API_HEADERS: HeaderList = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

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

/** Header names (lower case) and values, in the order helmet sets them. */
type HeaderList = Readonly<Record<string, string>>;

/**
 * The headers a helmet middleware sets, read once by running it on a response that only records
 * them: helmet's headers depend on its options alone (the policy's one function, the CDN source,
 * is fixed per middleware here). Its one removal, X-Powered-By, is left out: Fastify never sets it.
 */
function recordedHeaders(options: HelmetOptions): HeaderList {
  const headers: Record<string, string> = {};
  const recorder = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * Security headers on every answer: API_HEADERS on the API's, helmet's on pages and media. The
 * pages' policy allows only this origin's scripts and styles, the one rule of the site's colours
 * the server writes into its pages and the one script that starts a rendered page's scripts after
 * its first paint (by their hashes): the built pages carry no other inline script or style (the
 * landers' data is a JSON script, which is not run), and React sets style attributes through the
 * DOM, which style-src does not govern. Needs request.site: register it after the site hook.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const options = (cdnSource: string, themeSource: string): HelmetOptions => ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_SOURCE],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", themeSource],
        // data: for Bootstrap's form icons, blob: for a photo's preview before upload.
        imgSrc: ["'self'", 'data:', 'blob:', () => cdnSource],
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
  });
  // Recorded once per CDN source and set of colours (issue 20): running helmet's middleware, which
  // builds the policy string, cost 4 % of a cached answer's time. Few of them exist (one per
  // configured CDN and site colours).
  const bySource = new Map<string, { page: HeaderList; media: HeaderList }>();
  const headersFor = (cdnSource: string, themeSource: string) => {
    const key = `${cdnSource} ${themeSource}`;
    let headers = bySource.get(key);
    if (!headers) {
      headers = {
        page: recordedHeaders(options(cdnSource, themeSource)),
        // Through a CDN the site's pages load these from another origin; the session cookie
        // (SameSite=Lax) is not sent along with another site's image requests, so no private
        // photo leaks this way.
        media: recordedHeaders({ ...options(cdnSource, themeSource), crossOriginResourcePolicy: { policy: 'cross-origin' } }),
      };
      bySource.set(key, headers);
    }
    return headers;
  };
  // A site row is replaced when the sites change, so this follows a new cdn_prefix and new colours.
  const bySite = new WeakMap<SiteRow, { page: HeaderList; media: HeaderList }>();
  // By the path asked for, not the route's (cheaper to read on every request): a percent-encoded
  // path that the router decodes to an API or media route gets the pages' set, as strict.
  const headersOf = ({ url, site }: FastifyRequest): HeaderList => {
    if (url.startsWith(API_PREFIX)) return API_HEADERS;
    let headers = bySite.get(site);
    if (!headers) {
      headers = headersFor(cdnImageSource(site.config.cdn_prefix) ?? '', siteTheme(site).styleSource);
      bySite.set(site, headers);
    }
    return url.startsWith(MEDIA_PREFIX) ? headers.media : headers.page;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // Fastify's own headers, not the raw response's: Node then takes them all at once when the
    // answer is written, instead of checking and storing each as a header set before the answer.
    reply.headers(headersOf(request));
    // request.protocol follows X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
