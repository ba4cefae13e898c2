import { createHash } from 'node:crypto';
import { ErrorBody, SESSION_DAYS } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, sites } from '../../db/schema';
import { DEMO_SITE_CONFIG } from '../../db/seed/demo-site';
import { DAY_MS, MINUTE_MS } from '../../platform/clock';
import { appHeaders, currentUser, logIn, sessionCookie, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  const [company] = await t.db.select({ id: companies.id }).from(companies);
  await t.db.insert(sites).values({
    domain: 'other.example.test',
    name: 'Other Site',
    language: 'de',
    niche: 1,
    companyId: company!.id,
    config: DEMO_SITE_CONFIG,
  });
});
afterAll(() => t?.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('session cookie', () => {
  it('is a random 32-byte token, httpOnly, SameSite=Lax, for the whole site, for 30 days', async () => {
    const { sid } = await signUp(t);
    const response = await logIn(t, (await currentUser(t, sid))!.email);
    const cookie = sessionCookie(response)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_DAYS * 24 * 3600 });
    expect(cookie.secure).toBeFalsy();
  });

  it('is Secure when the request came over https', async () => {
    const behindProxy = await buildTestApp({ trustProxy: ['127.0.0.1'], db: t.db });
    try {
      const { body } = await signUp(t);
      const response = await logIn(behindProxy, body.email, body.password, { 'x-forwarded-proto': 'https' });
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)!.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('stored sessions', () => {
  it('keep only the SHA-256 of the token', async () => {
    const { sid, user } = await signUp(t);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(sid));
    expect(JSON.stringify(rows)).not.toContain(sid);
  });

  it('cannot be replayed: a stolen tokenHash used as the cookie is no session', async () => {
    const { sid, user } = await signUp(t);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(await currentUser(t, sid)).not.toBeNull();
    expect(await currentUser(t, row!.tokenHash)).toBeNull();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...appHeaders, cookie: `sid=${row!.tokenHash}` },
      payload: { name: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
  });

  it('are ignored and deleted once expired', async () => {
    const { sid, user } = await signUp(t);
    clock.advance(SESSION_DAYS * DAY_MS - MINUTE_MS);
    expect(await currentUser(t, sid)).not.toBeNull();
    clock.advance(2 * MINUTE_MS);
    expect(await currentUser(t, sid)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("count only on the member's own site", async () => {
    const { sid } = await signUp(t);
    const elsewhere = await t.app.inject({
      url: '/api/user.php',
      headers: { host: 'other.example.test', cookie: `sid=${sid}` },
    });
    expect(elsewhere.json()).toEqual({ user: null });
    expect(await currentUser(t, sid)).not.toBeNull();
  });
});

describe('member routes', () => {
  it('answer 403 authentication_required without a session, before looking at the body', async () => {
    for (const cookie of [undefined, 'sid=not-a-session']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user.php',
        headers: { ...appHeaders, ...(cookie ? { cookie } : {}) },
        payload: { language: 'xx' },
      });
      expect(response.statusCode).toBe(403);
      expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
    }
  });

  it('leave GET /api/user.php alone: a visitor gets user null', async () => {
    const response = await t.app.inject({ url: '/api/user.php' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });
});
