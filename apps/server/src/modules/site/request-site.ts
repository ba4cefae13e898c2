import type { FastifyInstance } from 'fastify';
import type { SiteRow } from './repo';
import type { SiteService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site the request's host name picks (the default site for unknown hosts). */
    site: SiteRow;
  }
}

/** Every request belongs to a site; the lookup is served from SiteService's in-memory snapshot. */
export function registerRequestSite(app: FastifyInstance, sites: SiteService): void {
  // Typed as always present: the hook below sets it before any handler runs.
  app.decorateRequest('site', null as unknown as SiteRow);
  app.addHook('onRequest', async (request) => {
    request.site = await sites.siteForHost(request.hostname);
  });
}
