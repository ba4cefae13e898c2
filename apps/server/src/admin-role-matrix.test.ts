import { ErrorBody, STAFF_ROLES, type StaffRole } from '@app/core';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { createStaff, staffCookieOf, staffHeaders, staffLogIn, staffLogin } from './test/staff';

/**
 * Every back office route, with every staff role, a member's session, a half-done staff login and
 * nobody: a role the route does not list is refused with 403 before its input is looked at; one
 * it lists gets past the check; everyone else is asked to log in to the back office. The roles
 * each route allows are kept in admin-role-matrix.txt beside this file, so a change of who may do
 * what shows in review.
 */

const ADMIN_API = '/api/admin/';
const routes: RouteOptions[] = [];
let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let memberCookie: string;
let pendingCookie: string;

beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void (route.url.startsWith(ADMIN_API) && routes.push(route)) });
  await t.app.ready();
  for (const role of STAFF_ROLES) cookies[role] = (await staffLogin(t, role)).cookie;
  memberCookie = `sid=${(await signUp(t)).sid}`;
  pendingCookie = staffCookieOf(await staffLogIn(t, (await createStaff(t, 'admin')).email));
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] satisfies Method[];

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m): m is Method => METHODS.includes(m));

const walked = () =>
  routes
    .flatMap((route) => methodsOf(route).map((method) => ({ route, method, key: `${method} ${route.url}` })))
    .sort((a, b) => a.key.localeCompare(b.key));

const call = (method: Method, url: string, cookie: string) =>
  t.app.inject({
    method,
    url: url.replace(/:(\w+)/g, '1'),
    headers: staffHeaders(cookie),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  } satisfies InjectOptions);

const codeOf = (response: { body: string }) => {
  const parsed = ErrorBody.safeParse(JSON.parse(response.body || '{}'));
  return parsed.success ? parsed.data.error.code : null;
};

describe('the back office role matrix', () => {
  it('has every /api/admin/ route declare its roles, or be a step of the login', () => {
    const undeclared = walked().filter(({ route }) => !route.config?.staffRoles && !route.config?.staffLogin);
    expect(undeclared.map(({ key }) => key)).toEqual([]);
  });

  it('is the matrix in admin-role-matrix.txt', async () => {
    const lines = walked().map(({ route, key }) => {
      const roles = route.config?.staffLogin ? ['(login step)'] : STAFF_ROLES.filter((r) => route.config!.staffRoles!.includes(r));
      return `${key.padEnd(60)} ${roles.join(' ')}`;
    });
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('admin-role-matrix.txt');
  });

  it('refuses each role a route does not list, before reading its input, and lets the others past', async () => {
    const wrong: string[] = [];
    for (const { route, method, key } of walked()) {
      if (route.config?.staffLogin) continue;
      for (const role of STAFF_ROLES) {
        const response = await call(method, route.url, cookies[role]);
        const refused = response.statusCode === 403 && codeOf(response) === 'forbidden';
        const allowed = route.config!.staffRoles!.includes(role);
        if (allowed === refused || response.statusCode === 401 || response.statusCode >= 500) {
          wrong.push(`${key} as ${role}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('asks members, half-logged-in staff and nobody to log in to the back office', async () => {
    const wrong: string[] = [];
    for (const { route, method, key } of walked()) {
      if (route.config?.staffLogin) continue;
      for (const [who, cookie] of [
        ['a member', memberCookie],
        ['password only', pendingCookie],
        ['nobody', ''],
      ] as const) {
        const response = await call(method, route.url, cookie);
        if (response.statusCode !== 401 || codeOf(response) !== 'staff_authentication_required') {
          wrong.push(`${key} as ${who}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
