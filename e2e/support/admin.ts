import { STAFF_COOKIE } from '@app/core';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The demo admin's back office session, logged in once by the global setup: test files share it
 * (a code logs in once per 30 s, so each file logging in again would wait on the clock).
 */
export async function logInDemoAdmin(context: BrowserContext): Promise<void> {
  await useStaffSession(context, inject('adminCookie'));
}

/** Gives the browser a staff session logged in elsewhere (its cookie's value), as its own login would. */
export async function useStaffSession(context: BrowserContext, cookie: string): Promise<void> {
  // Chromium sends Secure cookies to http://localhost (a secure context) but sets them through the
  // DevTools protocol only for an https URL; cookies do not tell schemes or ports apart anyway.
  const url = new URL('/', inject('baseURL'));
  url.protocol = 'https:';
  await context.addCookies([{ name: STAFF_COOKIE, value: cookie, url: url.href, secure: true, httpOnly: true, sameSite: 'Strict' }]);
}

/** Opens a back office page as the demo admin. */
export async function openAdmin(page: Page, path: string): Promise<void> {
  await logInDemoAdmin(page.context());
  await page.goto(path);
}
