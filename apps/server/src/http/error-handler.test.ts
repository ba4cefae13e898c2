import { ErrorBody, REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { AppError } from './app-error';

const appHeaders = { [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE };
let t: TestApp;
/** What the app logs at level error, one JSON line each. */
const logLines: string[] = [];
/** Values a failing query carries: what must never reach the logs. */
const SECRETS = {
  hash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$aGFzaGhhc2g',
  email: 'member@example.test',
  ip: '203.0.113.9',
};

beforeAll(async () => {
  t = await buildTestApp({ logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } } });
  // Routes that exist only here, to reach each branch of the one error path.
  const body = z.object({ name: z.string().min(2) });
  t.app.post('/api/test-echo', { schema: { body } }, async (request) => request.body);
  t.app.get('/api/test-boom', async () => {
    throw new Error('connection to 10.0.0.7 refused: password=hunter2');
  });
  t.app.get('/api/test-db-error', async () => {
    await t.db.execute(sql`select ${SECRETS.hash}::text, ${SECRETS.email}::text, ${SECRETS.ip}::inet, 1 / 0`);
  });
  // No schema at all: the NUL guard does not depend on a contract.
  t.app.post('/api/test-raw/:word', async () => ({ ok: true }));
  t.app.get('/api/test-forbidden', async () => {
    throw new AppError('forbidden', 403, 'Not yours.');
  });
});
afterAll(() => t?.close());

type Reply = { statusCode: number; headers: Record<string, unknown>; body: string };

function expectErrorBody(response: Reply, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return ErrorBody.parse(JSON.parse(response.body)).error;
}

describe('error handler', () => {
  it('answers an unknown API path with JSON 404', async () => {
    const error = expectErrorBody(await t.app.inject({ url: '/api/nope.php', headers: { accept: 'text/html' } }), 404);
    expect(error.code).toBe('not_found');
  });

  it('answers a malformed JSON body with 400, never 500', async () => {
    for (const payload of ['{"name": ', '', 'null', '[1,2']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { ...appHeaders, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(ErrorBody.parse(response.json()).error.code).toBe('validation_failed');
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { ...appHeaders, 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(expectErrorBody(response, 415).code).toBe('validation_failed');
  });

  it('names the broken field of a body that fails its schema', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: appHeaders,
      payload: { name: 'x' },
    });
    const error = expectErrorBody(response, 400);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.name).toBeTruthy();
  });

  it('answers a typed AppError with its own status and code', async () => {
    const error = expectErrorBody(await t.app.inject({ url: '/api/test-forbidden' }), 403);
    expect(error).toEqual({ code: 'forbidden', message: 'Not yours.' });
  });

  it('answers an unexpected error with a bare 500', async () => {
    const response = await t.app.inject({ url: '/api/test-boom' });
    const error = expectErrorBody(response, 500);
    expect(error.code).toBe('internal_error');
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.7|Error:|at /);
  });

  it('logs a failed query without the values it carried', async () => {
    logLines.length = 0;
    const response = await t.app.inject({ url: '/api/test-db-error' });
    expect(expectErrorBody(response, 500).code).toBe('internal_error');
    const [line, ...others] = logLines;
    expect(others).toEqual([]);
    const logged = JSON.parse(line!) as { msg: string; err: { message: string; stack: string } };
    expect(logged.msg).toBe('unhandled error');
    // What broke is still there: the statement and the database's reason.
    expect(logged.err.message).toMatch(/^Failed query: select \$1::text/);
    expect(logged.err.message).toMatch(/division by zero/);
    expect(logged.err.stack).toMatch(/division by zero/);
    expect(line).not.toMatch(/params/);
    for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
  });

  it('refuses a NUL character anywhere in path, query or body with 400, naming where', async () => {
    const post = (url: string, payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...appHeaders, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    expect((await post('/api/test-raw/word?q=fine', { a: ['x'] })).statusCode).toBe(200);
    const cases: [Reply, string][] = [
      [await post('/api/test-raw/wo%00rd'), 'word'],
      [await post('/api/test-raw/word?q=a%00'), 'q'],
      [await post('/api/test-raw/word', { a: { b: ['x', 'y\u0000'] } }), 'a.b.1'],
      [await post('/api/test-raw/word', { 'k\u0000': 1 }), 'k\u0000'],
      [await post('/api/test-raw/word', 'text\u0000'), '_'],
      [await post('/api/test-echo', { name: 'Al\u0000ex' }), 'name'],
    ];
    for (const [response, field] of cases) {
      expect(expectErrorBody(response, 400)).toMatchObject({ code: 'validation_failed', fields: { [field]: 'invalid' } });
    }
  });
});
