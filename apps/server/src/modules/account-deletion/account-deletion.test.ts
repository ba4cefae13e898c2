import { REACTIVATION_DAYS } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, emailTokens, jobs, profiles, sessions, users } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../platform/clock';
import {
  appHeaders,
  currentUser,
  errorOf,
  linkIn,
  logIn,
  mailedToken,
  outboxTo,
  sessionCookie,
  signUp,
  signupBody,
  withSession,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEFAULT_SITE_ORIGIN, eachForgedHost } from '../../test/forged-hosts';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const deleteAccount = (sid: string, password: string, confirm: unknown = true) =>
  t.app.inject({ method: 'DELETE', url: '/api/user.php', headers: withSession(sid), payload: { password, confirm } });

const pendingJobsOf = async (userId: number) =>
  (await t.db.select().from(jobs).where(eq(jobs.type, 'delete_account'))).filter(
    (job) => job.payload.userId === userId && job.doneAt === null,
  );

const userRow = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0];
const profileRow = async (userId: number) => (await t.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];

/** A member who confirmed the address, logged in on two devices, then deleted the account. */
async function deletedMember() {
  const { body, sid, user } = await signUp(t);
  await t.app.inject({ url: `/api/activate.php?token=${await mailedToken(t.db, body.email, '/api/activate.php')}` });
  const otherDevice = sessionCookie(await logIn(t, body.email))!.value;
  const response = await deleteAccount(sid, body.password);
  return { body, sid, otherDevice, user, response };
}

describe('DELETE /api/user.php', () => {
  it('answers 400 wrong_password for a wrong password and needs the confirmation', async () => {
    const { sid } = await signUp(t);
    const wrong = await deleteAccount(sid, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('wrong_password');
    const unconfirmed = await deleteAccount(sid, 'whatever', false);
    expect(unconfirmed.statusCode).toBe(400);
    expect(errorOf(unconfirmed).fields).toEqual({ confirm: 'confirmation_required' });
    expect(await currentUser(t, sid)).not.toBeNull();
  });

  it('puts the account in pending deletion, logs out everywhere and mails a reactivation link', async () => {
    const { body, sid, otherDevice, user, response } = await deletedMember();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(sessionCookie(response)!.value).toBe('');
    expect(await currentUser(t, sid)).toBeNull();
    expect(await currentUser(t, otherDevice)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    expect(await userRow(user.id)).toMatchObject({ status: 'pending_deletion', deletionRequestedAt: clock.now() });
    const [job] = await pendingJobsOf(user.id);
    expect(job!.runAt).toEqual(new Date(clock.now().getTime() + REACTIVATION_DAYS * DAY_MS));

    const [mail] = await outboxTo(t.db, body.email);
    expect(mail!.subject).toBe('Your Rainbow Date account will be deleted');
    expect(mail!.text).toContain('/api/reactivate.php?token=');
    expect(mail!.text).toContain('14 days');

    expect(errorOf(await logIn(t, body.email)).code).toBe('account_pending_deletion');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: appHeaders,
      payload: signupBody({ email: body.email }),
    });
    expect(errorOf(again).code).toBe('account_pending_deletion');
  });

  it('counts wrong passwords like logins: the fifth locks, then the right one is refused too', async () => {
    const { sid, user } = await signUp(t);
    for (let i = 0; i < 4; i++) expect(errorOf(await deleteAccount(sid, 'not my password')).code).toBe('wrong_password');
    const fifth = await deleteAccount(sid, 'not my password');
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth)).toEqual({
      code: 'too_many_attempts',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
      params: { minutes: 15 },
    });
    expect((await deleteAccount(sid, signupBody().password)).statusCode).toBe(429);
    expect((await userRow(user.id))!.status).toBe('not_confirmed');
  });

  it('links to the site as configured, never to a host the request names', async () => {
    await eachForgedHost(
      t,
      async (proxied, headers) => {
        const { body, sid } = await signUp(proxied);
        const response = await proxied.app.inject({
          method: 'DELETE',
          url: '/api/user.php',
          headers: withSession(sid, headers),
          payload: { password: body.password, confirm: true },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        const [mail] = await outboxTo(t.db, body.email);
        expect(linkIn(mail!.text, '/api/reactivate.php').origin, JSON.stringify(headers)).toBe(DEFAULT_SITE_ORIGIN);
      },
      { now: clock.now },
    );
  });

  it('is for members only', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: appHeaders,
      payload: { password: 'x', confirm: true },
    });
    expect(errorOf(response).code).toBe('authentication_required');
  });
});

describe('the delete_account job', () => {
  it('deletes the member with everything they own after 14 days, not before', async () => {
    const { user } = await deletedMember();
    const photoKey = `${user.id}/photo.jpg`;
    await t.files.put(photoKey, Buffer.from('jpeg'), 'image/jpeg');

    clock.advance(REACTIVATION_DAYS * DAY_MS - MINUTE_MS);
    await t.app.jobs.runDueJobs();
    expect(await userRow(user.id)).toBeDefined();
    expect(await t.files.get(photoKey)).not.toBeNull();

    clock.advance(2 * MINUTE_MS);
    expect(await t.app.jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).toEqual([]);
    expect(await t.files.get(photoKey)).toBeNull();
    expect(await pendingJobsOf(user.id)).toEqual([]);
  });
});

describe('GET /api/reactivate.php', () => {
  it('brings the account back and cancels the deletion, but logs no browser in', async () => {
    const { body, user } = await deletedMember();
    clock.advance(3 * DAY_MS);
    const token = await mailedToken(t.db, body.email, '/api/reactivate.php');
    // A link planted on another site: following it must not put the visitor into this account.
    const response = await t.app.inject({
      url: `/api/reactivate.php?token=${token}`,
      headers: { 'sec-fetch-site': 'cross-site', referer: 'https://elsewhere.example/' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/?reactivated=1');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await userRow(user.id)).toMatchObject({ status: 'confirmed' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: appHeaders,
      payload: { email: body.email, password: body.password },
    });
    expect(await currentUser(t, sessionCookie(login)!.value)).toMatchObject({
      id: user.id,
      status: 'confirmed',
      profile: { status: 'active' },
    });
    expect(await userRow(user.id)).toMatchObject({ deletionRequestedAt: null });
    expect(await pendingJobsOf(user.id)).toEqual([]);

    clock.advance(REACTIVATION_DAYS * DAY_MS);
    await t.app.jobs.runDueJobs();
    expect(await userRow(user.id)).toBeDefined();

    const reused = await t.app.inject({ url: `/api/reactivate.php?token=${token}` });
    expect(reused.headers.location).toBe('/activate/error?reason=link_invalid');
  });

  it('returns a member who never confirmed the address to not_confirmed', async () => {
    const { body, sid, user } = await signUp(t);
    await deleteAccount(sid, body.password);
    const token = await mailedToken(t.db, body.email, '/api/reactivate.php');
    await t.app.inject({ url: `/api/reactivate.php?token=${token}` });
    expect(await userRow(user.id)).toMatchObject({ status: 'not_confirmed' });
    expect((await profileRow(user.id))!.status).toBe('disabled');
  });

  it('fails once the 14 days are over, and for unknown links', async () => {
    const { body, user } = await deletedMember();
    const token = await mailedToken(t.db, body.email, '/api/reactivate.php');
    clock.advance(REACTIVATION_DAYS * DAY_MS + MINUTE_MS);
    const late = await t.app.inject({ url: `/api/reactivate.php?token=${token}` });
    expect(late.headers.location).toBe('/activate/error?reason=link_invalid');
    expect(await userRow(user.id)).toMatchObject({ status: 'pending_deletion' });

    const unknown = await t.app.inject({ url: '/api/reactivate.php?token=unknown-token-unknown-token' });
    expect(unknown.headers.location).toBe('/activate/error?reason=link_invalid');
  });
});
