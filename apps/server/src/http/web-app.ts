import { ENTRY_WARNING_COOKIE, LANDER_DATA_ELEMENT_ID, LOCALE_COOKIE, PAGE_STATE_ELEMENT_ID, SITE_COLOURED_FILES } from '@app/core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { siteLocale } from '../modules/site/service';
import { siteTheme } from '../modules/site/site-theme';
import {
  injectPageAssets,
  injectPageBody,
  injectPageData,
  injectPageMeta,
  injectSiteTheme,
  type PageMetaResolver,
  withPageLanguage,
  withScriptsAfterContent,
} from './page-meta';
import { withScriptsAfterPaint } from './scripts-after-paint';
import { loadAppRenderer, loadLanderRenderer, SSR_FOLDER, visitorApi } from './page-renderer';

const isAdminPage = (url: string) => /^\/admin(\/|\?|$)/.test(url);

/**
 * Every GET outside the API is a page, whatever the client accepts (a link checker or `curl` asks
 * for no HTML): only a path that names a file (`/favicon.ico`, a chunk of an older build) is not,
 * and answers 404 rather than a page in its place.
 */
const isPageUrl = (url: string) => !url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0]!);

/** A page to send, and its status: 404 where the address names no page. */
interface Page {
  html: string;
  status: number;
}

/**
 * Serves the built single-page app: hashed assets are cached for good, and every other GET that
 * wants HTML gets index.html so the browser router can answer it (its own 404 page included).
 * The first of `pageMeta` that knows the page writes its head (and may pick another built page);
 * the others get the site's language. Where the build made the renderers (dist/ssr), the landers
 * and the pages the web app renders on the server arrive with their content in them (issue #20),
 * the static pages in a light page of their own (static.html) rather than the app's.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pageMeta: PageMetaResolver[] = [],
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const readPage = (file: string) => (existsSync(join(webDist, file)) ? readFileSync(join(webDist, file), 'utf8') : null);
  const indexHtml = readPage('index.html') ?? '';
  // The landers' own small page (issue #8: under 100 kB of JavaScript), built beside index.html.
  const documents = { lander: readPage('lander.html') };
  // Its server render (Preact, built beside it): the lander's first paint needs no JavaScript.
  const renderers = { lander: hasWebApp ? await loadLanderRenderer(webDist) : null };
  // The app's (React, issue #20): the public pages' first paint needs no JavaScript either.
  const renderPage = hasWebApp ? await loadAppRenderer(webDist) : null;
  // The back office's own entry (ARCHITECTURE): no staff code in the members' bundle, and the
  // other way round. One back office serves every site, on each site's host.
  const adminHtml = readPage('admin.html');
  // The static pages' light page (issue #20): the rendered text with a script that makes it work,
  // and the state for the app to take it over when the page needs it.
  const staticHtml = readPage('static.html');
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The server's renderers and the build's manifest (which they read) are the server's, not the browser's.
      allowedPath: (path) => !path.startsWith(`/${SSR_FOLDER}/`) && !path.startsWith('/.vite/'),
      // The server answers these in each site's colours (modules/pwa), the compressed copies included.
      globIgnore: SITE_COLOURED_FILES.map((file) => `${file.slice(1)}*`),
      // The build wrote a Brotli and a gzip copy beside each text file (precompress-plugin.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.startsWith(join(webDist, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  /**
   * The app's page with the server's rendering of it inside, where the web app renders that page;
   * `head` writes the page's head into the built page it is served in.
   */
  const rendered = async (request: FastifyRequest, head: (document: string) => string): Promise<Page> => {
    const html = head(indexHtml);
    if (!renderPage) return { html, status: 200 };
    let page;
    try {
      page = await renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        storedLocale: request.cookies[LOCALE_COOKIE],
        entryWarningAnswered: request.cookies[ENTRY_WARNING_COOKIE] !== undefined,
        api: visitorApi(app, request),
      });
    } catch (error) {
      // The browser can still draw the page from the shell: a rendering fault costs speed, not the page.
      request.log.error({ err: error }, 'server rendering failed');
    }
    if (!page) return { html, status: 200 };
    if (!('html' in page)) return { html, status: page.status };
    // The light page of text has its own; the app's page links the rendered page's style sheets
    // too, and asks for its scripts once it has painted.
    const body =
      page.document === 'static' && staticHtml
        ? withScriptsAfterContent(injectPageBody(head(staticHtml), page.html))
        : withScriptsAfterPaint(injectPageBody(injectPageAssets(html, page.assets), page.html), page.assets.scripts);
    return { html: injectPageData(withPageLanguage(body, page.locale), PAGE_STATE_ELEMENT_ID, page.state), status: page.status };
  };
  const pageHtml = async (request: FastifyRequest): Promise<Page> => {
    if (adminHtml && isAdminPage(request.url)) return { html: adminHtml, status: 200 };
    for (const resolve of pageMeta) {
      const meta = await resolve(request);
      const document = meta?.document && documents[meta.document.name];
      if (meta && document) {
        const { name, data } = meta.document!;
        const page = injectPageData(injectPageMeta(document, meta), LANDER_DATA_ELEMENT_ID, data);
        const render = renderers[name];
        if (!render) return { html: page, status: 200 };
        try {
          const { body, htmlClass } = await render(data);
          return { html: withScriptsAfterContent(injectPageBody(page, body, htmlClass)), status: 200 };
        } catch (error) {
          // The page still works without it: the browser then renders it (src/lander/main.tsx).
          request.log.error({ err: error }, 'server render of the lander failed');
          return { html: page, status: 200 };
        }
      }
      if (meta) return rendered(request, (document) => injectPageMeta(document, meta));
    }
    return rendered(request, (document) => withPageLanguage(document, siteLocale(request.site)));
  };
  if (hasWebApp) {
    // A route of its own, not the 404 handler: route hooks such as compression apply to pages too.
    // The built files' routes (fastifyStatic, one per file) are more specific and win.
    app.get('/*', async (request, reply) => {
      if (!isPageUrl(request.url)) throw notFound(request);
      const page = await pageHtml(request);
      // The back office wears its own colours, the same on every site.
      const html = isAdminPage(request.url) ? page.html : injectSiteTheme(page.html, siteTheme(request.site));
      // private: a page the server rendered for a member holds what only they may see (their
      // session, likes, conversations), which no shared cache may keep for the next visitor.
      reply.code(page.status).header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
      // HEAD (Fastify answers it from this route) describes the page without sending it.
      return html;
    });
  }
  app.setNotFoundHandler(async (request) => {
    throw notFound(request);
  });
}

const notFound = (request: FastifyRequest) =>
  new AppError('not_found', 404, `${request.method} ${request.url.split('?')[0]} not found`);
