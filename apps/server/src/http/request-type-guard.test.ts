import { ErrorBody, REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { activeMember } from '../test/members';
import { routeChangesState } from './request-type-guard';

const appHeaders = { [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE };

let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => void routes.push(route) });
  t.app.post('/api/test-write', async () => ({ written: true }));
  t.app.get('/api/test-get-write', { config: { changesState: true } }, async () => ({ written: true }));
});
afterAll(() => t?.close());

const errorCode = (body: string) => ErrorBody.parse(JSON.parse(body)).error.code;

describe('request-type guard', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses %s to the API without the header', async (method) => {
    const response = await t.app.inject({ method, url: '/api/settings.php' });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response.body)).toBe('request_type_required');
  });

  it('refuses a header with another value', async () => {
    const headers = { [REQUEST_TYPE_HEADER]: 'web' };
    const response = await t.app.inject({ method: 'POST', url: '/api/x.php', headers });
    expect(response.statusCode).toBe(403);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('lets %s with the header through', async (method) => {
    const response = await t.app.inject({ method, url: '/api/unknown.php', headers: appHeaders });
    expect(response.statusCode).toBe(404);
    expect(errorCode(response.body)).toBe('not_found');
  });

  it('refuses an API route reached through a percent-encoded path', async () => {
    for (const url of ['/%61pi/test-write', '/%61%70%69/test-write']) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).toBe(403);
      expect(errorCode(response.body)).toBe('request_type_required');
    }
    const allowed = await t.app.inject({ method: 'POST', url: '/%61pi/test-write', headers: appHeaders });
    expect(allowed.json()).toEqual({ written: true });
  });

  it('guards a GET that changes state like a POST', async () => {
    const response = await t.app.inject({ url: '/api/test-get-write' });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response.body)).toBe('request_type_required');
    expect((await t.app.inject({ url: '/api/test-get-write', headers: appHeaders })).json()).toEqual({ written: true });
  });

  it('leaves reads and non-API paths alone', async () => {
    expect((await t.app.inject({ url: '/api/settings.php' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/not-api' })).statusCode).toBe(404);
  });
});

describe('every route that changes state', () => {
  // The GETs among them are guarded on their own routes, after the member's check: a member calls them.
  it("refuses a call without the header, the app's routes walked", async () => {
    const { headers } = await activeMember(t);
    const guarded = routes.filter((route) => route.url.startsWith('/api/') && routeChangesState(route) && !route.config?.fromServer);
    expect(guarded.length).toBeGreaterThan(50);
    expect(guarded.filter((route) => route.method === 'GET').length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const method of [route.method].flat()) {
        const url = route.url.replace(/:\w+/g, '1');
        const response = await t.app.inject({ method: method as InjectOptions['method'], url, headers: { cookie: headers.cookie } });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        // A HEAD answer has no body to name the error in.
        if (method !== 'HEAD') expect(errorCode(response.body), `${method} ${url}`).toBe('request_type_required');
      }
    }
  });
});
