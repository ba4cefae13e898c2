import {
  AdminComplaintDetail,
  AuditPage,
  ComplaintQueue,
  ComplaintResponse,
  ErrorBody,
  LanderResponse,
  MyComplaint,
  MyComplaintsResponse,
  QueueCount,
  SearchResponse,
  SwipeResponse,
} from '@app/core';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPhotos, complaints, conversationMembers, conversations, messages, photos, profiles, users } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, addSite, addViewer, onSite, type TestSite } from '../../test/discovery';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { testClock } from '../../test/test-clock';

const clock = testClock(new Date('2026-03-02T10:00:00Z'));
let t: TestApp;
let inbox: SmtpInbox;
let site: TestSite;
let other: TestSite;
let support: StaffCaller;
let moderator: StaffCaller;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ smtpUrl: inbox.url, now: clock.now });
  site = await addSite(t, {}, 7);
  other = await addSite(t, {}, 7);
  support = await staffCaller(t, 'support', clock.now());
  moderator = await staffCaller(t, 'moderator', clock.now());
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

/** A logged-in member with an address we read the mail of. */
async function member(profile: Parameters<typeof addViewer>[2] = {}) {
  const viewer = await addViewer(t, site, { gender: 'male', sexuality: 'gay', country: 'NL', ...profile });
  const [row] = await t.db
    .select({ name: profiles.name, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, viewer.id));
  return { ...viewer, name: row!.name, email: row!.email };
}

/** A member others see in lists: active with an active main photo. */
async function listedMember() {
  const reported = await member();
  const [photo] = await t.db
    .insert(photos)
    .values({ userId: reported.id, position: 0, width: 600, height: 600, status: 'active' })
    .returning({ id: photos.id });
  await t.db.update(profiles).set({ mainPhotoId: photo!.id }).where(eq(profiles.userId, reported.id));
  return { ...reported, photoId: photo!.id };
}

async function complain(sid: string | undefined, body: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/complaints.php', headers: onSite(site, sid), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return ComplaintResponse.parse(response.json()).reference;
}

const idOf = (reference: string) => Number(reference.split('-')[2]);

async function detail(caller: StaffCaller, id: number) {
  const response = await caller('GET', `/api/admin/complaints/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return AdminComplaintDetail.parse(response.json());
}

async function decide(caller: StaffCaller, id: number, body: object, status = 200) {
  const response = await caller('POST', `/api/admin/complaints/${id}/decision`, body);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

/** The audit entries about a complaint, newest first, as the back office reads them. */
async function auditOf(id: number) {
  const response = await support('GET', `/api/admin/audit?subjectType=complaint&subjectId=${id}`);
  return AuditPage.parse(response.json()).entries;
}

async function mine(sid: string) {
  const response = await t.app.inject({ url: '/api/my-complaints.php', headers: onSite(site, sid) });
  expect(response.statusCode, response.body).toBe(200);
  return MyComplaintsResponse.parse(response.json()).complaints;
}

function appeal(sid: string, reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/complaint-appeal.php',
    headers: onSite(site, sid),
    payload: { reference, text: 'I did nothing wrong, please look again.' },
  });
}

/** A text message from `from` to `to`, as chat stores it. */
async function message(from: number, to: number, values: { text?: string; photo?: boolean } = {}) {
  const [a, b] = from < to ? [from, to] : [to, from];
  const [conversation] = await t.db
    .insert(conversations)
    .values({ siteId: site.id, memberA: a, memberB: b })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const conversationId =
    conversation?.id ??
    (await t.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.memberA, a)))[0]!.id;
  await t.db.insert(conversationMembers).values([{ conversationId, userId: a }, { conversationId, userId: b }]).onConflictDoNothing();
  const photoId = values.photo
    ? (await t.db.insert(chatPhotos).values({ userId: from, width: 600, height: 600 }).returning({ id: chatPhotos.id }))[0]!.id
    : null;
  const [row] = await t.db
    .insert(messages)
    .values({
      conversationId,
      senderId: from,
      kind: photoId ? 'photo' : 'text',
      text: values.text ?? '',
      photoId,
      clientMessageId: randomUUID(),
      creditsCharged: 0,
    })
    .returning({ id: messages.id });
  return row!.id;
}

/** What a member gets who opens, likes and writes to a profile by its id. */
async function contactStatuses(sid: string, profileId: number) {
  const headers = onSite(site, sid);
  const [profile, like, message] = await Promise.all([
    t.app.inject({ url: `/api/profile.php?id=${profileId}`, headers }),
    t.app.inject({ method: 'POST', url: '/api/like.php', headers, payload: { profile_id: profileId } }),
    t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers,
      payload: { kind: 'text', profile_id: profileId, client_message_id: randomUUID(), text: 'Hello' },
    }),
  ]);
  return { profile: profile.statusCode, like: like.statusCode, message: message.statusCode };
}

const underageBody = (profileId: number) => ({ reason: 'underage', message: 'This person says they are 15 years old.', profile_id: profileId });
const ruling = { rule: 'minor', explanation: 'The profile shows a minor; the account is closed.' };

describe('filing a complaint', () => {
  it('answers a reference and mails it to a visitor in their language', async () => {
    const reported = await listedMember();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { ...onSite(site), cookie: 'locale=de' },
      payload: { reason: 'fake_profile', message: 'These photos are stolen from a model.', email: 'visitor@example.test', profile_id: reported.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { reference } = ComplaintResponse.parse(response.json());
    expect(reference).toMatch(/^C-2026-\d{6}$/);
    await t.app.jobs.runDueJobs();
    const mail = await inbox.nextTo('visitor@example.test');
    expect(mail.subject).toBe(`Wir haben deine Beschwerde ${reference} erhalten`);
    expect(mail.text).toContain(reference);
  });

  it('takes a chat message of the other member, and no one else’s', async () => {
    const reporter = await member();
    const reported = await member();
    const stranger = await member();
    const theirs = await message(reported.id, reporter.id, { text: 'Send money or else.' });
    const mine = await message(reporter.id, reported.id, { text: 'Hello' });
    const elsewhere = await message(reported.id, stranger.id, { text: 'Hi' });
    const body = { reason: 'threats', message: 'This member threatens me in chat.', profile_id: reported.id };
    for (const messageId of [mine, elsewhere]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        headers: onSite(site, reporter.sid),
        payload: { ...body, message_id: messageId },
      });
      expect(response.statusCode).toBe(404);
    }
    const reference = await complain(reporter.sid, { ...body, message_id: theirs });
    const { content } = await detail(support, idOf(reference));
    expect(content).toMatchObject({ kind: 'message', text: 'Send money or else.', photoUrl: null, removed: false });
  });
});

describe('the queue', () => {
  it('puts underage and threats first, then the oldest, and counts what waits; support and moderators only', async () => {
    const reporter = await addViewer(t, other);
    const about = await addMember(t, other);
    const post = async (reason: string) => {
      clock.advance(60_000);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/complaints.php',
        headers: onSite(other, reporter.sid),
        payload: { reason, message: 'Please look at this member.', profile_id: about },
      });
      return ComplaintResponse.parse(response.json()).reference;
    };
    const spam = await post('spam');
    const threats = await post('threats');
    const underage = await post('underage');
    const queue = ComplaintQueue.parse((await moderator('GET', `/api/admin/complaints?siteId=${other.id}`)).json());
    expect(queue.items.map((item) => item.reference)).toEqual([underage, threats, spam]);
    expect(queue.items[0]).toMatchObject({ reason: 'underage', status: 'open', hidden: true });
    const count = QueueCount.parse((await support('GET', `/api/admin/complaints/count?siteId=${other.id}`)).json());
    expect(count.count).toBe(3);
    expect(count.oldest_at).toBe(queue.items[2]!.at);
    const finance = await staffCaller(t, 'finance', clock.now());
    expect((await finance('GET', '/api/admin/complaints')).statusCode).toBe(403);
    expect((await finance('POST', `/api/admin/complaints/${idOf(spam)}/decision`, { decision: 'no_action', ...ruling })).statusCode).toBe(403);
  });
});

describe('an underage complaint', () => {
  it('hides the profile from search, swipe and landers at once, until a decision that does not ban', async () => {
    const viewer = await member();
    const reporter = await member();
    const reported = await listedMember();
    const searchIds = async () =>
      SearchResponse.parse((await t.app.inject({ url: '/api/search.php', headers: onSite(site, viewer.sid) })).json()).results.map((p) => p.id);
    const swipeIds = async () =>
      SwipeResponse.parse((await t.app.inject({ url: '/api/swipe.php', headers: onSite(site, viewer.sid) })).json()).cards.map((p) => p.id);
    const landerIds = async () =>
      LanderResponse.parse((await t.app.inject({ url: '/api/lander.php?page=gallery', headers: { host: site.host } })).json()).members.map(
        (p) => p.id,
      );
    expect(await searchIds()).toContain(reported.id);
    expect(await swipeIds()).toContain(reported.id);
    expect(await landerIds()).toContain(reported.id);

    const reference = await complain(reporter.sid, underageBody(reported.id));
    expect(await searchIds()).not.toContain(reported.id);
    expect(await swipeIds()).not.toContain(reported.id);
    expect(await landerIds()).not.toContain(reported.id);
    // Nor by a link kept from before: the profile, a like and a message all find no such member.
    expect(await contactStatuses(viewer.sid, reported.id)).toEqual({ profile: 404, like: 404, message: 404 });

    await decide(support, idOf(reference), { decision: 'no_action', rule: 'other', explanation: 'The member showed an ID: adult.' });
    expect(await searchIds()).toContain(reported.id);
    expect((await contactStatuses(viewer.sid, reported.id)).profile).toBe(200);
  });
});

describe('decisions', () => {
  it('ban: the account is banned, the sessions end, the statement of reasons and the outcome are mailed and audited', async () => {
    const reporter = await member();
    const reported = await listedMember();
    const reference = await complain(reporter.sid, underageBody(reported.id));
    const id = idOf(reference);
    const decided = AdminComplaintDetail.parse((await decide(support, id, { decision: 'ban', ...ruling })).json());
    expect(decided.complaint.status).toBe('decided');
    expect(decided.decision).toMatchObject({ kind: 'ban', rule: 'minor', explanation: ruling.explanation });
    expect(decided.profile?.hidden).toBe(true);
    const banned = await t.app.inject({ url: '/api/user.php', headers: onSite(site, reported.sid) });
    expect(ErrorBody.parse(banned.json()).error.code).toBe('banned');
    expect(await contactStatuses(reporter.sid, reported.id)).toEqual({ profile: 404, like: 404, message: 404 });

    await t.app.jobs.runDueJobs();
    const statement = await inbox.nextMatching(reported.email, /Decision on a complaint/);
    expect(statement.subject).toBe(`Decision on a complaint about your account (${reference})`);
    for (const line of [`Reference: ${reference}`, 'Decision: Account banned', 'Content: The profile', 'Rule: Members must be adults', `Why: ${ruling.explanation}`]) {
      expect(statement.text).toContain(line);
    }
    expect(statement.text).toContain('within 183 days');
    expect(statement.text).toContain('/settings#complaints');
    const outcome = await inbox.nextMatching(reporter.email, /Outcome of your complaint/);
    expect(outcome.text).toContain('Decision: Account banned');
    expect(outcome.text).not.toContain(ruling.explanation);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'complaint.decide', reason: ruling.explanation, after: { decision: 'ban', rule: 'minor' } });
    expect((await decide(moderator, id, { decision: 'warning', ...ruling }, 409)).json()).toMatchObject({
      error: { code: 'complaint_not_open' },
    });
  });

  it('suspend: a ban that ends, with its end in the statement', async () => {
    const reporter = await member();
    const reported = await member();
    const reference = await complain(reporter.sid, { reason: 'harassment', message: 'Keeps insulting me in every chat.', profile_id: reported.id });
    await decide(moderator, idOf(reference), { decision: 'suspend', days: 7, rule: 'violence', explanation: 'Insults in chat.' });
    const [asReported] = await mine(reported.sid);
    expect(asReported!.decision).toMatchObject({ kind: 'suspend', until: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString() });
  });

  it('remove content: a reported chat photo loses its photo, a reported profile photo is hidden', async () => {
    const reporter = await member();
    const reported = await listedMember();
    const chatPhoto = await message(reported.id, reporter.id, { photo: true });
    const photoComplaint = await complain(reporter.sid, {
      reason: 'offensive_photo',
      message: 'An unasked-for explicit photo.',
      profile_id: reported.id,
      message_id: chatPhoto,
    });
    expect((await detail(support, idOf(photoComplaint))).content?.photoUrl).toBe(`/api/admin/complaints/${idOf(photoComplaint)}/content.jpg`);
    await decide(support, idOf(photoComplaint), { decision: 'remove_content', rule: 'public_nudity', explanation: 'Explicit photo sent unasked.' });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, chatPhoto));
    expect(stored!.photoId).toBeNull();
    expect((await detail(support, idOf(photoComplaint))).content).toMatchObject({ removed: true, photoUrl: null });

    const profilePhoto = await complain(reporter.sid, {
      reason: 'offensive_photo',
      message: 'This main photo is a celebrity.',
      profile_id: reported.id,
      photo_id: reported.photoId,
    });
    await decide(support, idOf(profilePhoto), { decision: 'remove_content', rule: 'celebrity', explanation: 'A photo of a celebrity.' });
    const [photo] = await t.db.select().from(photos).where(eq(photos.id, reported.photoId));
    expect(photo!.status).toBe('rejected');

    const noContent = await complain(reporter.sid, { reason: 'spam', message: 'Sends the same text to all.', profile_id: reported.id });
    await decide(support, idOf(noContent), { decision: 'remove_content', rule: 'other', explanation: 'Nothing named.' }, 400);
  });

  it('warning and no action change nothing but the complaint; a complaint about no member can only get no action', async () => {
    const reporter = await member();
    const reported = await member();
    const warned = await complain(reporter.sid, { reason: 'spam', message: 'Advertises another website.', profile_id: reported.id });
    await decide(moderator, idOf(warned), { decision: 'warning', rule: 'contact_details', explanation: 'No advertising.' });
    expect((await t.app.inject({ url: '/api/user.php', headers: onSite(site, reported.sid) })).statusCode).toBe(200);
    const payment = await complain(reporter.sid, { reason: 'payment', message: 'I was charged twice for one bundle.' });
    await decide(support, idOf(payment), { decision: 'warning', rule: 'other', explanation: 'Nobody to warn.' }, 400);
    await decide(support, idOf(payment), { decision: 'no_action', rule: 'other', explanation: 'Refunded by support.' });
  });
});

describe('a member’s own complaints', () => {
  it('lists those they made and those about them, with the statement of reasons for the reported member only', async () => {
    const reporter = await member();
    const reported = await member();
    const reference = await complain(reporter.sid, { reason: 'spam', message: 'Advertises another website.', profile_id: reported.id });
    expect(await mine(reporter.sid)).toEqual([
      expect.objectContaining({ reference, role: 'reporter', about: { id: reported.id, name: reported.name }, status: 'open', decision: null }),
    ]);
    await decide(support, idOf(reference), { decision: 'warning', rule: 'contact_details', explanation: 'No advertising, please.' });
    const [asReporter] = await mine(reporter.sid);
    const [asReported] = await mine(reported.sid);
    expect(asReporter).toMatchObject({ role: 'reporter', decision: { kind: 'warning', explanation: '' }, appeal_until: null });
    expect(asReported).toMatchObject({
      reference,
      role: 'reported',
      about: null,
      status: 'decided',
      decision: { kind: 'warning', rule: 'contact_details', explanation: 'No advertising, please.' },
    });
    expect(asReported!.appeal_until).not.toBeNull();
  });
});

describe('appeals', () => {
  it('the banned member appeals once; the staff member who decided may not decide it; reversing lifts the ban', async () => {
    const reporter = await member();
    const reported = await listedMember();
    const reference = await complain(reporter.sid, underageBody(reported.id));
    const id = idOf(reference);
    const decided = AdminComplaintDetail.parse((await decide(support, id, { decision: 'ban', ...ruling })).json());

    // The ban ended the session for the app, not for the complaints and their appeal.
    const [statement] = await mine(reported.sid);
    expect(statement).toMatchObject({ reference, status: 'decided', decision: { kind: 'ban' } });
    const appealed = await appeal(reported.sid, reference);
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(MyComplaint.parse(appealed.json())).toMatchObject({ status: 'appealed', appeal: { outcome: null }, appeal_until: null });
    expect(ErrorBody.parse((await appeal(reported.sid, reference)).json()).error.code).toBe('appeal_not_allowed');
    expect(ErrorBody.parse((await appeal(reporter.sid, reference)).json()).error.code).toBe('appeal_not_allowed');
    const queue = ComplaintQueue.parse((await support('GET', `/api/admin/complaints?siteId=${site.id}`)).json());
    expect(queue.items.find((item) => item.id === id)?.status).toBe('appealed');

    const reversal = { outcome: 'reversed', explanation: 'The ID the member sent shows an adult.' };
    const same = await support('POST', `/api/admin/complaints/${id}/appeal-decision`, reversal);
    expect(same.statusCode).toBe(403);
    expect(ErrorBody.parse(same.json()).error.code).toBe('appeal_same_staff');
    const other = await moderator('POST', `/api/admin/complaints/${id}/appeal-decision`, reversal);
    expect(other.statusCode, other.body).toBe(200);
    const closed = AdminComplaintDetail.parse(other.json());
    expect(closed.complaint.status).toBe('closed');
    expect(closed.appeal).toMatchObject({ by: 'reported', outcome: 'reversed' });
    expect(closed.profile?.hidden).toBe(false);
    const ban = await support('GET', `/api/admin/members/${reported.id}`);
    expect(ban.json<{ bans: { id: number; active: boolean }[] }>().bans.find((b) => b.id === decided.decision!.banId)?.active).toBe(false);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['complaint.appeal_decide', 'complaint.decide']);

    await t.app.jobs.runDueJobs();
    const mail = await inbox.nextMatching(reported.email, /Decision on your appeal/);
    expect(mail.text).toContain('Outcome: The decision was reversed');
    expect(mail.text).toContain(reversal.explanation);
  });

  it('the reporter appeals no action; reversed, the complaint goes back to the queue', async () => {
    const reporter = await member();
    const reported = await member();
    const reference = await complain(reporter.sid, { reason: 'harassment', message: 'Sends me insults every day.', profile_id: reported.id });
    const id = idOf(reference);
    await decide(support, id, { decision: 'no_action', rule: 'other', explanation: 'Nothing found in the chat.' });
    expect(ErrorBody.parse((await appeal(reported.sid, reference)).json()).error.code).toBe('appeal_not_allowed');
    expect((await appeal(reporter.sid, reference)).statusCode).toBe(200);
    const reopened = await moderator('POST', `/api/admin/complaints/${id}/appeal-decision`, { outcome: 'reversed', explanation: 'The insults are there.' });
    expect(AdminComplaintDetail.parse(reopened.json()).complaint.status).toBe('open');
    await decide(support, id, { decision: 'warning', rule: 'violence', explanation: 'Insults are not allowed.' });
  });

  it('is refused after the appeal period', async () => {
    const reporter = await member();
    const reported = await member();
    const reference = await complain(reporter.sid, { reason: 'spam', message: 'Advertises another website.', profile_id: reported.id });
    await decide(support, idOf(reference), { decision: 'warning', rule: 'contact_details', explanation: 'No advertising.' });
    // Decided 184 days ago: the period (APPEAL_DAYS) is over.
    await t.db.update(complaints).set({ decidedAt: new Date(clock.now().getTime() - 184 * DAY_MS) }).where(eq(complaints.id, idOf(reference)));
    expect(ErrorBody.parse((await appeal(reported.sid, reference)).json()).error.code).toBe('appeal_not_allowed');
  });
});
