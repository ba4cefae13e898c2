import type { FastifyInstance } from 'fastify';
import type { SiteRow } from './site-row';
import type { SiteService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the request's host name picks (the default site for unknown and malformed hosts). */
    site: SiteRow;
  }
}

const MAX_PORT = 65_535;
/** A host and an optional port, as RFC 9110 allows in Host: no user info, no path. */
const HOST = /^(?<name>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/i;

/**
 * The name in a Host (or a trusted X-Forwarded-Host) value, or null when the value is no host at
 * all. Fastify's `hostname` cuts at the first colon, so `localhost:3000@evil.example` would still
 * read as localhost; such a value picks the default site instead.
 */
export function hostnameOf(host: string): string | null {
  const match = HOST.exec(host);
  if (!match?.groups) return null;
  const { name, port } = match.groups;
  return port !== undefined && Number(port) > MAX_PORT ? null : name!;
}

/** Every request belongs to a site; the lookup is served from SiteService's in-memory snapshot. */
export function registerRequestSite(app: FastifyInstance, sites: SiteService): void {
  // Typed as always present: the hook below sets it before any handler runs.
  app.decorateRequest('site', null as unknown as SiteRow);
  // Not async: the table is nearly always in memory, and then no promise is needed (issue 20).
  app.addHook('onRequest', (request, _reply, done) => {
    const host = hostnameOf(request.host) ?? '';
    const site = sites.siteForHostNow(host);
    if (site) {
      request.site = site;
      return done();
    }
    sites.siteForHost(host).then((found) => {
      request.site = found;
      done();
    }, done);
  });
}
