import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { InProcessSignals } from '../../platform/realtime/process-signals';
import { appHeaders, errorOf, logIn, PASSWORD, sessionCookie, signUp, withSession } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { staffCaller } from '../../test/staff';
import { SessionCache } from './session-cache';

const log = { info() {}, warn() {}, error() {} };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** What a member-only request meets: 'member', or the refusal's code (authentication_required once the session ended, banned). */
async function stateOf(app: TestApp, sid: string): Promise<string> {
  const answer = await app.app.inject({ url: '/api/chats.php', headers: { cookie: `sid=${sid}` } });
  return answer.statusCode === 200 ? 'member' : errorOf(answer).code;
}

/** A member with two sessions (two browsers), both in use, so both are cached. */
async function memberWithTwoSessions(app: TestApp = t) {
  const { sid, body, user } = await signUp(app);
  const other = sessionCookie(await logIn(app, body.email))!.value;
  expect(await stateOf(app, sid)).toBe('member');
  expect(await stateOf(app, other)).toBe('member');
  return { sid, other, email: body.email, userId: user.id };
}

/** The member of session `sid` changes the password, which ends their other sessions. */
async function changePassword(app: TestApp, sid: string): Promise<void> {
  const changed = await app.app.inject({
    method: 'POST',
    url: '/api/password.php',
    headers: withSession(sid),
    payload: { old_password: PASSWORD, password: 'another long passphrase', password_repeat: 'another long passphrase' },
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

describe('the session cache', () => {
  it('answers a member from memory for a few seconds: a session row gone behind its back still serves', async () => {
    const { sid, userId } = await memberWithTwoSessions();
    await t.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await stateOf(t, sid)).toBe('member');
  });

  it('forgets a session at logout', async () => {
    const { sid, other } = await memberWithTwoSessions();
    await t.app.inject({ url: '/api/logout.php', headers: withSession(sid) });
    expect(await stateOf(t, sid)).toBe('authentication_required');
    expect(await stateOf(t, other)).toBe('member');
  });

  it("forgets a member's other sessions when the password changes", async () => {
    const { sid, other } = await memberWithTwoSessions();
    await changePassword(t, sid);
    expect(await stateOf(t, other)).toBe('authentication_required');
    expect(await stateOf(t, sid)).toBe('member');
  });

  it('forgets the sessions a ban ends', async () => {
    const { sid, userId } = await memberWithTwoSessions();
    const support = await staffCaller(t, 'support');
    expect((await support('POST', `/api/admin/members/${userId}/bans`, { kind: 'account', reason: 'Spam' })).statusCode).toBe(200);
    expect(await stateOf(t, sid)).toBe('banned');
  });

  it('forgets the sessions of an account its member deletes, or staff delete', async () => {
    const own = await memberWithTwoSessions();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: withSession(own.sid),
      payload: { password: PASSWORD, confirm: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stateOf(t, own.other)).toBe('authentication_required');

    const byStaff = await memberWithTwoSessions();
    const admin = await staffCaller(t, 'admin');
    const erased = await admin('POST', `/api/admin/members/${byStaff.userId}/deletion`, { reason: 'asked by mail' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await stateOf(t, byStaff.sid)).toBe('authentication_required');
  });

  it('does not keep a lookup that started before the session ended, nor one started while the end may be uncommitted', () => {
    const cache = new SessionCache(new InProcessSignals(log));
    const member = { userId: 1, sessionId: 10, siteId: 1 };
    const expiresAt = new Date(Date.now() + 60_000);
    const before = performance.now();
    cache.ended({ userId: 1 });
    cache.put('a', member, expiresAt, before);
    cache.put('b', member, expiresAt, performance.now());
    expect(cache.get('a', new Date())).toBeUndefined();
    expect(cache.get('b', new Date())).toBeUndefined();
    // Another member's lookups are kept as ever.
    cache.put('c', { ...member, userId: 2, sessionId: 20 }, expiresAt, performance.now());
    expect(cache.get('c', new Date())).toEqual({ userId: 2, sessionId: 20, siteId: 1 });
    // Nor past the session's own end.
    expect(cache.get('c', new Date(Date.now() + 120_000))).toBeUndefined();
  });
});

/** The production shape: processes sharing PostgreSQL and Redis, each with its own cache. */
describe('the session cache on two processes', () => {
  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    'forgets on every process a session ended on one: logout, password change',
    async () => {
      const first = await buildTestApp({ redisUrl: process.env.REDIS_URL });
      const second = await buildTestApp({ redisUrl: process.env.REDIS_URL, db: first.db });
      /** Redis delivers in well under a second; the cache alone would answer for 5 s. */
      const refusedWithin = (sid: string) =>
        expect.poll(() => stateOf(second, sid), { timeout: 2_000, interval: 10 }).toBe('authentication_required');
      try {
        const { sid, other, email } = await memberWithTwoSessions(first);
        expect(await stateOf(second, sid)).toBe('member');
        expect(await stateOf(second, other)).toBe('member');

        await first.app.inject({ url: '/api/logout.php', headers: { ...appHeaders, cookie: `sid=${other}` } });
        await refusedWithin(other);

        const third = sessionCookie(await logIn(first, email))!.value;
        expect(await stateOf(second, third)).toBe('member');
        await changePassword(first, sid);
        await refusedWithin(third);
        // The session that changed the password stays.
        expect(await stateOf(second, sid)).toBe('member');
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
