import { createBrowserRouter, data, type LazyRouteFunction, Outlet, type RouteObject } from 'react-router';
import type { PageState } from './app/page-state';
import { ErrorPage } from './app/error-page';
import { AfterTakeOver } from './app/after-take-over';
import { NavigationProgress } from './components/navigation-progress';
import { PageLoading } from './components/page-loading';
import { ChatLayout } from './app/layouts/chat-layout';
import { DefaultLayout } from './app/layouts/default-layout';
import { EmptyLayout } from './app/layouts/empty-layout';
import { type LayoutName, type PageName, ROUTE_NAMES, type RouteName, ROUTES } from './route-table';

/** Each page's module, named by its path: one chunk per page, loaded when its route is first shown. */
const PAGE_MODULES = import.meta.glob<Awaited<ReturnType<LazyRouteFunction<RouteObject>>>>([
  './features/**/*-page.tsx',
  './components/lander-handoff.tsx',
]);

const PAGES: Record<PageName, string> = {
  home: './features/home/index-page.tsx',
  'lander-handoff': './components/lander-handoff.tsx',
  'static-page': './features/static-pages/static-page.tsx',
  'lang-config': './features/static-pages/lang-config-page.tsx',
  login: './features/auth/login-page.tsx',
  'reset-password': './features/auth/reset-password-page.tsx',
  'reset-password-do': './features/auth/reset-password-do-page.tsx',
  'activate-done': './features/auth/activate-done-page.tsx',
  'activate-error': './features/auth/activate-error-page.tsx',
  'mail-change-do': './features/auth/mail-change-do-page.tsx',
  signup: './features/signup/signup-page.tsx',
  'signup-matches': './features/signup/signup-matches-page.tsx',
  'complete-signup': './features/signup/complete-signup-page.tsx',
  settings: './features/settings/settings-page.tsx',
  'account-deleted': './features/settings/account-deleted-page.tsx',
  profile: './features/profile/profile-page.tsx',
  members: './features/members/search-page.tsx',
  'members-id': './features/members/member-page.tsx',
  'match-finder': './features/members/match-finder-page.tsx',
  likes: './features/likes/likes-page.tsx',
  'likes-m-id': './features/likes/like-link-page.tsx',
  'swipe-game': './features/swipe/swipe-page.tsx',
  complaints: './features/complaints/complaints-page.tsx',
  chats: './features/chats/chats-page.tsx',
  'chats-id': './features/chats/conversation-page.tsx',
  'members-id-chat': './features/chats/member-chat-page.tsx',
  credits: './features/credits/credits-page.tsx',
  'credits-checkout': './features/credits/checkout-page.tsx',
  'credits-repeat-order': './features/credits/repeat-order-page.tsx',
  premium: './features/credits/premium-page.tsx',
  pricing: './features/credits/pricing-page.tsx',
  transactions: './features/transactions/transactions-page.tsx',
  directdebit: './features/direct-debit/direct-debit-page.tsx',
  notifications: './features/notifications/notifications-page.tsx',
};

const LAYOUTS: Record<LayoutName, () => React.ReactNode> = {
  default: () => <DefaultLayout />,
  chat: () => <ChatLayout />,
  // The landers are their own page (lander.html, src/lander/); inside the app their routes only hand over.
  lander: () => <Outlet />,
  empty: () => <EmptyLayout />,
};

function notFound(): never {
  throw data('This page could not be found', { status: 404 });
}

/**
 * The source of a route's page module as the build's manifest names it (src/…), for the server to
 * ask for its chunks with the page it rendered; undefined for layouts and the 404 route.
 */
export function pageModuleOf(routeId: string): string | undefined {
  if (!Object.hasOwn(ROUTES, routeId)) return undefined;
  return `src/${PAGES[ROUTES[routeId as RouteName].page].slice(2)}`;
}

/** Route ids are the route names of SPEC §2, so useMatches() tells a page which route it is. */
export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map<RouteObject>((layout) => ({
    id: `layout-${layout}`,
    element: LAYOUTS[layout](),
    errorElement: <ErrorPage />,
    children: ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map<RouteObject>((name) => ({
      id: name,
      path: ROUTES[name].path,
      lazy: PAGE_MODULES[PAGES[ROUTES[name].page]],
      // Errors show inside the layout, so the visitor keeps the navigation and footer.
      errorElement: <ErrorPage />,
    })),
  }));
  const defaultLayout = layouts.find((route) => route.id === 'layout-default')!;
  defaultLayout.children!.push({
    id: 'not-found',
    path: '*',
    loader: notFound,
    element: null,
    errorElement: <ErrorPage />,
  });
  const root = (
    <>
      {/* Shows only while something loads, which nothing does while the server's page is taken over. */}
      <AfterTakeOver>
        <NavigationProgress />
      </AfterTakeOver>
      <Outlet />
    </>
  );
  return [{ id: 'root', element: root, errorElement: <ErrorPage />, hydrateFallbackElement: <PageLoading />, children: layouts }];
}

function* routesOf(routes: RouteObject[]): Generator<RouteObject> {
  for (const route of routes) {
    yield route;
    yield* routesOf(route.children ?? []);
  }
}

/**
 * The browser's router. Taking over a page the server rendered, it starts from the server's state
 * with the page's modules already loaded, so its first render is the server's markup. The server
 * names the routes it matched: finding them with matchRoutes ranked every route once more than the
 * router does, a task of its own on a phone (issue #20).
 */
export async function createRouter(page?: Pick<PageState, 'router' | 'routes'> | null) {
  const routes = buildRoutes();
  if (page) {
    const matched = new Set(page.routes);
    await Promise.all(
      [...routesOf(routes)].map(async (route) => {
        if (!matched.has(route.id!) || typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData: page?.router });
}
