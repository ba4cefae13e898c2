import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import type { Locale, MissingPage, PageApi, RenderedPage as RenderedPageFor, RenderPage } from '@app/core';
import { dehydrate } from '@tanstack/react-query';
import i18next, { type i18n as I18nInstance } from 'i18next';
import { renderToStringAsync } from 'preact-render-to-string';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { Manifest } from 'vite';
import { AppProviders } from './app/app-providers';
import { pageAssets } from './app/page-assets';
import { isServerRendered, type PageState } from './app/page-state';
import { pickLocale, startI18n } from './i18n/i18n';
import { ApiError, setApiTransport } from './lib/api-client';
import { entryWarningAnsweredQuery } from './features/entry-warning/api';
import { createQueryClient } from './lib/query-client';
import { offeredWelcomeBonus, welcomeDiscountQuery } from './lib/payments';
import { userQuery } from './lib/session';
import { buildRoutes, pageModuleOf } from './router';
import { companyInfoQuery, fetchSettings, settingsQuery } from './site/api';

type RenderedPage = RenderedPageFor & { state: PageState };

// Routes and their lazily loaded modules are the same for every request: resolved once.
const handler = createStaticHandler(buildRoutes());

// The browser build's manifest (dist/.vite, beside this bundle's dist/ssr/app): which style sheets each module needs.
const manifestFile = new URL('../../.vite/manifest.json', import.meta.url);
const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};

// Each request's calls go out with that request's cookie, even while several render at once.
const requestApi = new AsyncLocalStorage<PageApi>();
setApiTransport((url, init) => {
  const api = requestApi.getStore();
  if (!api) throw new Error(`API call outside a page rendering: ${url}`);
  return api(url, init);
});

// One i18next per language, made on first use: rendering is synchronous, so it never waits on a catalogue.
const translations = new Map<Locale, Promise<I18nInstance>>();
function translationsFor(locale: Locale): Promise<I18nInstance> {
  let instance = translations.get(locale);
  if (!instance) {
    instance = (async () => {
      const created = i18next.createInstance();
      await startI18n(created, locale);
      return created;
    })();
    translations.set(locale, instance);
  }
  return instance;
}

/**
 * Renders a page as the browser's first render will draw it, with the answers it shows already
 * loaded (issue #20: content before the JavaScript has run). Null when the page is not one the
 * server renders (its module declares no `handle.prefetch`) or something it needs failed: the
 * browser then draws it from the empty shell as before.
 */
export const renderPage = (async (request): Promise<RenderedPage | MissingPage | null> => {
  const url = new URL(request.url);
  const queryClient = createQueryClient();
  // A failed answer leaves the page to the browser, which retries; the server does not keep the visitor waiting.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const rendering = await requestApi.run(request.api, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    // An address that names no page (the catch-all route, a static page that does not exist) is
    // answered with its 404 page and status, so search engines drop it (no soft 404s).
    const errors = Object.values(context.errors ?? {});
    const missing = errors.length > 0 && errors.every((error) => isRouteErrorResponse(error) && error.status === 404);
    if (errors.length > 0 && !missing) return null;
    const leaf = context.matches.at(-1)!;
    const handle = isServerRendered(leaf.route.handle) ? leaf.route.handle : null;
    if (!missing && !handle) return null;
    const [settings] = await Promise.all([
      queryClient.fetchQuery({ ...settingsQuery, queryFn: ({ signal }) => fetchSettings(url, signal) }).catch(() => undefined),
      queryClient.prefetchQuery(userQuery),
      // The footer's legal block names the company: in the markup, not fetched and drawn after it.
      queryClient.prefetchQuery(companyInfoQuery),
    ]);
    const user = queryClient.getQueryData(userQuery.queryKey);
    // Whether a visitor still has the site-entry warning to answer: it is in the markup, over the page.
    queryClient.setQueryData(entryWarningAnsweredQuery.queryKey, request.entryWarningAnswered);
    // The welcome bonus strip sits above the page: in the markup, not drawn once its answer came (it pushed the page down).
    if (offeredWelcomeBonus(user)) await queryClient.prefetchQuery(welcomeDiscountQuery(user.id));
    const locale = pickLocale(request.storedLocale, settings?.domain_language);
    if (missing || !handle) return { context, locale, document: 'app' as const, status: 404 as const };
    const loaderData: unknown = context.loaderData[leaf.route.id];
    const prefetched = await handle.prefetch({ queryClient, routeId: leaf.route.id, params: leaf.params, url, loaderData, locale });
    return prefetched === false ? null : { context, locale, document: handle.document ?? ('app' as const), status: 200 as const };
  });
  if (!rendering) return null;
  const { context, locale, document, status } = rendering;
  // A failed answer would render as an error here and as a retry in the browser: leave it to the
  // browser. Where the answers say the page's subject does not exist (a member, a published page),
  // the status says so too.
  const failed = queryClient.getQueryCache().getAll().filter((query) => query.state.status !== 'success');
  if (failed.length > 0) {
    queryClient.clear();
    return failed.every(({ state }) => state.error instanceof ApiError && state.error.status === 404) ? { status: 404 } : null;
  }

  const i18n = await translationsFor(locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Waits for the lazily loaded parts (modals, hosts) too, so none is left for the browser to draw alone.
  const html = await renderToStringAsync(
    <I18nextProvider i18n={i18n}>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </I18nextProvider>,
  );
  const routes = context.matches.map((match) => match.route.id);
  const state: PageState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    routes,
    locale,
  };
  queryClient.clear();
  const assets = pageAssets(manifest, routes.map(pageModuleOf).filter((module) => module !== undefined));
  return { html, state, locale, document, assets, status };
}) satisfies RenderPage;
