import { randomBytes } from 'node:crypto';
import { STAFF_COOKIE, type StaffRole, TotpEnrolment } from '@app/core';
import { generate } from 'otplib';
import { createStaffAccount } from '../modules/staff-accounts/service';
import { appHeaders } from './accounts';
import type { TestApp } from './build-test-app';

/** Helpers for back office tests: staff accounts logged in through the real login and enrolment. */

export const STAFF_PASSWORD = 'staff password for tests';

interface Reply {
  statusCode: number;
  body: string;
  cookies: { name: string; value: string }[];
}

/** The staff cookie a reply sets, as a `cookie` header value. */
export function staffCookieOf(response: Reply): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error(`no staff cookie: ${response.statusCode} ${response.body}`);
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/** The code an authenticator app shows for `secret` at `at` (the app's clock). */
export const totpCode = (secret: string, at: Date = new Date()) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export async function createStaff(t: TestApp, role: StaffRole, email = `${role}-${randomBytes(4).toString('hex')}@staff.test`) {
  const staff = await createStaffAccount(t.db, { email, name: `Test ${role}`, role, password: STAFF_PASSWORD });
  if (!staff) throw new Error(`staff ${email} exists`);
  return staff;
}

export function staffLogIn(t: TestApp, email: string, password = STAFF_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', headers: appHeaders, payload: { email, password } });
}

/**
 * A staff member of `role`, logged in and enrolled through the real routes; answers the `cookie`
 * header of their session, their address and their authenticator secret.
 */
export async function staffLogin(t: TestApp, role: StaffRole, at: Date = new Date()) {
  const { email, id } = await createStaff(t, role);
  const pending = staffCookieOf(await staffLogIn(t, email));
  const enrolment = TotpEnrolment.parse(
    (await t.app.inject({ url: '/api/admin/enrolment', headers: { cookie: pending } })).json(),
  );
  const enrolled = await t.app.inject({
    method: 'POST',
    url: '/api/admin/enrolment',
    headers: { ...appHeaders, cookie: pending },
    payload: { code: await totpCode(enrolment.secret, at) },
  });
  return { id, email, secret: enrolment.secret, cookie: staffCookieOf(enrolled) };
}

/** Just the `cookie` header of a fully logged-in staff member of `role`. */
export async function staffCookie(t: TestApp, role: StaffRole, at?: Date): Promise<string> {
  return (await staffLogin(t, role, at)).cookie;
}

/** Headers for a back office write: the cookie and the web app's request-type header. */
export const staffHeaders = (cookie: string) => ({ ...appHeaders, cookie });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests of a logged-in staff member of `role`, with the request-type header every write needs. */
export async function staffCaller(t: TestApp, role: StaffRole, at?: Date) {
  const headers = staffHeaders(await staffCookie(t, role, at));
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
export type StaffCaller = Awaited<ReturnType<typeof staffCaller>>;
