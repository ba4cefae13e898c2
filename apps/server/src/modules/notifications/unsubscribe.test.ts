import { UnsubscribeResponse, UserResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { appHeaders, currentUser, errorOf, linkIn, mailedToken, outboxTo, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSites } from '../../test/discovery';
import { activeMember } from '../../test/members';

const MAIL_EVENTS_TOKEN = 'mail-events-token-0123456789abcdef';

let t: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  [t, withoutToken] = await Promise.all([buildTestApp({ mailEventsToken: MAIL_EVENTS_TOKEN }), buildTestApp()]);
});
afterAll(async () => {
  await t?.close();
  await withoutToken?.close();
});

type Member = Awaited<ReturnType<typeof activeMember>>;

/** The unsubscribe token of the like mail `member` gets (from the outbox, as the dev mailbox shows it). */
async function likeMailToken(member: Member): Promise<string> {
  const liker = await activeMember(t, { name: 'Kim' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/like.php',
    headers: liker.headers,
    payload: { profile_id: member.id },
  });
  expect(response.statusCode).toBe(200);
  await t.app.jobs.runDueJobs();
  const [mail] = await outboxTo(t.db, member.email);
  expect(mail?.subject).toBe('Kim likes you on Rainbow Date');
  linkIn(mail!.text, `/likes/m/${liker.id}`);
  return linkIn(mail!.text, '/notifications').searchParams.get('unsubscribe')!;
}

const settingsOf = async (member: Member) => (await currentUser(t, member.sid))!.notification_settings;

const unsubscribeUrl = (token: string) => `/api/unsubscribe.php?token=${encodeURIComponent(token)}`;

describe('one-click unsubscribe', () => {
  it('GET shows what the link switches off and changes nothing', async () => {
    const alex = await activeMember(t);
    const token = await likeMailToken(alex);
    const response = await t.app.inject({ url: unsubscribeUrl(token) });
    expect(response.statusCode).toBe(200);
    const [name, domain] = alex.email.split('@');
    expect(UnsubscribeResponse.parse(response.json())).toEqual({ type: 'like', email: `${name![0]}***@${domain}` });
    expect((await settingsOf(alex)).like).toBe(true);
  });

  it('the POST a mail program sends (RFC 8058) switches that type off, and only that one', async () => {
    const alex = await activeMember(t);
    const token = await likeMailToken(alex);
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: unsubscribeUrl(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const response = await oneClick();
    expect(response.statusCode, response.body).toBe(200);
    expect(UnsubscribeResponse.parse(response.json()).type).toBe('like');
    expect(await settingsOf(alex)).toEqual({ message: true, like: false, match: true, visit: true, newsletter: false });
    expect((await oneClick()).statusCode).toBe(200);
  });

  it('POST from the web page (no body, or an empty JSON one) works too', async () => {
    const alex = await activeMember(t);
    const token = await likeMailToken(alex);
    const bare = await t.app.inject({ method: 'POST', url: unsubscribeUrl(token) });
    expect(bare.statusCode, bare.body).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: unsubscribeUrl(token),
      headers: { ...appHeaders, 'content-type': 'application/json' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect((await settingsOf(alex)).like).toBe(false);
  });

  it('answers 404 link_invalid for a token the site did not sign', async () => {
    const alex = await activeMember(t);
    const token = await likeMailToken(alex);
    const [id, , signature] = token.split('.');
    const forged = [
      `${id}.message.${signature}`,
      `${Number(id) + 1}.like.${signature}`,
      `${id}.like.${'A'.repeat(22)}`,
      'not-a-token-at-all',
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: unsubscribeUrl(bad) });
        expect(response.statusCode, `${method} ${bad}`).toBe(404);
        expect(errorOf(response).code).toBe('link_invalid');
      }
    }
    expect(await settingsOf(alex)).toMatchObject({ message: true, like: true });
  });
});

describe('mail events from the mail provider', () => {
  const post = (app: TestApp, payload: object, authorization?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: authorization ? { authorization } : {},
      payload,
    });
  const reasonsOf = async (userId: number) =>
    (await t.db.select({ reasons: users.notificationsDisabled }).from(users).where(eq(users.id, userId)))[0]!.reasons;

  it('does not exist without MAIL_EVENTS_TOKEN', async () => {
    const response = await post(withoutToken, { type: 'complaint', email: 'a@example.test' }, `Bearer ${MAIL_EVENTS_TOKEN}`);
    expect(response.statusCode).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${MAIL_EVENTS_TOKEN}`]) {
      const response = await post(t, { type: 'complaint', email: 'a@example.test' }, authorization);
      expect(response.statusCode, authorization).toBe(403);
    }
  });

  it('records each reason once, for every account of the address on every site', async () => {
    const email = uniqueEmail('shared');
    const { other } = await addSites(t, { other: {} });
    const alex = await activeMember(t);
    await t.db.update(users).set({ email }).where(eq(users.id, alex.id));
    const elsewhere = await addMember(t, other, {}, { email });
    const bystander = await activeMember(t);
    const auth = `Bearer ${MAIL_EVENTS_TOKEN}`;

    const events = [
      { type: 'bounce', email: email.toUpperCase(), permanent: false },
      { type: 'complaint', email },
      { type: 'complaint', email },
      { type: 'bounce', email, permanent: true },
      { type: 'unsubscribe', email },
      { type: 'bounce', email, permanent: true },
    ];
    for (const event of events) expect((await post(t, event, auth)).json()).toEqual({ ok: true });
    for (const id of [alex.id, elsewhere]) expect(await reasonsOf(id)).toEqual(['spam_complaint', 'bounce', 'unsubscribed']);
    expect(await reasonsOf(bystander.id)).toEqual([]);
    expect((await currentUser(t, alex.sid))!.notifications_disabled).toEqual(['spam_complaint', 'bounce', 'unsubscribed']);
  });

  it('refuses a body that is not an event', async () => {
    const response = await post(t, { type: 'delivered', email: 'a@example.test' }, `Bearer ${MAIL_EVENTS_TOKEN}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('switching mail back on', () => {
  const save = async (member: Member, settings: Record<string, boolean>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: member.headers,
      payload: { notification_settings: settings },
    });
    return UserResponse.parse(response.json()).user!.notifications_disabled;
  };

  it('a type switched on clears an unsubscribe made in the mail app, not a bounce or complaint', async () => {
    const alex = await activeMember(t);
    await t.db.update(users).set({ notificationsDisabled: ['bounce', 'unsubscribed', 'spam_complaint'] }).where(eq(users.id, alex.id));
    expect(await save(alex, { newsletter: false })).toEqual(['bounce', 'unsubscribed', 'spam_complaint']);
    expect(await save(alex, { message: true })).toEqual(['bounce', 'spam_complaint']);
  });

  it('a new e-mail address clears bounce and complaint, not an unsubscribe', async () => {
    const alex = await activeMember(t);
    await t.db.update(users).set({ notificationsDisabled: ['bounce', 'unsubscribed', 'spam_complaint'] }).where(eq(users.id, alex.id));
    const newEmail = uniqueEmail('moved');
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      headers: alex.headers,
      payload: { new_email: newEmail },
    });
    expect(request.statusCode, request.body).toBe(200);
    const token = await mailedToken(t.db, newEmail, '/mail-change/do');
    const confirm = await t.app.inject({ method: 'POST', url: '/api/mail-change-do.php', headers: alex.headers, payload: { token } });
    expect(UserResponse.parse(confirm.json()).user).toMatchObject({ email: newEmail, notifications_disabled: ['unsubscribed'] });
  });
});
