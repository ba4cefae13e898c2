import type { Locale } from './api/locale';

/** The marketing landers of SPEC §2 that take an optional copy slug: /landers/{name}/{slug?}. */
export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDER_NAMES)[number];

/**
 * First path segments the site uses for itself (the web app's routes, the server's own paths): a
 * published page cannot take them, since `/{token}` only answers paths nothing else does. The
 * seven built-in page names are not here: publishing one overrides that page.
 */
export const RESERVED_PAGE_TOKENS = [
  'account-deleted', 'activate', 'admin', 'api', 'assets', 'chats', 'complaint', 'complaints',
  'complete-signup', 'credits', 'dev', 'directdebit', 'lang-config', 'landers', 'likes', 'login',
  'logout', 'mail-change', 'match-finder', 'media', 'members', 'notifications', 'premium', 'pricing',
  'profile', 'reset-password', 'settings', 'signup', 'signup-matches', 'simulated-provider',
  'swipe-game', 'transactions', 'v2',
] as const;

/** A page's token: lower case words joined by hyphens, at most 60 characters. */
export const PAGE_TOKEN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

export const isReservedPageToken = (token: string) => (RESERVED_PAGE_TOKENS as readonly string[]).includes(token);

/**
 * Whether a path segment can be a page's /{token}. Without zod, unlike the back office's PageToken:
 * the static pages' route asks it and loads no zod (issue #20).
 */
export const isPageToken = (segment: string) => PAGE_TOKEN_PATTERN.test(segment) && !isReservedPageToken(segment);

/**
 * The element whose JSON the server writes into a page it rendered (issue #20): the answers the
 * page was rendered with and the router's state, so the browser takes the page over as it is.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** Answers one API call of a page the server renders, as that page's visitor, without the network. */
export type PageApi = (url: string, init: RequestInit) => Promise<Response>;

/** One page request as the server hands it to the web app's renderer (apps/web/src/entry-server.tsx). */
export interface PageRenderRequest {
  /** The page's absolute address, as the browser asked for it. */
  url: string;
  /** The language the visitor chose before (the locale cookie), if any. */
  storedLocale: string | undefined;
  api: PageApi;
}

/** A page rendered by the server: the markup inside the app's root element and the state to take it over with. */
export interface RenderedPage {
  html: string;
  state: unknown;
  locale: Locale;
}

/** Null when the renderer leaves the page to the browser (not a server-rendered page, or an answer it needs failed). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;
