import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import Cookies from 'js-cookie';

/** The API as the app calls it (lib/api-client.ts), for the two calls this page makes itself. */
const apiCall = (path: string, init: RequestInit = {}) =>
  fetch(`/api/${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: { accept: 'application/json', [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });

/** A member is logged in where the server rendered their account menu. */
const loggedIn = () => document.getElementById('account-dropdown') !== null;

/**
 * The language menu's choice, as the app's (hooks/use-choose-language.ts): the locale cookie, a
 * member's account too; then the server renders the page again in that language.
 */
async function chooseLanguage(locale: string): Promise<void> {
  if (!isLocale(locale)) return;
  Cookies.set(LOCALE_COOKIE, locale, { expires: LOCALE_COOKIE_DAYS, sameSite: 'lax', path: '/' });
  // The page changes language whether or not the account takes the choice, as in the app.
  if (loggedIn()) await apiCall('user.php', { method: 'PUT', body: JSON.stringify({ language: locale }) }).catch(() => undefined);
  window.location.reload();
}

/** The account menu's logout, then the home page, as in the app (hooks/use-session.ts). */
async function logout(): Promise<void> {
  await apiCall('logout.php').catch(() => undefined);
  window.location.assign('/');
}

/** What the page's buttons do: language, logout, print. True if the click was one of them. */
export function runAction(target: Element): boolean {
  const language = target.closest<HTMLElement>('[data-locale]');
  if (language) {
    void chooseLanguage(language.dataset.locale!);
    return true;
  }
  if (target.closest('[data-testid="logout"]')) {
    void logout();
    return true;
  }
  if (target.closest('.app-static-actions')) {
    window.print();
    return true;
  }
  return false;
}
