import { UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
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
  uniqueEmail,
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

const requestChange = (sid: string, new_email: string) =>
  t.app.inject({ method: 'POST', url: '/api/mail-change.php', headers: withSession(sid), payload: { new_email } });

const confirmChange = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mail-change-do.php',
    headers: { ...appHeaders, ...headers },
    payload: { token },
  });

describe('POST /api/mail-change.php', () => {
  it('mails a confirmation link to the new address and changes nothing yet', async () => {
    const { sid, body } = await signUp(t);
    const newEmail = uniqueEmail('new');
    const response = await requestChange(sid, ` ${newEmail.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [mail] = await outboxTo(t.db, newEmail);
    expect(mail!.subject).toBe('Confirm your new e-mail address for Rainbow Date');
    expect(linkIn(mail!.text, '/mail-change/do').searchParams.get('token')).toBeTruthy();
    expect((await currentUser(t, sid))?.email).toBe(body.email);
  });

  it('links to the site as configured, never to a host the request names, and so does the notice', async () => {
    await eachForgedHost(
      t,
      async (proxied, headers) => {
        const { sid, body } = await signUp(proxied);
        const newEmail = uniqueEmail('new');
        const inject = (url: string, payload: object) =>
          proxied.app.inject({ method: 'POST', url, headers: withSession(sid, headers), payload });
        expect((await inject('/api/mail-change.php', { new_email: newEmail })).statusCode, JSON.stringify(headers)).toBe(200);
        const link = linkIn((await outboxTo(t.db, newEmail))[0]!.text, '/mail-change/do');
        expect(link.origin, JSON.stringify(headers)).toBe(DEFAULT_SITE_ORIGIN);

        const token = link.searchParams.get('token');
        expect((await inject('/api/mail-change-do.php', { token })).statusCode, JSON.stringify(headers)).toBe(200);
        const [notice] = await outboxTo(t.db, body.email);
        expect(linkIn(notice!.text, '/service').origin, JSON.stringify(headers)).toBe(DEFAULT_SITE_ORIGIN);
      },
      { now: clock.now },
    );
  });

  it('answers 409 email_taken for an address that owns an account here (the own one too)', async () => {
    const { sid, body } = await signUp(t);
    const other = await signUp(t);
    for (const address of [other.body.email, body.email]) {
      const response = await requestChange(sid, address);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'email_taken',
        message: 'This email address already owns an account on this website.',
      });
    }
  });

  it('answers 400 new_email_invalid for an address that is not one', async () => {
    const { sid } = await signUp(t);
    const response = await requestChange(sid, 'not an address');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ new_email: 'new_email_invalid' });
  });

  it('sends at most 3 such mails a day', async () => {
    const { sid } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await requestChange(sid, uniqueEmail('new'))).statusCode).toBe(200);
    const refused = await requestChange(sid, uniqueEmail('new'));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('too_many_mails');
    clock.advance(DAY_MS + MINUTE_MS);
    expect((await requestChange(sid, uniqueEmail('new'))).statusCode).toBe(200);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: appHeaders,
      payload: { new_email: uniqueEmail() },
    });
    expect(errorOf(response).code).toBe('authentication_required');
  });
});

describe('POST /api/mail-change-do.php', () => {
  it('moves the account to the new address, confirms it and tells the old address', async () => {
    const { sid, body, user } = await signUp(t);
    const newEmail = uniqueEmail('new');
    await requestChange(sid, newEmail);
    const response = await confirmChange(await mailedToken(t.db, newEmail, '/mail-change/do'), { cookie: `sid=${sid}` });
    expect(response.statusCode).toBe(200);
    expect(UserResponse.parse(response.json()).user).toMatchObject({
      id: user.id,
      email: newEmail,
      status: 'confirmed',
      profile: { status: 'active' },
    });
    // Already logged in as this member: the session stays as it is.
    expect(sessionCookie(response)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailConfirmedAt).toEqual(clock.now());

    const [notice] = await outboxTo(t.db, body.email);
    expect(notice!.subject).toBe('Your e-mail address for Rainbow Date has been changed');
    expect(linkIn(notice!.text, '/service')).toBeTruthy();

    expect((await logIn(t, newEmail)).statusCode).toBe(200);
    expect((await logIn(t, body.email)).statusCode).toBe(401);
  });

  it('logs in a browser that opens the link without being logged in', async () => {
    const { sid, user } = await signUp(t);
    const newEmail = uniqueEmail('new');
    await requestChange(sid, newEmail);
    const response = await confirmChange(await mailedToken(t.db, newEmail, '/mail-change/do'));
    expect(response.statusCode).toBe(200);
    expect((await currentUser(t, sessionCookie(response)!.value))?.id).toBe(user.id);
  });

  it('answers 400 link_invalid for an unknown, used or expired link', async () => {
    const unknown = await confirmChange('y'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({ code: 'link_invalid', message: 'Link expired or invalid, request a new email' });

    const { sid } = await signUp(t);
    const first = uniqueEmail('new');
    await requestChange(sid, first);
    const token = await mailedToken(t.db, first, '/mail-change/do');
    expect((await confirmChange(token)).statusCode).toBe(200);
    expect(errorOf(await confirmChange(token)).code).toBe('link_invalid');

    const second = uniqueEmail('new');
    await requestChange(sid, second);
    const late = await mailedToken(t.db, second, '/mail-change/do');
    clock.advance(DAY_MS + MINUTE_MS);
    expect(errorOf(await confirmChange(late)).code).toBe('link_invalid');
  });

  it('answers 409 email_taken when the address found an owner in the meantime', async () => {
    const { sid } = await signUp(t);
    const newEmail = uniqueEmail('new');
    await requestChange(sid, newEmail);
    const token = await mailedToken(t.db, newEmail, '/mail-change/do');
    await signUp(t, { email: newEmail });
    const response = await confirmChange(token);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('email_taken');
  });
});
