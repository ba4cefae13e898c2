import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageApi, RenderPage } from '@app/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A lander's server render: the content of its #root and the class of its <html>. */
export interface RenderedLander {
  body: string;
  htmlClass: string;
}

export type LanderRenderer = (data: unknown) => Promise<RenderedLander>;

/** Where the web build writes the server's renderers (apps/web/package.json's build); never served. */
export const SSR_FOLDER = 'ssr';

/**
 * A renderer from the built web app (bundled with all it needs), loaded at run time: the server
 * neither builds nor depends on the web app, and starts without it.
 */
async function loadRenderer<T>(webDist: string, file: string, name: string): Promise<T | null> {
  const path = join(webDist, SSR_FOLDER, file);
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as Record<string, T>;
  return module[name] ?? null;
}

/** The landers' renderer (Preact, apps/web/src/lander/server-render.tsx). */
export const loadLanderRenderer = (webDist: string) => loadRenderer<LanderRenderer>(webDist, 'server-render.js', 'renderLander');

/** The app's renderer (React, apps/web/src/entry-server.tsx): the pages that arrive with their content (issue #20). */
export const loadAppRenderer = (webDist: string) => loadRenderer<RenderPage>(webDist, 'app/entry-server.js', 'renderPage');

/** The visitor's headers a page's API calls go out with: who they are, where from, in what language. */
const FORWARDED_HEADERS = ['cookie', 'host', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'cf-ipcountry'];

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
