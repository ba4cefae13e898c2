import { randomUUID } from 'node:crypto';
import {
  AdminSitesResponse,
  type CreateFictionalInput,
  FirstContactCandidate,
  type FirstContactRefusal,
  FirstContactSettings,
  type Locale,
  PhotoResponse,
} from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bans, blocks, conversations, messages, operatorMessages, photos, profiles, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createFictional } from '../../test/fictional';
import { activeMember } from '../../test/members';
import { realPhoto, uploadPhoto } from '../../test/photos';
import { type StaffCaller, staffCaller } from '../../test/staff';
import { firstContactCandidates, firstContactRefusal, signupWindow } from './first-contact';
import { setHiddenForReview } from './visible-members';

let t: TestApp;
let operator: StaffCaller;
let siteId: number;
let otherSiteId: number;
/** Fictional profiles made through the back office: `writer` is the one asking, the others wrote first before. */
let writer: number;
let others: number[];

const MINUTE = 60_000;
const now = new Date();
const settings = FirstContactSettings.parse({ per_member: 2, after_signup_minutes: 30, within_signup_days: 14 });

beforeAll(async () => {
  t = await buildTestApp();
  operator = await staffCaller(t, 'operator');
  const admin = await staffCaller(t, 'admin');
  const { sites } = AdminSitesResponse.parse((await admin('GET', '/api/admin/sites')).json());
  siteId = sites.find((site) => site.domain === 'localhost')!.id;
  otherSiteId = sites.find((site) => site.domain === 'she.localhost')!.id;
  [writer, ...others] = [await fictional('Ruben'), await fictional('Ivo'), await fictional('Mark')];
});
afterAll(() => t?.close());

const fictional = (name: string, kind: Partial<Pick<CreateFictionalInput, 'gender' | 'sexuality'>> = {}) => createFictional(operator, siteId, { name, ...kind });

/** A confirmed, visible member who signed up `minutesAgo` before `now`. */
async function newMember(minutesAgo = 60, language: Locale = 'en') {
  const member = await activeMember(t);
  await t.db
    .update(users)
    .set({ createdAt: new Date(now.getTime() - minutesAgo * MINUTE), language })
    .where(eq(users.id, member.id));
  return member;
}

const refusal = (memberId: number, fictionalId = writer, rules = settings) =>
  firstContactRefusal(t.db, rules, { fictionalId, memberId, now });

const candidates = (options: { language?: Locale; limit?: number; fictionalId?: number; rules?: FirstContactSettings } = {}) =>
  firstContactCandidates(t.db, options.rules ?? settings, {
    fictionalId: options.fictionalId ?? writer,
    now,
    limit: options.limit ?? 10_000,
    language: options.language,
  });

const listed = async (memberId: number) => (await candidates()).some((candidate) => candidate.id === memberId);

/**
 * A message of fictional profile `from` to the member, as the operator console records it: a first
 * message, or an answer in a conversation the member began.
 */
async function fictionalWrote(from: number, memberId: number, firstContact = true) {
  const [conversation] = await t.db
    .insert(conversations)
    .values({ siteId, memberA: Math.min(from, memberId), memberB: Math.max(from, memberId) })
    .returning();
  const [message] = await t.db
    .insert(messages)
    .values({ conversationId: conversation!.id, senderId: from, kind: 'text', text: 'Hi, new here?', clientMessageId: randomUUID(), creditsCharged: 0 })
    .returning();
  await t.db
    .insert(operatorMessages)
    .values({ messageId: message!.id, conversationId: conversation!.id, siteId, fictionalId: from, memberId, sentAt: now, firstContact });
}

/** The list and the single check agree: a member is listed exactly when nothing is refused. */
async function expectRefused(memberId: number, expected: FirstContactRefusal | null) {
  expect(await refusal(memberId)).toBe(expected);
  expect(await listed(memberId)).toBe(expected === null);
}

describe('the signup window', () => {
  it('runs from within_signup_days before now to after_signup_minutes before now', () => {
    const at = new Date('2026-11-26T12:00:00Z');
    expect(signupWindow({ per_member: 1, after_signup_minutes: 90, within_signup_days: 2 }, at)).toEqual({
      from: new Date('2026-11-24T12:00:00Z'),
      until: new Date('2026-11-26T10:30:00Z'),
    });
  });

  it('refuses settings whose wait is as long as the window, which would stop first messages unseen', () => {
    const result = FirstContactSettings.safeParse({ per_member: 1, after_signup_minutes: 1440, within_signup_days: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['after_signup_minutes']);
    expect(FirstContactSettings.safeParse({ per_member: 1, after_signup_minutes: 1439, within_signup_days: 1 }).success).toBe(true);
  });
});

describe('whom a fictional profile may write first to', () => {
  it('a new, confirmed member who signed up after the wait; listed with what the console shows and nothing private', async () => {
    const member = await newMember(45, 'de');
    await expectRefused(member.id, null);
    const shown = async () => FirstContactCandidate.strict().parse((await candidates()).find((c) => c.id === member.id));
    expect(await shown()).toMatchObject({
      id: member.id,
      name: 'Alex',
      age: expect.any(Number),
      country: 'NL',
      language: 'de',
      signedUpAt: new Date(now.getTime() - 45 * MINUTE).toISOString(),
      thumbUrl: null,
    });
    const uploaded = await uploadPhoto(t, member.headers, await realPhoto());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photo } = PhotoResponse.parse(uploaded.json());
    // Only a photo others may see is shown: this one once the moderators approved it.
    expect((await shown()).thumbUrl).toBeNull();
    await t.db.update(photos).set({ status: 'active' }).where(eq(photos.id, photo.id));
    expect((await shown()).thumbUrl).toBe(`/media/photos/${photo.id}/thumb.jpg`);
  });

  it('not before after_signup_minutes nor after within_signup_days, each bound included', async () => {
    await expectRefused((await newMember(29)).id, 'too_soon');
    await expectRefused((await newMember(30)).id, null);
    await expectRefused((await newMember(14 * 24 * 60)).id, null);
    await expectRefused((await newMember(14 * 24 * 60 + 1)).id, 'not_new');
  });

  it('not to a member who turned it off, until they turn it on again', async () => {
    const member = await newMember();
    const put = (on: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/user.php', headers: member.headers, payload: { fictional_first_contact: on } });
    expect((await put(false)).statusCode).toBe(200);
    await expectRefused(member.id, 'opted_out');
    expect((await put(true)).statusCode).toBe(200);
    await expectRefused(member.id, null);
  });

  it('not when either has blocked the other', async () => {
    const blocker = await newMember();
    const response = await t.app.inject({ method: 'POST', url: '/api/block.php', headers: blocker.headers, payload: { profile_id: writer } });
    expect(response.statusCode, response.body).toBe(200);
    await expectRefused(blocker.id, 'blocked');
    // Another fictional profile still may.
    expect(await refusal(blocker.id, others[0])).toBeNull();

    const blocked = await newMember();
    await t.db.insert(blocks).values({ blockerId: writer, blockedId: blocked.id });
    await expectRefused(blocked.id, 'blocked');
  });

  it('not once the two have written, whoever wrote; a conversation only opened is no contact', async () => {
    const member = await newMember();
    const opened = await t.app.inject({ url: `/api/conversation.php?profile_id=${writer}`, headers: member.headers });
    expect(opened.statusCode, opened.body).toBe(200);
    await expectRefused(member.id, null);

    await t.db.update(users).set({ credits: 100 }).where(eq(users.id, member.id));
    expect((await t.app.inject({ method: 'POST', url: '/api/fictional-warning.php', headers: member.headers })).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: member.headers,
      payload: { kind: 'text', profile_id: writer, text: 'Hello Marlene', client_message_id: randomUUID() },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await expectRefused(member.id, 'already_in_contact');

    const written = await newMember();
    await fictionalWrote(writer, written.id);
    expect(await refusal(written.id)).toBe('already_in_contact');
  });

  it('not past per_member first messages from fictional profiles, whichever wrote them; 0 turns them off', async () => {
    const member = await newMember();
    await fictionalWrote(others[0]!, member.id);
    await expectRefused(member.id, null);
    await fictionalWrote(others[1]!, member.id);
    await expectRefused(member.id, 'limit_reached');
    expect(await refusal(member.id, writer, { ...settings, per_member: 3 })).toBeNull();

    const fresh = await newMember();
    const off = { ...settings, per_member: 0 };
    expect(await refusal(fresh.id, writer, off)).toBe('limit_reached');
    expect(await candidates({ rules: off })).toEqual([]);
    // Answers of fictional profiles in a conversation the member began are no first messages.
    await fictionalWrote(others[1]!, fresh.id, false);
    expect(await refusal(fresh.id, writer, { ...settings, per_member: 1 })).toBeNull();
  });

  it('only to members the profile could be a match for, both ways, as the match finder has it', async () => {
    const member = await newMember();
    await expectRefused(member.id, null);
    for (const kind of [
      { gender: 'female', sexuality: 'hetero' },
      { gender: 'male', sexuality: 'hetero' },
      { gender: 'female', sexuality: 'gay' },
    ] as const) {
      expect(await refusal(member.id, await fictional(`Other${kind.gender}${kind.sexuality}`, kind)), JSON.stringify(kind)).toBe('not_suited');
    }
    // A bi member looks for both: a woman who looks for men may write to him.
    await t.db.update(profiles).set({ sexuality: 'bi' }).where(eq(profiles.userId, member.id));
    expect(await refusal(member.id, await fictional('Anouk', { gender: 'female', sexuality: 'hetero' }))).toBeNull();
  });

  it('names the first rule broken, in the order of the rules', async () => {
    const member = await newMember(20);
    await t.db.update(users).set({ fictionalFirstContact: false }).where(eq(users.id, member.id));
    expect(await refusal(member.id)).toBe('too_soon');
    await t.db.update(users).set({ createdAt: new Date(now.getTime() - 60 * MINUTE) }).where(eq(users.id, member.id));
    expect(await refusal(member.id)).toBe('opted_out');
  });

  it('finds no one who is not a visible, confirmed real member of the profile’s site', async () => {
    const hidden = await newMember();
    await setHiddenForReview(t.db, hidden.id, true);
    await expectRefused(hidden.id, 'not_found');

    const banned = await newMember();
    await t.db.insert(bans).values({ siteId, kind: 'account', value: String(banned.id), userId: banned.id, reason: 'scam' });
    await expectRefused(banned.id, 'not_found');

    const unconfirmed = await newMember();
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, unconfirmed.id));
    await expectRefused(unconfirmed.id, 'not_found');

    const elsewhere = await newMember();
    await t.db.update(users).set({ siteId: otherSiteId }).where(eq(users.id, elsewhere.id));
    await t.db.update(profiles).set({ siteId: otherSiteId }).where(eq(profiles.userId, elsewhere.id));
    await expectRefused(elsewhere.id, 'not_found');

    // Fictional profiles do not write first to each other; nor does a real member count as one.
    await t.db.update(users).set({ createdAt: new Date(now.getTime() - 60 * MINUTE) }).where(eq(users.id, others[0]!));
    await expectRefused(others[0]!, 'not_found');
    const real = await newMember();
    const member = await newMember();
    expect(await refusal(member.id, real.id)).toBe('not_found');
    expect(await candidates({ fictionalId: real.id })).toEqual([]);
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, member.id));
    await expectRefused(member.id, 'not_found');
  });

  it('lists the newest signups first, up to the limit, in one language when asked', async () => {
    const older = await newMember(50, 'fi');
    const newer = await newMember(40, 'fi');
    await newMember(35, 'sv');
    const finnish = await candidates({ language: 'fi' });
    expect(finnish.every((candidate) => candidate.language === 'fi')).toBe(true);
    expect(finnish.slice(0, 2).map((candidate) => candidate.id)).toEqual([newer.id, older.id]);
    expect((await candidates({ language: 'fi', limit: 1 })).map((candidate) => candidate.id)).toEqual([newer.id]);
    const all = await candidates();
    const times = all.map((candidate) => candidate.signedUpAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
