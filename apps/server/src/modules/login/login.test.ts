import { UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { MINUTE_MS } from '../../platform/clock';
import { appHeaders, currentUser, errorOf, logIn, sessionCookie, signUp, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t?.close());

let ipCounter = 0;
/** Each test its own address, so the per-IP limit of one test does not leak into another. */
const freshIp = () => `10.0.0.${++ipCounter}`;

async function failTimes(times: number, email: string, remoteAddress: string, target: TestApp = t) {
  for (let i = 0; i < times; i++) {
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: appHeaders,
      remoteAddress,
      payload: { email, password: 'wrong password' },
    });
    expect(response.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

function logInFrom(remoteAddress: string, email: string, password: string, target: TestApp = t) {
  return target.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: appHeaders,
    remoteAddress,
    payload: { email, password },
  });
}

describe('POST /api/user.php (log in)', () => {
  it('answers the user and sets a session cookie', async () => {
    const { body, user } = await signUp(t);
    const response = await logIn(t, ` ${body.email.toUpperCase()} `, body.password);
    expect(response.statusCode).toBe(200);
    expect(UserResponse.parse(response.json()).user?.id).toBe(user.id);
    expect((await currentUser(t, sessionCookie(response)!.value))?.id).toBe(user.id);
  });

  it('answers 401 login_failed alike for a wrong password and an unknown address', async () => {
    const { body } = await signUp(t);
    for (const [email, password] of [
      [body.email, 'wrong password'],
      [uniqueEmail('nobody'), body.password],
    ] as const) {
      const response = await logIn(t, email, password);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'login_failed', message: 'Login failed, please try again' });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('replaces the session the browser had', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const response = await logIn(t, second.body.email, second.body.password, { cookie: `sid=${first.sid}` });
    expect(response.statusCode).toBe(200);
    expect(await currentUser(t, first.sid)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, first.user.id))).toEqual([]);
  });

  it('answers 409 account_pending_deletion for the right password of an account being deleted', async () => {
    const { body, user } = await signUp(t);
    await t.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, user.id));
    const right = await logIn(t, body.email, body.password);
    expect(right.statusCode).toBe(409);
    expect(errorOf(right).code).toBe('account_pending_deletion');
    expect((await logIn(t, body.email, 'wrong password')).statusCode).toBe(401);
  });

  it('validates the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user.php', headers: appHeaders, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({ email: 'required', password: 'required' });
  });
});

describe('lockout', () => {
  it("locks the source that guessed for 15 minutes after 5 failures, not the owner's other sources", async () => {
    const { body } = await signUp(t);
    const attacker = freshIp();
    await failTimes(4, body.email, attacker);
    const fifth = await logInFrom(attacker, body.email, 'wrong password');
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth)).toEqual({
      code: 'too_many_attempts',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
      params: { minutes: 15 },
    });
    expect((await logInFrom(attacker, body.email, body.password)).statusCode).toBe(429);

    expect((await logInFrom(freshIp(), body.email, body.password)).statusCode).toBe(200);

    clock.advance(10 * MINUTE_MS + 1000);
    const later = await logInFrom(attacker, body.email, body.password);
    expect(errorOf(later).params).toEqual({ minutes: 5 });
    expect(errorOf(later).message).toBe('Too many incorrect attempts, account blocked for 5 min.');
    clock.advance(5 * MINUTE_MS);
    expect((await logInFrom(attacker, body.email, body.password)).statusCode).toBe(200);
  });

  it('locks the account for every source after 20 failures from several sources', async () => {
    const { body } = await signUp(t);
    const guessFrom = async (ip: string) => {
      await failTimes(4, body.email, ip);
      expect((await logInFrom(ip, body.email, 'wrong password')).statusCode).toBe(429);
    };
    for (let source = 0; source < 3; source++) await guessFrom(freshIp());
    const owner = freshIp();
    expect((await logInFrom(owner, body.email, body.password)).statusCode).toBe(200);

    await guessFrom(freshIp());
    const refused = await logInFrom(owner, body.email, body.password);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'too_many_attempts', params: { minutes: 15 } });
    clock.advance(15 * MINUTE_MS);
    expect((await logInFrom(owner, body.email, body.password)).statusCode).toBe(200);
  });

  it('forgets the failures of a source after its successful login', async () => {
    const { body } = await signUp(t);
    const ip = freshIp();
    await failTimes(4, body.email, ip);
    expect((await logInFrom(ip, body.email, body.password)).statusCode).toBe(200);
    await failTimes(4, body.email, ip);
    expect((await logInFrom(ip, body.email, body.password)).statusCode).toBe(200);
  });

  it('blocks an IP address after 20 failures, whatever the accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 19; i++) await failTimes(1, uniqueEmail('guess'), ip);
    const twentieth = await logInFrom(ip, uniqueEmail('guess'), 'wrong password');
    expect(twentieth.statusCode).toBe(429);
    expect(errorOf(twentieth).params).toEqual({ minutes: 15 });
    const { body } = await signUp(t);
    expect((await logInFrom(ip, body.email, body.password)).statusCode).toBe(429);
    expect((await logInFrom(freshIp(), body.email, body.password)).statusCode).toBe(200);
  });

  it('is held in the database: a restarted server still refuses', async () => {
    const { body } = await signUp(t);
    const ip = freshIp();
    await failTimes(4, body.email, ip);
    await logInFrom(ip, body.email, 'wrong password');
    const restarted = await buildTestApp({ db: t.db, now: clock.now });
    try {
      const response = await logInFrom(ip, body.email, body.password, restarted);
      expect(response.statusCode).toBe(429);
      expect(errorOf(response).code).toBe('too_many_attempts');
    } finally {
      await restarted.close();
    }
  });
});

describe('lockout behind a reverse proxy (TRUST_PROXY)', () => {
  const PROXY = '10.1.2.3';

  /** A wrong login whose X-Forwarded-For the proxy ended with the address it saw. */
  const failVia = (target: TestApp, forwardedFor: string, remoteAddress = PROXY) =>
    target.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...appHeaders, 'x-forwarded-for': forwardedFor },
      remoteAddress,
      payload: { email: uniqueEmail('guess'), password: 'wrong password' },
    });

  async function behindProxy(trustProxy: number | string[], check: (proxied: TestApp) => Promise<void>) {
    const proxied = await buildTestApp({ db: t.db, now: clock.now, trustProxy });
    try {
      await check(proxied);
    } finally {
      await proxied.close();
    }
  }

  for (const trustProxy of [1, [PROXY]]) {
    it(`limits one client whatever first hops it forges (TRUST_PROXY=${String(trustProxy)})`, async () => {
      await behindProxy(trustProxy, async (proxied) => {
        const client = freshIp();
        const statuses = [];
        for (let i = 1; i <= 25; i++) statuses.push((await failVia(proxied, `203.0.113.${i}, ${client}`)).statusCode);
        expect(statuses.slice(0, 19)).toEqual(Array(19).fill(401));
        expect(statuses.slice(20)).toEqual(Array(5).fill(429));
        // The proxy's other clients are not locked out with them.
        expect((await failVia(proxied, freshIp())).statusCode).toBe(401);
      });
    });
  }

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    await behindProxy([PROXY], async (proxied) => {
      const direct = freshIp();
      const statuses = [];
      for (let i = 1; i <= 21; i++) statuses.push((await failVia(proxied, `203.0.113.${i}`, direct)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});

describe('GET /api/logout.php', () => {
  it('ends the session and clears the cookie; user.php then answers user null', async () => {
    const { sid, user } = await signUp(t);
    const response = await t.app.inject({ url: '/api/logout.php', headers: { cookie: `sid=${sid}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires as Date).getTime()).toBeLessThan(Date.now());
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const after = await t.app.inject({ url: '/api/user.php', headers: { cookie: `sid=${sid}` } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ user: null });
  });

  it('is harmless for a visitor', async () => {
    const response = await t.app.inject({ url: '/api/logout.php' });
    expect(response.json()).toEqual({ ok: true });
  });
});
