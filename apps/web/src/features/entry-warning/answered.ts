import { ENTRY_WARNING_COOKIE, LOCALE_COOKIE_DAYS } from '@app/core';
import Cookies from 'js-cookie';

/** The app's query of whether the warning was answered, as the server's page state carries it too. */
export const ENTRY_WARNING_ANSWERED_KEY = 'entry-warning-answered';

/**
 * Whether this browser answered the warning before. Reading a cookie asks the browser's process and
 * waits for it: only where the page's server did not say already.
 */
export const answeredBefore = (): boolean => Cookies.get(ENTRY_WARNING_COOKIE) !== undefined;

/** Remembers the answer for good (SPEC §4: when it happened, not a flag) for the server and the browser alike. */
export function rememberAnswer(): void {
  Cookies.set(ENTRY_WARNING_COOKIE, String(Date.now()), { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
}
