import { randomBytes } from 'node:crypto';

/**
 * A browser's own id, kept in a cookie that outlives logins and logouts, so staff can see a
 * member's devices and ban one (the /ban page names devices). Only a login writes it: a visitor
 * who never logs in gets none.
 */
export const DEVICE_COOKIE = 'did';

/** Browsers cap a cookie's lifetime at 400 days. */
export const DEVICE_COOKIE_DAYS = 400;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The id the cookie carries, if it carries one (a forged value is none). */
export function cookieDeviceId(cookie: string | undefined): string | undefined {
  return cookie !== undefined && DEVICE_ID.test(cookie) ? cookie : undefined;
}

/** The id the cookie carries, or a new one for a browser without (or with a forged) cookie. */
export function deviceIdOf(cookie: string | undefined): string {
  return cookieDeviceId(cookie) ?? randomBytes(16).toString('base64url');
}
