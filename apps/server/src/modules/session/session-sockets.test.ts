import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WS_CLOSE_UNAUTHENTICATED } from '../../platform/realtime/socket-route';
import { logIn, sessionCookie } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { staffCaller } from '../../test/staff';
import { SESSION_CACHE_TTL_MS } from './session-cache';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
});
afterAll(() => t?.close());

/** A real-time socket opened with a session cookie, and the code it is closed with. */
async function openSocket(sid: string) {
  const socket = new WebSocket(url, { headers: { cookie: `sid=${sid}` } });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return { socket, closed };
}

// The sockets are checked one session-cache TTL after the end, once the ending has committed.
const WAIT_MS = SESSION_CACHE_TTL_MS + 5_000;

/** What `promise` answers, or a failure after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);
}

describe('the sockets of sessions that end', () => {
  it('a logout closes the sockets of that session only; a ban closes them all', { timeout: 2 * WAIT_MS + 5_000 }, async () => {
    const m = await activeMember(t);
    const other = sessionCookie(await logIn(t, m.email))!.value;
    const [loggedOut, stays] = [await openSocket(m.sid), await openSocket(other)];
    expect((await t.app.inject({ url: '/api/logout.php', headers: m.headers })).statusCode).toBe(200);
    expect(await within(loggedOut.closed, WAIT_MS)).toBe(WS_CLOSE_UNAUTHENTICATED);
    expect(stays.socket.readyState).toBe(WebSocket.OPEN);

    const support = await staffCaller(t, 'support');
    expect((await support('POST', `/api/admin/members/${m.id}/bans`, { kind: 'account', reason: 'Spam' })).statusCode).toBe(200);
    expect(await within(stays.closed, WAIT_MS)).toBe(WS_CLOSE_UNAUTHENTICATED);
  });
});
