import { REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE, STAFF_COOKIE, TotpEnrolment } from '@app/core';
import { generate } from 'otplib';

/** The back office's login over HTTP, as the web app makes it: for setting up tests, not testing it. */

const headers = { 'content-type': 'application/json', [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE };

function staffCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_COOKIE}=`));
  if (!cookie) throw new Error(`no staff cookie (${response.status})`);
  return cookie.split(';')[0]!.slice(STAFF_COOKIE.length + 1);
}

/** An authenticator code for `secret`, `stepsAhead` 30-s steps from now (a code logs in once). */
export const authenticatorCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * Logs a not yet enrolled staff member in and enrols an authenticator: answers their session
 * cookie's value and the secret.
 */
export async function enrolStaff(baseURL: string, email: string, password: string) {
  const login = await fetch(`${baseURL}/api/admin/login`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const pending = `${STAFF_COOKIE}=${staffCookie(login)}`;
  const enrolment = TotpEnrolment.parse(await (await fetch(`${baseURL}/api/admin/enrolment`, { headers: { cookie: pending } })).json());
  const enrolled = await fetch(`${baseURL}/api/admin/enrolment`, {
    method: 'POST',
    headers: { ...headers, cookie: pending },
    body: JSON.stringify({ code: await authenticatorCode(enrolment.secret) }),
  });
  return { cookie: staffCookie(enrolled), secret: enrolment.secret };
}
