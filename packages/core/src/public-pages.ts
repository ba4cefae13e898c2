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
  /** The visitor answered the site-entry warning before (the entry-warning cookie). */
  entryWarningAnswered: boolean;
  api: PageApi;
}

/** What a rendered page needs besides what the page it is served in links (paths under the site's root). */
export interface PageAssets {
  styles: string[];
  /** The page's own chunks and all they import statically: the browser asks for them with the entry, after the first paint. */
  scripts: string[];
}

/** A page rendered by the server: the markup inside the app's root element and the state to take it over with. */
export interface RenderedPage {
  html: string;
  state: unknown;
  locale: Locale;
  /** Linked in the page's head: its markup needs them for the first paint. */
  assets: PageAssets;
  /** 404 for an address that names no page, which the page rendered says. */
  status: 200 | 404;
  /**
   * The built page to serve it in: the app's (index.html), which takes the markup over, or for a
   * page of text the static pages' light one (static.html), which makes the markup work (issue #20).
   */
  document: 'app' | 'static';
}

/** An address whose subject does not exist (a member, a published page): the browser draws its 404 page from the shell. */
export interface MissingPage {
  status: 404;
}

/**
 * Null when the renderer leaves the page to the browser (not a server-rendered page, or an answer
 * it needs failed).
 */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | MissingPage | null>;
