import { ENTRY_WARNING_ANSWER_PATH, ENTRY_WARNING_COOKIE } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const answer = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: ENTRY_WARNING_ANSWER_PATH,
    // What a browser's form posts: no fields, its form type.
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });

describe('answering the site-entry warning without the app (SPEC §2)', () => {
  it('remembers the answer for a year and sends the visitor back to the page they answered on', async () => {
    const response = await answer({ referer: 'http://localhost/members?page=2' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/members?page=2');
    const cookie = response.cookies.find(({ name }) => name === ENTRY_WARNING_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    expect(Number(cookie?.value)).toBeGreaterThan(0);
  });

  it('sends the visitor home where the page was another site or not named', async () => {
    expect((await answer({ referer: 'https://elsewhere.example/members' })).headers.location).toBe('/');
    expect((await answer({})).headers.location).toBe('/');
  });

  it('needs no request-type header, as a plain form sends none', async () => {
    expect((await answer({ referer: 'http://localhost/' })).statusCode).toBe(303);
  });
});
