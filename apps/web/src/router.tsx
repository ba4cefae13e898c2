import { createBrowserRouter, data, Outlet, type RouteObject } from 'react-router';
import type { PageState } from './app/page-state';
import { ErrorPage } from './app/error-page';
import { PageLoading } from './components/page-loading';
import { ChatLayout } from './app/layouts/chat-layout';
import { DefaultLayout } from './app/layouts/default-layout';
import { EmptyLayout } from './app/layouts/empty-layout';
import { type LayoutName, type PageName, ROUTE_NAMES, ROUTES } from './route-table';

const PAGES: Record<PageName, RouteObject['lazy']> = {
  home: () => import('./features/home/index-page'),
  'lander-handoff': () => import('./components/lander-handoff'),
  'static-page': () => import('./features/static-pages/static-page'),
  'lang-config': () => import('./features/static-pages/lang-config-page'),
  login: () => import('./features/auth/login-page'),
  'reset-password': () => import('./features/auth/reset-password-page'),
  'reset-password-do': () => import('./features/auth/reset-password-do-page'),
  'activate-done': () => import('./features/auth/activate-done-page'),
  'activate-error': () => import('./features/auth/activate-error-page'),
  'mail-change-do': () => import('./features/auth/mail-change-do-page'),
  signup: () => import('./features/signup/signup-page'),
  'signup-matches': () => import('./features/signup/signup-matches-page'),
  'complete-signup': () => import('./features/signup/complete-signup-page'),
  settings: () => import('./features/settings/settings-page'),
  'account-deleted': () => import('./features/settings/account-deleted-page'),
  profile: () => import('./features/profile/profile-page'),
  members: () => import('./features/members/search-page'),
  'members-id': () => import('./features/members/member-page'),
  'match-finder': () => import('./features/members/match-finder-page'),
  likes: () => import('./features/likes/likes-page'),
  'likes-m-id': () => import('./features/likes/like-link-page'),
  'swipe-game': () => import('./features/swipe/swipe-page'),
  complaints: () => import('./features/complaints/complaints-page'),
  chats: () => import('./features/chats/chats-page'),
  'chats-id': () => import('./features/chats/conversation-page'),
  'members-id-chat': () => import('./features/chats/member-chat-page'),
  credits: () => import('./features/credits/credits-page'),
  'credits-checkout': () => import('./features/credits/checkout-page'),
  'credits-repeat-order': () => import('./features/credits/repeat-order-page'),
  premium: () => import('./features/credits/premium-page'),
  pricing: () => import('./features/credits/pricing-page'),
  transactions: () => import('./features/transactions/transactions-page'),
  directdebit: () => import('./features/direct-debit/direct-debit-page'),
  notifications: () => import('./features/notifications/notifications-page'),
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

/** Route ids are the route names of SPEC §2, so useMatches() tells a page which route it is. */
export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map<RouteObject>((layout) => ({
    id: `layout-${layout}`,
    element: LAYOUTS[layout](),
    errorElement: <ErrorPage />,
    children: ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map<RouteObject>((name) => ({
      id: name,
      path: ROUTES[name].path,
      lazy: PAGES[ROUTES[name].page],
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
  return [{ id: 'root', errorElement: <ErrorPage />, hydrateFallbackElement: <PageLoading />, children: layouts }];
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
