import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageApi, RenderPage } from '@app/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The visitor's headers a page's API calls go out with: who they are, where from, in what language. */
const FORWARDED_HEADERS = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'cf-ipcountry'];

/**
 * The web app's server rendering (apps/web/src/entry-server.tsx, built to dist-ssr by `npm run
 * build`), or null where it is not built: the pages then come as the empty shell the browser
 * draws, as they did before issue #20.
 */
export async function loadPageRenderer(file: string): Promise<RenderPage | null> {
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return entry.renderPage;
}

/**
 * A page's API calls answered by this server's own routes, as if the visitor's browser had made
 * them: same cookie, same address (rate limits and geolocation see the visitor), no network.
 */
export function visitorApi(app: FastifyInstance, request: FastifyRequest): PageApi {
  const forwarded = Object.fromEntries(
    FORWARDED_HEADERS.flatMap((name) => {
      const value = request.headers[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...forwarded, ...(init.headers as Record<string, string>) },
      remoteAddress: request.socket.remoteAddress,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
