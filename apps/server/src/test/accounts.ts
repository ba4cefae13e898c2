import { randomBytes } from 'node:crypto';
import { ErrorBody, REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE, type SignupInput, UserResponse } from '@app/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './build-test-app';

/** Helpers for the account tests: sign up, log in, read cookies and mailed links. */

export const appHeaders = { [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE };
export const PASSWORD = 'correct horse battery';

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): unknown;
  cookies: { name: string; value: string; [key: string]: unknown }[];
}

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

export function signupBody(overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    email: uniqueEmail(),
    name: 'Alex',
    password: PASSWORD,
    date_of_birth: '1990-05-17',
    gender: 'male',
    sexuality: 'gay',
    country: 'NL',
    region: 'Noord-Holland',
    ...overrides,
  };
}

/** The session cookie a reply sets: its value, or '' when it clears it. */
export function sessionCookie(response: Reply) {
  return response.cookies.find((cookie) => cookie.name === 'sid');
}

export const withSession = (sid: string, headers: Record<string, string> = {}) => ({
  ...appHeaders,
  ...headers,
  cookie: `sid=${sid}`,
});

export async function signUp(t: TestApp, overrides: Partial<SignupInput> = {}, headers: Record<string, string> = {}) {
  const body = signupBody(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...appHeaders, ...headers },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const sid = sessionCookie(response)!.value;
  const { user } = UserResponse.parse(response.json());
  return { body, sid, user: user! };
}

export function logIn(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: { ...appHeaders, ...headers },
    payload: { email, password },
  });
}

export async function currentUser(t: TestApp, sid: string) {
  const response = await t.app.inject({ url: '/api/user.php', headers: { cookie: `sid=${sid}` } });
  return UserResponse.parse(response.json()).user;
}

/** Mails in the outbox to an address, newest first. */
export function outboxTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

/** The first link in a mail's text whose path starts with `path`. */
export function linkIn(text: string, path: string): URL {
  const links = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((href) => new URL(href));
  const link = links.find((url) => url.pathname === path);
  if (!link) throw new Error(`No link to ${path} in:\n${text}`);
  return link;
}

/** The token of the newest mailed link to `path` for an address. */
export async function mailedToken(db: Db, to: string, path: string): Promise<string> {
  const [mail] = await outboxTo(db, to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return linkIn(mail.text, path).searchParams.get('token')!;
}

/** The `error` of an API answer, checked against the contract's error shape. */
export function errorOf(response: { json(): unknown }) {
  return ErrorBody.parse(response.json()).error;
}
