import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@app/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { appHeaders, signupBody } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { activeMember } from '../test/members';
import { RATE_LIMITS, type RateLimitAction, type RateLimitTable } from './rate-limits';

/** Every limit of the table, two calls each, so a test reaches it in three. */
const POINTS = 2;
const SMALL_LIMITS: RateLimitTable = Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, rule]) => [name, { ...rule, points: POINTS }]));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: SMALL_LIMITS });
});
afterAll(() => t?.close());

async function payingMember() {
  const m = await activeMember(t, { paidUser: true });
  await t.db.update(users).set({ credits: 1_000 }).where(eq(users.id, m.id));
  return m;
}

/** The refusal every limit answers: 429, the code the web app translates, and when to try again. */
function expectRefused(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode, response.body).toBe(429);
  const { error } = ErrorBody.parse(response.json());
  expect(error.code).toBe('rate_limited');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(error.params).toEqual({ minutes: Math.ceil(retryAfter / 60) });
}

/** The shortest window among the action's limits: the one a quick test reaches. */
const windowOf = (action: RateLimitAction) =>
  Math.max(...Object.values(RATE_LIMITS).filter((rule) => rule.action === action).map((rule) => rule.seconds));

/** Calls `call` until the limit, then once more; the calls within it must have succeeded. */
async function reachLimit(call: (index: number) => Promise<LightMyRequestResponse>, ok = 200) {
  for (let index = 0; index < POINTS; index++) {
    const response = await call(index);
    expect(response.statusCode, response.body).toBe(ok);
  }
  return call(POINTS);
}

describe('rate limits (issue 18)', () => {
  it('limits likes per member', async () => {
    const liker = await payingMember();
    const others = await Promise.all([0, 1, 2].map(() => activeMember(t)));
    const refused = await reachLimit((i) =>
      t.app.inject({ method: 'POST', url: '/api/like.php', headers: liker.headers, payload: { profile_id: others[i]!.id } }),
    );
    expectRefused(refused, windowOf('like'));
    // Another member is not held back by the first.
    const other = await payingMember();
    const own = await t.app.inject({ method: 'POST', url: '/api/like.php', headers: other.headers, payload: { profile_id: others[0]!.id } });
    expect(own.statusCode).toBe(200);
  });

  it('limits new conversations per member, but not opening one that exists', async () => {
    const starter = await payingMember();
    const others = await Promise.all([0, 1, 2].map(() => activeMember(t)));
    const open = (profileId: number) =>
      t.app.inject({ url: `/api/conversation.php?profile_id=${profileId}`, headers: { ...starter.headers, ...appHeaders } });
    expectRefused(await reachLimit((i) => open(others[i]!.id)), windowOf('conversation'));
    expect((await open(others[0]!.id)).statusCode).toBe(200);
  });

  it('limits messages per member, and takes no credits for a refused one', async () => {
    const sender = await payingMember();
    const receiver = await activeMember(t);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: sender.headers,
        payload: { kind: 'text', profile_id: receiver.id, text: 'Hello', client_message_id: randomUUID() },
      });
    expectRefused(await reachLimit(send), windowOf('message'));
    const [row] = await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, sender.id));
    expect(row!.credits).toBe(1_000 - POINTS * 5);
  });

  it('limits messages per client address, over several members', async () => {
    const receiver = await activeMember(t);
    const senders = await Promise.all([0, 1, 2].map(() => payingMember()));
    const refused = await reachLimit((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: senders[i]!.headers,
        remoteAddress: '198.51.100.20',
        payload: { kind: 'text', profile_id: receiver.id, text: 'Hello', client_message_id: randomUUID() },
      }),
    );
    expectRefused(refused, windowOf('message'));
  });

  it('limits complaints per member or visitor', async () => {
    const complaint = { reason: 'spam', message: 'This profile sends advertisements.', email: 'reporter@example.test' };
    const refused = await reachLimit(() =>
      t.app.inject({ method: 'POST', url: '/api/complaints.php', headers: appHeaders, remoteAddress: '198.51.100.30', payload: complaint }),
    );
    expectRefused(refused, windowOf('complaint'));
  });

  it('limits signups per client address', async () => {
    const refused = await reachLimit(() =>
      t.app.inject({ method: 'POST', url: '/api/signup.php', headers: appHeaders, remoteAddress: '198.51.100.40', payload: signupBody() }),
    );
    expectRefused(refused, windowOf('signup'));
    // The loopback address is this machine (a proxy TRUST_PROXY does not name, the demo): never counted.
    const local = await t.app.inject({ method: 'POST', url: '/api/signup.php', headers: appHeaders, payload: signupBody() });
    expect(local.statusCode).toBe(200);
  });

  it('limits password resets per client address', async () => {
    const m = await activeMember(t);
    const refused = await reachLimit(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: appHeaders,
        remoteAddress: '198.51.100.50',
        payload: { email: m.email },
      }),
    );
    expectRefused(refused, windowOf('password_reset'));
  });

  it('limits page beacons per visitor', async () => {
    const refused = await reachLimit(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/page-hidden.php',
          headers: { 'content-type': 'text/plain' },
          remoteAddress: '198.51.100.60',
          payload: '',
        }),
      204,
    );
    expectRefused(refused, windowOf('page_event'));
  });
});
