import { SendMessageBody } from '@app/core';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, currentUser } from '../test/accounts';
import { HUGE_IDS, type JsonSchema, jsonSchemaOf, mutated, mutations, sample, shapes } from '../test/bad-inputs';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { activeMember } from '../test/members';
import { staffCookie } from '../test/staff';

/**
 * Every route the app registers, with input its contract must refuse: ids past int4, NUL in each
 * string, wrong types, malformed multipart. Whatever the route, the answer is never a 5xx, so a
 * route added later is walked too.
 */

/** Bodies a handler reads by hand (JSON or multipart on one route), by the contract it parses them with. */
const HAND_READ_BODIES: Record<string, unknown> = { 'POST /api/messages.php': SendMessageBody };

type Method = NonNullable<InjectOptions['method']>;

interface Probe {
  method: Method;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

const json = (value: unknown) =>
  value === undefined ? {} : { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } };

const TRUNCATED_UPLOAD = [
  '--walk',
  'content-disposition: form-data; name="photo"; filename="a.jpg"',
  'content-type: image/jpeg',
  '',
  '\u00ff\u00d8\u00ff\u00e0',
].join('\r\n');

function urlOf(path: string, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  return search.size > 0 ? `${filled}?${search}` : filled;
}

/** A route's parameters as a schema: its own, else every `:name` as text. */
function paramsSchema(route: RouteOptions): JsonSchema {
  const own = jsonSchemaOf(route.schema?.params);
  if (own) return own;
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) };
}

/** Params and query are always objects: only their values can go wrong. */
function valueMutations(schema: JsonSchema, value: unknown) {
  return mutations(schema, value).filter((mutation) => mutation.path.length > 0);
}

function probesFor(route: RouteOptions, method: Method): Probe[] {
  const paramShape = paramsSchema(route);
  const params = sample(paramShape) as Record<string, unknown>;
  // A variant picked by a query key (?check=email, ?push=1) is a route of its own.
  const constraint = (route.constraints ?? {}) as Record<string, unknown>;
  const queryShapes = shapes(jsonSchemaOf(route.schema?.querystring) ?? { type: 'object' });
  const query = { ...(sample(queryShapes[0]!) as Record<string, unknown>), ...constraint };
  const bodySchema = jsonSchemaOf(route.schema?.body ?? HAND_READ_BODIES[`${method} ${route.url}`]);
  const bodyShapes = bodySchema ? shapes(bodySchema) : [];
  const body = bodyShapes[0] ? sample(bodyShapes[0]) : undefined;

  const probes: Probe[] = [
    ...valueMutations(paramShape, params).map((mutation) => ({
      method,
      url: urlOf(route.url, mutated(params, mutation) as Record<string, unknown>, query),
      ...json(body),
    })),
    ...queryShapes.flatMap((shape) => {
      const base = { ...(sample(shape) as Record<string, unknown>), ...constraint };
      return valueMutations(shape, base).map((mutation) => ({
        method,
        url: urlOf(route.url, params, mutated(base, mutation) as Record<string, unknown>),
        ...json(body),
      }));
    }),
    // A fresh sample for each probe: one that slips through must not turn the next into a duplicate.
    ...bodyShapes.flatMap((shape) =>
      mutations(shape, sample(shape)).map((_, index) => {
        const base = sample(shape);
        return { method, url: urlOf(route.url, params, query), ...json(mutated(base, mutations(shape, base)[index]!)) };
      }),
    ),
    // Keys no contract names, for handlers that read the query by hand.
    { method, url: urlOf(route.url, params, { ...query, id: HUGE_IDS[0], member: HUGE_IDS[0], q: '\u0000' }) },
  ];
  if (method !== 'GET') {
    probes.push(
      {
        method,
        url: urlOf(route.url, params, query),
        headers: { 'content-type': 'multipart/form-data' },
        payload: '--walk\r\n',
      },
      {
        method,
        url: urlOf(route.url, params, query),
        headers: { 'content-type': 'multipart/form-data; boundary=walk' },
        payload: TRUNCATED_UPLOAD,
      },
    );
  }
  return probes;
}

const staffLoggedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/login', headers: { cookie } })).json().step === 'done';

const routes: RouteOptions[] = [];
let t: TestApp;

beforeAll(async () => {
  // With MAIL_EVENTS_TOKEN the mail provider's endpoint exists too.
  t = await buildTestApp({ onRoute: (route) => void routes.push(route), mailEventsToken: 'walk-'.repeat(6) });
});
afterAll(() => t?.close());

describe('every route', () => {
  it('answers bad input from a logged-in member (a logged-in admin in the back office) with a 4xx, never a 5xx', async () => {
    let { sid, headers } = await activeMember(t);
    let staffHeaders = { ...appHeaders, cookie: await staffCookie(t, 'admin') };
    const failures: string[] = [];
    for (const route of routes) {
      const backOffice = route.url.startsWith('/api/admin/');
      // HEAD runs the GET handler.
      for (const method of [route.method].flat().filter((method) => method !== 'HEAD') as Method[]) {
        for (const probe of probesFor(route, method)) {
          const response = await t.app.inject({ ...probe, headers: { ...(backOffice ? staffHeaders : headers), ...probe.headers } });
          if (response.statusCode >= 500) {
            failures.push(`${method} ${probe.url} ${String(probe.payload).slice(0, 200)} → ${response.statusCode}`);
          }
        }
        // A probe may have ended the session (logout): walk on as another member.
        if (!(await currentUser(t, sid))) ({ sid, headers } = await activeMember(t));
        if (backOffice && !(await staffLoggedIn(staffHeaders.cookie))) staffHeaders = { ...appHeaders, cookie: await staffCookie(t, 'admin') };
      }
    }
    expect(routes.length).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 120_000);
});
