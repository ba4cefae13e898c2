import { ErrorBody, UserResponse } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, currentUser, linkIn, logIn, PASSWORD } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { staffCaller } from '../../test/staff';
import { activeMember } from '../../test/members';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';

let t: TestApp;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

describe('a password reset forced by support', () => {
  it('ends every session, stops the old password and mails a link that sets a new one', async () => {
    const support = await staffCaller(t, 'support');
    const member = await activeMember(t);
    await inbox.nextTo(member.email); // the signup's activation mail
    const response = await support('POST', `/api/admin/members/${member.id}/password-reset`, { reason: 'Account taken over, says the member' });
    expect(response.statusCode).toBe(200);
    expect(await currentUser(t, member.sid)).toBeNull();
    expect((await logIn(t, member.email, PASSWORD)).statusCode).toBe(401);

    const mail = await inbox.nextTo(member.email);
    const token = linkIn(mail.text ?? '', '/reset-password/do').searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset-do.php',
      headers: appHeaders,
      payload: { token, password: 'a fresh start 2026', password_repeat: 'a fresh start 2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(UserResponse.parse(reset.json()).user?.id).toBe(member.id);
    expect((await logIn(t, member.email, 'a fresh start 2026')).statusCode).toBe(200);

    const [entry] = await auditOfMember(t, member.id);
    expect(entry).toMatchObject({ action: 'member.password_reset', role: 'support', reason: 'Account taken over, says the member' });
  });

  it('needs a reason and a member, and is support’s', async () => {
    const support = await staffCaller(t, 'support');
    const member = await activeMember(t);
    await inbox.nextTo(member.email); // the signup's activation mail
    const noReason = await support('POST', `/api/admin/members/${member.id}/password-reset`, {});
    expect(ErrorBody.parse(noReason.json()).error.fields).toHaveProperty('reason');
    expect((await support('POST', '/api/admin/members/999999/password-reset', { reason: 'Nobody' })).statusCode).toBe(404);
    const moderator = await staffCaller(t, 'moderator');
    expect((await moderator('POST', `/api/admin/members/${member.id}/password-reset`, { reason: 'Not mine' })).statusCode).toBe(403);
    expect(await currentUser(t, member.sid)).not.toBeNull();
    expect(inbox.countTo(member.email)).toBe(0);
  });
});
