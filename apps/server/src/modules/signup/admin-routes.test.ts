import { ErrorBody } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUser, linkIn, signUp } from '../../test/accounts';
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

describe('an activation mail sent again by support', () => {
  it('mails a fresh link that confirms the address', async () => {
    const support = await staffCaller(t, 'support');
    const { body, sid, user } = await signUp(t);
    await inbox.nextTo(body.email); // the signup's own mail
    const response = await support('POST', `/api/admin/members/${user.id}/activation-mail`, { reason: 'Member says the first mail never came' });
    expect(response.statusCode).toBe(200);
    const mail = await inbox.nextTo(body.email);
    const link = linkIn(mail.text ?? '', '/api/activate.php');
    const opened = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.headers.location).toBe('/activate/done');
    expect((await currentUser(t, sid))?.status).toBe('confirmed');
    expect((await auditOfMember(t, user.id)).map((row) => row.action)).toEqual(['member.activation_mail']);
  });

  it('is refused for a confirmed member, without a reason, and to moderators', async () => {
    const support = await staffCaller(t, 'support');
    const member = await activeMember(t);
    await inbox.nextTo(member.email);
    const confirmed = await support('POST', `/api/admin/members/${member.id}/activation-mail`, { reason: 'Resend' });
    expect(confirmed.statusCode).toBe(400);
    expect(ErrorBody.parse(confirmed.json()).error.fields).toEqual({ member: 'not_unconfirmed' });
    const { user } = await signUp(t);
    expect(ErrorBody.parse((await support('POST', `/api/admin/members/${user.id}/activation-mail`, {})).json()).error.fields).toHaveProperty('reason');
    const moderator = await staffCaller(t, 'moderator');
    expect((await moderator('POST', `/api/admin/members/${user.id}/activation-mail`, { reason: 'Resend' })).statusCode).toBe(403);
    expect(await auditOfMember(t, member.id)).toEqual([]);
  });
});
