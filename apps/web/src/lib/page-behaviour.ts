import type { PageHiddenBody } from '@app/core';
import { readStoredJson, writeStored } from './browser-storage';

/** SPEC §4: the landing URL's `lb` key switches on page-bounce logging for the visit. */
const BOUNCE_KEY = 'lb';
const STORAGE_KEY = 'page-bounce';
export const PAGE_HIDDEN_URL = '/api/page-hidden.php';

interface BounceState {
  /** The path the visitor landed on with `lb`. */
  landing: string;
  /** The visitor went on to another page of the site: no bounce any more. */
  navigated: boolean;
  /** The bounce was sent: a visit bounces once, however often the tab is hidden after. */
  reported: boolean;
}

/**
 * The stored state if it has that shape (storage can hold anything). Checked by hand, not with zod:
 * this runs on every page, where zod is not (issue #20), and the beacon is made while the page goes
 * away, too late to load anything.
 */
function bounceState(): BounceState | undefined {
  const state = readStoredJson('session', STORAGE_KEY) as Partial<Record<keyof BounceState, unknown>> | null | undefined;
  const valid =
    typeof state?.landing === 'string' && typeof state.navigated === 'boolean' && typeof state.reported === 'boolean';
  return valid ? (state as BounceState) : undefined;
}
const saveBounceState = (state: BounceState) => writeStored('session', STORAGE_KEY, state);

/**
 * On load: a landing URL with `lb` starts page-bounce logging for this visit (the tab's session),
 * and the key leaves the address bar like the tracking keys do.
 */
export function capturePageBounce(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(BOUNCE_KEY)) return;
  url.searchParams.delete(BOUNCE_KEY);
  saveBounceState({ landing: url.pathname, navigated: false, reported: false });
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** Every page shown: a page other than the landing one means the visitor did not bounce. */
export function notePageView(path: string): void {
  const state = bounceState();
  if (state && !state.navigated && path !== state.landing) saveBounceState({ ...state, navigated: true });
}

/** What the beacon says now that the page is hidden; a bounce is told once per visit. */
export function hiddenBeaconBody(path: string): NonNullable<PageHiddenBody> {
  const state = bounceState();
  if (!state || state.navigated || state.reported) return { path };
  saveBounceState({ ...state, reported: true });
  return { path, bounce: true };
}

/**
 * SPEC §7 POST /api/page-hidden.php: a beacon each time the page is hidden (tab switched, app
 * left, tab closed). A beacon survives the page going away, but carries no custom header and
 * posts a string as text/plain; the server takes it so. Returns the function that stops it.
 */
export function startPageBeacons(): () => void {
  if (typeof navigator.sendBeacon !== 'function') return () => {};
  // Closing a tab fires visibilitychange and then pagehide; old Safari fires only pagehide.
  let sentSinceVisible = false;
  const send = () => {
    if (sentSinceVisible) return;
    sentSinceVisible = true;
    navigator.sendBeacon(PAGE_HIDDEN_URL, JSON.stringify(hiddenBeaconBody(window.location.pathname)));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
    else sentSinceVisible = false;
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
  };
}
