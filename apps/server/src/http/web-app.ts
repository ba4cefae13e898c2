import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { injectPageMeta, type PageMetaResolver } from './page-meta';

/**
 * Serves the built single-page app: hashed assets are cached for good, and every other GET that
 * wants HTML gets index.html so the browser router can answer it (its own 404 page included).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pageMeta: PageMetaResolver[] = [],
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : '';
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.startsWith(join(webDist, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      reply.header('cache-control', 'no-cache');
      for (const resolve of pageMeta) {
        const meta = await resolve(request);
        if (meta) return reply.type('text/html; charset=utf-8').send(injectPageMeta(indexHtml, meta));
      }
      return reply.sendFile('index.html');
    }
    throw new AppError('not_found', 404, `${request.method} ${request.url.split('?')[0]} not found`);
  });
}
