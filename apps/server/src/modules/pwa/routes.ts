import { MANIFEST_PATH } from '@app/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebAppManifest, webAppManifest } from './manifest';

/** How long browsers may keep a site's manifest before asking again: an operator's rename shows within the hour. */
const MANIFEST_MAX_AGE_S = 3600;

/** GET /manifest.webmanifest: each site (picked by host name) is its own installable app. */
export const pwaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(MANIFEST_PATH, { schema: { response: { 200: WebAppManifest } } }, async (request, reply) => {
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${MANIFEST_MAX_AGE_S}`)
      // One URL, a different manifest per host name.
      .header('vary', 'host');
    return webAppManifest(request.site);
  });
};
