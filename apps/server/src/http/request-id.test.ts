import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** The app's log lines, parsed; what Fastify writes per request and what a handler adds. */
type LogLine = { reqId?: string; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function appLogging(lines: LogLine[]) {
  return { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } } as const;
}

describe('request ids', () => {
  const lines: LogLine[] = [];
  let direct: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    direct = await buildTestApp({ logger: appLogging(lines) });
    direct.app.get('/api/test-logs', async (request) => {
      request.log.info('inside the handler');
      throw new Error('boom');
    });
    proxied = await buildTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('gives every request a fresh id in x-request-id, in every log line of that request', async () => {
    const first = await direct.app.inject({ url: '/api/test-logs' });
    const second = await direct.app.inject({ url: '/api/settings.php' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);

    // The handler's and error handler's lines, and the request's own when it is answered (request-log.ts).
    const ofFirst = lines.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(ofFirst).toEqual(['inside the handler', 'unhandled error', 'request completed']);
    // That one line says what was asked and how it was answered.
    const completed = lines.find((line) => line.reqId === id && line.msg === 'request completed');
    expect(completed).toMatchObject({ req: { method: 'GET', url: '/api/test-logs' }, res: { statusCode: 500 } });
    expect(completed?.responseTime).toBeTypeOf('number');
  });

  it('logs a change, a refusal and a failure at info, and a quick successful read only at debug', async () => {
    const read = await direct.app.inject({ url: '/api/settings.php' });
    const refused = await direct.app.inject({ url: '/api/chats.php' });
    const change = await direct.app.inject({ method: 'POST', url: '/api/user.php', payload: {} });
    const completed = (response: { headers: Record<string, unknown> }) =>
      lines.filter((line) => line.reqId === response.headers['x-request-id'] && line.msg === 'request completed');
    expect(completed(read)).toEqual([]);
    expect(completed(refused)).toMatchObject([{ res: { statusCode: 403 } }]);
    expect(completed(change)).toMatchObject([{ req: { method: 'POST', url: '/api/user.php' } }]);
  });

  it('takes a trusted proxy’s X-Request-Id, so one id follows the request through the proxy’s logs too', async () => {
    const response = await proxied.app.inject({ url: '/api/settings.php', headers: { 'x-request-id': 'edge-7f3a9c' } });
    expect(response.headers['x-request-id']).toBe('edge-7f3a9c');
    // Not something that would make a log line of its own, or fill the logs.
    for (const bad of ['a\u2028b', 'x'.repeat(200), '']) {
      const refused = await proxied.app.inject({ url: '/api/settings.php', headers: { 'x-request-id': bad } });
      expect(refused.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('makes up its own id for a client that reaches the server past the proxy', async () => {
    const untrusted = await direct.app.inject({ url: '/api/settings.php', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
    const past = await proxied.app.inject({
      url: '/api/settings.php',
      headers: { 'x-request-id': 'chosen-by-client' },
      remoteAddress: '203.0.113.9',
    });
    expect(past.headers['x-request-id']).toMatch(UUID);
  });
});
