import { UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../platform/clock';
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
const NEW_PASSWORD = 'a brand new secret';

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/password-reset.php', headers: appHeaders, payload: { email } });

const resetPassword = (token: string, password = NEW_PASSWORD, repeat = password, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-reset-do.php',
    headers: { ...appHeaders, ...headers },
    payload: { token, password, password_repeat: repeat },
  });

describe('POST /api/password-reset.php', () => {
  it('mails a reset link to the member', async () => {
    const { body } = await signUp(t);
    const response = await requestReset(body.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [mail] = await outboxTo(t.db, body.email);
    expect(mail!.subject).toBe('Reset your password for Rainbow Date');
    expect(linkIn(mail!.text, '/reset-password/do').searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('links to the site as configured, never to a host the request names', async () => {
    await eachForgedHost(
      t,
      async (proxied, headers) => {
        const { body } = await signUp(proxied);
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/password-reset.php',
          headers: { ...appHeaders, ...headers },
          payload: { email: body.email },
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        const [mail] = await outboxTo(t.db, body.email);
        expect(linkIn(mail!.text, '/reset-password/do').origin, JSON.stringify(headers)).toBe(DEFAULT_SITE_ORIGIN);
        expect(mail!.html).not.toContain('evil');
      },
      { now: clock.now },
    );
  });

  it('answers 404 email_not_found for an address without an account here', async () => {
    const response = await requestReset(uniqueEmail('nobody'));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'email_not_found', message: 'E-mail address not found' });
  });

  it('sends at most 3 reset mails per account in 24 hours', async () => {
    const { body } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await requestReset(body.email)).statusCode).toBe(200);
    const refused = await requestReset(body.email);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toEqual({
      code: 'too_many_reset_mails',
      message: 'Too many password reset emails sent, please try again tomorrow.',
    });
    clock.advance(DAY_MS + MINUTE_MS);
    expect((await requestReset(body.email)).statusCode).toBe(200);
  });

  it('answers 409 for an account pending deletion', async () => {
    const { body, user } = await signUp(t);
    await t.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, user.id));
    const response = await requestReset(body.email);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('account_pending_deletion');
  });
});

describe('POST /api/password-reset-do.php', () => {
  it('sets the new password, ends every session and logs this browser in', async () => {
    const { body, sid, user } = await signUp(t);
    const otherDevice = sessionCookie(await logIn(t, body.email))!.value;
    await requestReset(body.email);
    const token = await mailedToken(t.db, body.email, '/reset-password/do');

    const response = await resetPassword(token);
    expect(response.statusCode).toBe(200);
    expect(UserResponse.parse(response.json()).user?.id).toBe(user.id);
    const fresh = sessionCookie(response)!.value;
    expect(await currentUser(t, fresh)).not.toBeNull();
    expect(await currentUser(t, sid)).toBeNull();
    expect(await currentUser(t, otherDevice)).toBeNull();

    expect((await logIn(t, body.email, body.password)).statusCode).toBe(401);
    expect((await logIn(t, body.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 400 link_invalid for an unknown, used or expired link', async () => {
    const unknown = await resetPassword('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({ code: 'link_invalid', message: 'Link expired or invalid, request a new email' });

    const { body } = await signUp(t);
    await requestReset(body.email);
    const token = await mailedToken(t.db, body.email, '/reset-password/do');
    expect((await resetPassword(token)).statusCode).toBe(200);
    expect(errorOf(await resetPassword(token)).code).toBe('link_invalid');

    await requestReset(body.email);
    const late = await mailedToken(t.db, body.email, '/reset-password/do');
    clock.advance(2 * HOUR_MS + MINUTE_MS);
    expect(errorOf(await resetPassword(late)).code).toBe('link_invalid');
  });

  it('ends the other open reset links with the one used', async () => {
    const { body } = await signUp(t);
    await requestReset(body.email);
    const older = await mailedToken(t.db, body.email, '/reset-password/do');
    await requestReset(body.email);
    const newer = await mailedToken(t.db, body.email, '/reset-password/do');
    expect((await resetPassword(newer)).statusCode).toBe(200);
    expect(errorOf(await resetPassword(older)).code).toBe('link_invalid');
  });

  it('answers 409 when the account went into pending deletion after the mail', async () => {
    const { body, user } = await signUp(t);
    await requestReset(body.email);
    await t.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, user.id));
    const response = await resetPassword(await mailedToken(t.db, body.email, '/reset-password/do'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('account_pending_deletion');
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('needs the two passwords to match', async () => {
    const response = await resetPassword('x'.repeat(43), NEW_PASSWORD, 'something else');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ password_repeat: 'passwords_differ' });
  });

  it('refuses a common or personal password and leaves the link usable', async () => {
    const { body } = await signUp(t);
    await requestReset(body.email);
    const token = await mailedToken(t.db, body.email, '/reset-password/do');
    for (const [password, rule] of [
      ['Qwertyuiop', 'password_too_common'],
      [body.email.split('@')[0]!, 'password_personal'],
    ] as const) {
      const refused = await resetPassword(token, password);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', fields: { password: rule } });
    }
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it('lifts a lockout of the account', async () => {
    const { body } = await signUp(t);
    for (let i = 0; i < 5; i++) await logIn(t, body.email, 'wrong password');
    expect((await logIn(t, body.email, body.password)).statusCode).toBe(429);
    await requestReset(body.email);
    await resetPassword(await mailedToken(t.db, body.email, '/reset-password/do'));
    expect((await logIn(t, body.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/password.php', () => {
  const change = (sid: string, old_password: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password.php',
      headers: withSession(sid),
      payload: { old_password, password, password_repeat: password },
    });

  it('answers 400 wrong_old_password for a wrong old password', async () => {
    const { sid } = await signUp(t);
    const response = await change(sid, 'not my password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'wrong_old_password', message: 'Please check your old password.' });
  });

  it('changes the password and ends every other session', async () => {
    const { body, sid } = await signUp(t);
    const otherDevice = sessionCookie(await logIn(t, body.email))!.value;
    const response = await change(sid, body.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await currentUser(t, sid)).not.toBeNull();
    expect(await currentUser(t, otherDevice)).toBeNull();
    expect((await logIn(t, body.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong old passwords like logins: the fifth locks, then the right one is refused too', async () => {
    const { body, sid } = await signUp(t);
    for (let i = 0; i < 4; i++) expect(errorOf(await change(sid, 'not my password')).code).toBe('wrong_old_password');
    const fifth = await change(sid, 'not my password');
    expect(fifth.statusCode).toBe(429);
    expect(errorOf(fifth)).toEqual({
      code: 'too_many_attempts',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
      params: { minutes: 15 },
    });
    expect((await change(sid, body.password)).statusCode).toBe(429);
    // One count for every password check from this source.
    expect((await logIn(t, body.email, body.password)).statusCode).toBe(429);
    clock.advance(15 * MINUTE_MS);
    expect((await change(sid, body.password)).statusCode).toBe(200);
  });

  it('ends the reset links mailed before the change', async () => {
    const { body, sid } = await signUp(t);
    await requestReset(body.email);
    const token = await mailedToken(t.db, body.email, '/reset-password/do');
    expect((await change(sid, body.password)).statusCode).toBe(200);
    expect(errorOf(await resetPassword(token, 'the attacker chose this')).code).toBe('link_invalid');
    expect((await logIn(t, body.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password among the 10,000 most common, or the address or name of the member', async () => {
    const { body, sid } = await signUp(t, { name: 'Alexandros' });
    for (const [password, rule] of [
      ['iloveyou', 'password_too_common'],
      ['PASSWORD1', 'password_too_common'],
      [body.email.toUpperCase(), 'password_personal'],
      [body.email.split('@')[0]!, 'password_personal'],
      ['ALEXANDROS', 'password_personal'],
    ] as const) {
      const refused = await change(sid, body.password, password);
      expect(refused.statusCode, password).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 'validation_failed', fields: { password: rule } });
    }
    expect((await logIn(t, body.email, body.password)).statusCode).toBe(200);
  });

  it('is for members only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/password.php',
      headers: appHeaders,
      payload: { old_password: 'x', password: NEW_PASSWORD, password_repeat: NEW_PASSWORD },
    });
    expect(errorOf(response).code).toBe('authentication_required');
  });
});
