import { type Locale, PAGE_STATE_ELEMENT_ID } from '@app/core';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { HydrationState, Params } from 'react-router';

/** What the server wrote into a page it rendered (entry-server.tsx), for the browser to take over. */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
  /** The ids of the routes the page matched, outermost first: their modules load before the take-over. */
  routes: string[];
  /** The interface language the page was rendered in (the stored one, else the site's). */
  locale: Locale;
}

/**
 * A page module the server may render declares the answers it shows (`handle.prefetch`); the
 * server loads them before rendering, so the page arrives with its content, not a spinner.
 * `false` leaves the page to the browser (an address that names nothing, which its error page says).
 */
export interface ServerRendered {
  prefetch: (args: {
    queryClient: QueryClient;
    routeId: string;
    params: Params;
    url: URL;
    loaderData: unknown;
    /** The interface language the page is rendered in. */
    locale: Locale;
  }) => Promise<unknown | false>;
  /**
   * 'static': a page of text served in static.html, whose light script makes the server's markup
   * work without the app (src/static-entry/). The app takes it over where the page needs it, and
   * shows it itself when reached inside the app.
   */
  document?: 'static';
}

export function isServerRendered(handle: unknown): handle is ServerRendered {
  return typeof handle === 'object' && handle !== null && typeof (handle as ServerRendered).prefetch === 'function';
}

/** The state of a server-rendered page, or null when the page came as the empty shell. */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}
