import { ErrorBody, REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { AppError } from './app-error';

const appHeaders = { [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // Routes that exist only here, to reach each branch of the one error path.
  const body = z.object({ name: z.string().min(2) });
  t.app.post('/api/test-echo', { schema: { body } }, async (request) => request.body);
  t.app.get('/api/test-boom', async () => {
    throw new Error('connection to 10.0.0.7 refused: password=hunter2');
  });
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
});
