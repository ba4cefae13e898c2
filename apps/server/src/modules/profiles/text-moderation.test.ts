import { ErrorBody, type ModerationDecisionBody, OwnProfileResponse, QueueCount, TextQueue } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditOfMember } from '../../test/members-admin';
import { activeMember } from '../../test/members';
import { type StaffCaller, staffCaller } from '../../test/staff';

let t: TestApp;
let moderator: StaffCaller;

beforeAll(async () => {
  t = await buildTestApp();
  moderator = await staffCaller(t, 'moderator');
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof activeMember>>;

const putProfile = (member: Member, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile.php', headers: member.headers, payload });

const ownProfile = async (member: Member) =>
  OwnProfileResponse.parse((await t.app.inject({ url: '/api/profile.php', headers: member.headers })).json()).profile;

const seenAbout = async (member: Member) => (await t.app.inject({ url: `/api/profile.php?id=${member.id}` })).json().profile.about as string;

const queue = async (filter: 'queued' | 'escalated' = 'queued') =>
  TextQueue.parse((await moderator('GET', `/api/admin/moderation/texts?filter=${filter}`)).json());

const decide = (reviewId: number, body: ModerationDecisionBody, caller = moderator) =>
  caller('POST', `/api/admin/moderation/texts/${reviewId}`, body);

describe('profile text moderation', () => {
  it('queues a changed name and about text, shown meanwhile; a rejection puts the old text back and tells the member why', async () => {
    const member = await activeMember(t, { name: 'Annemarie' });
    expect((await putProfile(member, { about: 'Call me on 0612345678', city: 'Utrecht' })).statusCode).toBe(200);
    expect((await putProfile(member, { name: 'Anne' })).statusCode).toBe(200);
    // A second change before the decision updates the waiting one.
    expect((await putProfile(member, { about: 'Mail me at anne@example.com' })).statusCode).toBe(200);
    expect(await seenAbout(member)).toBe('Mail me at anne@example.com');

    const { items, total } = await queue();
    expect(total).toBe(2);
    expect(items.map(({ member: { id }, field, before, after, review }) => ({ id, field, before, after, review }))).toEqual([
      { id: member.id, field: 'about', before: '', after: 'Mail me at anne@example.com', review: 'queued' },
      { id: member.id, field: 'name', before: 'Annemarie', after: 'Anne', review: 'queued' },
    ]);
    expect(QueueCount.parse((await moderator('GET', '/api/admin/moderation/texts/count')).json()).count).toBe(2);

    const [about, name] = items;
    expect((await decide(about!.id, { decision: 'reject', reason: 'contact_details' })).statusCode).toBe(200);
    expect((await decide(name!.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await ownProfile(member)).toMatchObject({ name: 'Anne', about: '', rejected_texts: [{ field: 'about', reason: 'contact_details' }] });
    expect(await seenAbout(member)).toBe('');
    expect((await queue()).items).toEqual([]);
    expect((await auditOfMember(t, member.id)).map(({ action, reason, before, after }) => ({ action, reason, before, after }))).toEqual([
      {
        action: 'profile_text.reject',
        reason: 'contact_details',
        before: { reviewId: about!.id, field: 'about', text: 'Mail me at anne@example.com', review: 'queued' },
        after: { reviewId: about!.id, field: 'about', text: '', review: 'done', rejectReason: 'contact_details' },
      },
      {
        action: 'profile_text.approve',
        reason: 'approve in the profile text queue',
        before: { reviewId: name!.id, field: 'name', text: 'Anne', review: 'queued' },
        after: { reviewId: name!.id, field: 'name', text: 'Anne', review: 'done', rejectReason: null },
      },
    ]);
    // Deciding again changes nothing.
    expect((await decide(about!.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await auditOfMember(t, member.id)).toHaveLength(2);

    // Writing the text again ends the notice; the new text waits in turn.
    await putProfile(member, { about: 'I love hiking' });
    expect((await ownProfile(member)).rejected_texts).toEqual([]);
    expect((await queue()).items.map((item) => item.after)).toEqual(['I love hiking']);
  });

  it('escalates to an admin, and is closed to support', async () => {
    const member = await activeMember(t);
    await putProfile(member, { about: 'Something borderline' });
    const review = (await queue()).items.find((item) => item.member.id === member.id)!;
    expect((await decide(review.id, { decision: 'escalate' })).statusCode).toBe(200);
    expect((await queue('escalated')).items.map((item) => item.id)).toEqual([review.id]);
    expect(ErrorBody.parse((await decide(review.id, { decision: 'approve' })).json()).error.code).toBe('escalated_to_admin');
    const admin = await staffCaller(t, 'admin');
    expect((await decide(review.id, { decision: 'approve' }, admin)).statusCode).toBe(200);

    const support = await staffCaller(t, 'support');
    expect((await support('GET', '/api/admin/moderation/texts')).statusCode).toBe(403);
    expect((await decide(review.id, { decision: 'approve' }, support)).statusCode).toBe(403);
    expect((await decide(999999, { decision: 'approve' })).statusCode).toBe(404);
  });
});
