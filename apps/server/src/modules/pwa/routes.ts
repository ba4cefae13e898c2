import { createHash } from 'node:crypto';
import { MANIFEST_PATH } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebAppManifest, webAppManifest } from './manifest';
import { offlineFiles } from './offline-files';
import { type SiteFile, siteIcons } from './site-icons';

/** How long browsers may keep a site's manifest before asking again: an operator's rename shows within the hour. */
const MANIFEST_MAX_AGE_S = 3600;

/**
 * A file that is the same URL on every site but differs per site and changes with its settings:
 * browsers keep it but ask each time (a 304 where their copy is still the site's), so a new colour
 * shows on the next load.
 */
function sendPerSite(request: FastifyRequest, reply: FastifyReply, { type, body, etag }: SiteFile) {
  reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'host');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * GET /manifest.webmanifest: each site (picked by host name) is its own installable app; its
 * favicon, app icons, offline page and its style sheet wear its primary colour (where there is a web
 * build, `webDist`, to draw them from).
 */
export const pwaRoutes: FastifyPluginAsyncZod<{ webDist: string }> = async (app, { webDist }) => {
  app.get(MANIFEST_PATH, { schema: { response: { 200: WebAppManifest } } }, async (request, reply) => {
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', `public, max-age=${MANIFEST_MAX_AGE_S}`)
      // One URL, a different manifest per host name.
      .header('vary', 'host');
    return webAppManifest(request.site);
  });

  const icons = siteIcons(webDist);
  for (const path of icons?.paths ?? []) {
    app.get(path, async (request, reply) => sendPerSite(request, reply, (await icons!.get(path, request.site.config.theme_colours.primary))!));
  }

  for (const { path, type, render } of offlineFiles(webDist)) {
    app.get(path, async (request, reply) => {
      const body = render(request.site);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
      return sendPerSite(request, reply, { type, body: Buffer.from(body), etag });
    });
  }
};
