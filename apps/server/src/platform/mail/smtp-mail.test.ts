import { UserResponse } from '@app/core';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, currentUser, linkIn, logIn, sessionCookie, signUp, uniqueEmail, withSession } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { DEFAULT_SITE_ORIGIN } from '../../test/forged-hosts';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** The link to `path` as the mail carries it, in the plain text and behind the HTML button alike. */
function mailedLink(mail: ParsedMail, path: string): URL {
  const link = linkIn(mail.text ?? '', path);
  expect(mail.html).toContain(`${link.pathname}${link.search}"`);
  return link;
}

const follow = (link: URL, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${link.pathname}${link.search}`, headers });

describe('mails over SMTP', () => {
  it('activation: the mailed link confirms the account', async () => {
    const { body, user, sid } = await signUp(t);
    const mail = await inbox.nextTo(body.email);
    expect(mail.from?.text).toBe('"Rainbow Date" <no-reply@localhost>');
    expect(mail.subject).toBe('Confirm your e-mail address for Rainbow Date');
    expect(mail.text).toContain('Hi Alex,');

    const response = await follow(mailedLink(mail, '/api/activate.php'));
    expect(response.headers.location).toBe('/activate/done');
    expect(await currentUser(t, sid)).toMatchObject({ id: user.id, status: 'confirmed' });
  });

  it("speaks the member's language", async () => {
    const { body } = await signUp(t, {}, { cookie: 'locale=de' });
    const mail = await inbox.nextTo(body.email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Rainbow Date');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('password reset: the mailed link sets a new password', async () => {
    const { body } = await signUp(t);
    await inbox.nextTo(body.email);
    await t.app.inject({ method: 'POST', url: '/api/password-reset.php', headers: appHeaders, payload: { email: body.email } });
    const mail = await inbox.nextTo(body.email);
    expect(mail.subject).toBe('Reset your password for Rainbow Date');
    const token = mailedLink(mail, '/reset-password/do').searchParams.get('token')!;

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset-do.php',
      headers: appHeaders,
      payload: { token, password: 'new password 123', password_repeat: 'new password 123' },
    });
    expect(response.statusCode).toBe(200);
    expect((await logIn(t, body.email, 'new password 123')).statusCode).toBe(200);
  });

  it('e-mail change: the link goes to the new address, a notice to the old one', async () => {
    const { body, sid } = await signUp(t);
    await inbox.nextTo(body.email);
    const newEmail = uniqueEmail('moved');
    await t.app.inject({ method: 'POST', url: '/api/mail-change.php', headers: withSession(sid), payload: { new_email: newEmail } });
    const mail = await inbox.nextTo(newEmail);
    const token = mailedLink(mail, '/mail-change/do').searchParams.get('token')!;

    const response = await t.app.inject({ method: 'POST', url: '/api/mail-change-do.php', headers: withSession(sid), payload: { token } });
    expect(UserResponse.parse(response.json()).user?.email).toBe(newEmail);
    const notice = await inbox.nextTo(body.email);
    expect(notice.subject).toBe('Your e-mail address for Rainbow Date has been changed');
    expect(mailedLink(notice, '/service').origin).toBe(DEFAULT_SITE_ORIGIN);
  });

  it('account deletion: the mailed link reactivates the account', async () => {
    const { body, sid, user } = await signUp(t);
    await inbox.nextTo(body.email);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/user.php',
      headers: withSession(sid),
      payload: { password: body.password, confirm: true },
    });
    const mail = await inbox.nextTo(body.email);
    expect(mail.subject).toBe('Your Rainbow Date account will be deleted');

    const response = await follow(mailedLink(mail, '/api/reactivate.php'));
    expect(response.headers.location).toBe('/?reactivated=1');
    const login = await logIn(t, body.email, body.password);
    expect(await currentUser(t, sessionCookie(login)!.value)).toMatchObject({ id: user.id, status: 'not_confirmed' });
  });

  it('leaves the outbox page out', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });
});
