import { randomUUID } from 'node:crypto';
import {
  AdminSitesResponse,
  type ChatMessage,
  type CreateFictionalInput,
  ErrorBody,
  FictionalPhotoResponse,
  FirstContactList,
  OperatorClaim,
  OperatorConversation,
  OperatorMessageSent,
  OperatorQueue,
  QueueCount,
  SendMessageResponse,
} from '@app/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, creditLedger, jobs, messages, operatorMessages, users } from '../../db/schema';
import { MINUTE_MS } from '../../platform/clock';
import { outboxTo } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createFictional } from '../../test/fictional';
import { type ChatMember, chatTestHelpers } from '../../test/chat';
import { multipart, realPhoto } from '../../test/photos';
import { type StaffCaller, staffCaller, staffCookie, staffHeaders } from '../../test/staff';
import { testClock } from '../../test/test-clock';

const clock = testClock();
let t: TestApp;
let operator: StaffCaller;
let colleague: StaffCaller;
let siteId: number;

beforeAll(async () => {
  t = await buildTestApp({ now: clock.now });
  operator = await staffCaller(t, 'operator', clock.now());
  colleague = await staffCaller(t, 'operator', clock.now());
  const admin = await staffCaller(t, 'admin', clock.now());
  siteId = AdminSitesResponse.parse((await admin('GET', '/api/admin/sites')).json()).sites.find((site) => site.domain === 'localhost')!.id;
});
afterAll(() => t?.close());

const { member, sendText, history, openConversation } = chatTestHelpers(() => t);

const fictionalProfile = (name = 'Maarten', kind: Partial<Pick<CreateFictionalInput, 'gender' | 'sexuality'>> = {}) =>
  createFictional(operator, siteId, { name, city: 'Haarlem', notes: 'Florist. Has a cat called Mies.', ...kind });

/** A member who confirmed the warning and wrote to the fictional profile: the conversation waits. */
async function waitingConversation(fictionalId: number, text = 'Hi Maarten, how are you?') {
  const writer = await member({ credits: 100 });
  await t.app.inject({ method: 'POST', url: '/api/fictional-warning.php', headers: writer.headers });
  const sent = await sendText(writer, { id: fictionalId } as ChatMember, text);
  expect(sent.statusCode, sent.body).toBe(200);
  const message = SendMessageResponse.parse(sent.json()).message;
  return { writer, message, conversationId: message.conversation_id };
}

async function queue(caller: StaffCaller = operator, query = '') {
  const response = await caller('GET', `/api/admin/operator/queue?siteId=${siteId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return OperatorQueue.parse(response.json());
}

const inQueue = async (conversationId: number) => (await queue()).items.find((item) => item.conversationId === conversationId);

async function open(caller: StaffCaller, conversationId: number) {
  const response = await caller('GET', `/api/admin/operator/conversations/${conversationId}`);
  expect(response.statusCode, response.body).toBe(200);
  return OperatorConversation.parse(response.json());
}

const answer = (caller: StaffCaller, conversationId: number, body: Record<string, unknown>) =>
  caller('POST', `/api/admin/operator/conversations/${conversationId}/messages`, { client_message_id: randomUUID(), ...body });

async function uploadPhoto(fictionalId: number): Promise<number> {
  const { payload, contentType } = await multipart({ photo: { file: await realPhoto() } });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/admin/fictional/${fictionalId}/photos`,
    headers: { ...staffHeaders(await staffCookie(t, 'operator', clock.now())), 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return FictionalPhotoResponse.parse(uploaded.json()).photo.id;
}

const errorCode = (response: { json: () => unknown }) => ErrorBody.parse(response.json()).error.code;

/** The messages the member's open tabs hear of, and the read marks. */
function eventsOf(userId: number) {
  const heard: ChatMessage[] = [];
  const read: number[] = [];
  const unsubscribe = t.app.realtime.subscribe(userId, (event) => {
    if (event.type === 'message') heard.push(event.message);
    if (event.type === 'read') read.push(event.conversation_id);
  });
  return { heard, read, unsubscribe };
}

const notificationsOf = async (messageId: number) =>
  (await t.db.select().from(jobs).where(and(eq(jobs.type, 'notify'), sql`${jobs.payload} -> 'event' ->> 'messageId' = ${String(messageId)}`)))
    .length;

describe('the operator console queue', () => {
  it('lists a member waiting for a fictional profile, with the waiting time and language, and no address of theirs', async () => {
    const fictionalId = await fictionalProfile();
    const { writer, message, conversationId } = await waitingConversation(fictionalId);
    clock.advance(MINUTE_MS);
    await sendText(writer, { id: fictionalId } as ChatMember, 'Are you there?');

    const item = await inQueue(conversationId);
    expect(item).toMatchObject({
      siteId,
      language: 'en',
      waitingSince: message.created_at,
      waitingMessages: 2,
      member: { id: writer.id },
      fictional: { id: fictionalId, name: 'Maarten' },
      claim: null,
    });
    const count = QueueCount.parse((await operator('GET', `/api/admin/operator/queue/count?siteId=${siteId}`)).json());
    expect(count.count).toBeGreaterThanOrEqual(1);

    const everything = JSON.stringify([await queue(), await open(operator, conversationId)]);
    const [account] = await t.db.select({ email: users.email, ip: users.signupIp }).from(users).where(eq(users.id, writer.id));
    expect(everything).not.toContain(account!.email);
    if (account!.ip) expect(everything).not.toContain(account!.ip);
  });

  it('leaves out members who cannot be answered: unconfirmed address, a block either way', async () => {
    const fictionalId = await fictionalProfile();
    const unconfirmed = await waitingConversation(fictionalId);
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, unconfirmed.writer.id));
    const blocking = await waitingConversation(fictionalId);
    await t.db.insert(blocks).values({ blockerId: blocking.writer.id, blockedId: fictionalId });
    expect(await inQueue(unconfirmed.conversationId)).toBeUndefined();
    expect(await inQueue(blocking.conversationId)).toBeUndefined();
    expect((await operator('GET', `/api/admin/operator/conversations/${blocking.conversationId}`)).statusCode).toBe(403);
  });

  it('is for operators and admins only', async () => {
    for (const role of ['moderator', 'support', 'finance'] as const) {
      const caller = await staffCaller(t, role, clock.now());
      expect((await caller('GET', '/api/admin/operator/queue')).statusCode, role).toBe(403);
      expect((await caller('POST', '/api/admin/operator/next', {})).statusCode, role).toBe(403);
    }
  });
});

describe('taking a conversation', () => {
  it('locks it to one operator; another is refused until the claim lapses', async () => {
    const fictionalId = await fictionalProfile();
    const { conversationId } = await waitingConversation(fictionalId);

    const taken = await operator('POST', `/api/admin/operator/conversations/${conversationId}/claim`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(OperatorClaim.parse(taken.json()).expiresAt).toBe(new Date(clock.now().getTime() + 5 * MINUTE_MS).toISOString());
    expect((await inQueue(conversationId))?.claim).toMatchObject({ mine: true });
    expect((await queue(colleague)).items.find((item) => item.conversationId === conversationId)?.claim).toMatchObject({ mine: false });

    for (const refused of [
      await colleague('POST', `/api/admin/operator/conversations/${conversationId}/claim`),
      await colleague('GET', `/api/admin/operator/conversations/${conversationId}`),
      await answer(colleague, conversationId, { kind: 'text', text: 'Me too', seen_message_id: null }),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(errorCode(refused)).toBe('conversation_taken');
    }

    // Renewing while the console is open keeps it; leaving lets it lapse.
    clock.advance(4 * MINUTE_MS);
    expect((await operator('POST', `/api/admin/operator/conversations/${conversationId}/claim`)).statusCode).toBe(200);
    clock.advance(4 * MINUTE_MS);
    expect((await colleague('POST', `/api/admin/operator/conversations/${conversationId}/claim`)).statusCode).toBe(409);
    clock.advance(2 * MINUTE_MS);
    expect((await colleague('POST', `/api/admin/operator/conversations/${conversationId}/claim`)).statusCode).toBe(200);
    const late = await answer(operator, conversationId, { kind: 'text', text: 'Sorry, I was away', seen_message_id: null });
    expect(errorCode(late)).toBe('conversation_taken');
    expect((await colleague('DELETE', `/api/admin/operator/conversations/${conversationId}/claim`)).statusCode).toBe(200);
    expect((await inQueue(conversationId))?.claim).toBeNull();
  });

  it('"next" hands each operator the longest-waiting conversation nobody else holds', async () => {
    const fictionalId = await fictionalProfile();
    const first = await waitingConversation(fictionalId);
    clock.advance(1000);
    const second = await waitingConversation(fictionalId);
    // Older conversations other tests left waiting come first; take them out of the way.
    const waiting = (await queue()).items.map((item) => item.conversationId);
    const ahead = waiting.slice(0, waiting.indexOf(first.conversationId));
    const admin = await staffCaller(t, 'admin', clock.now());
    for (const id of ahead) await admin('POST', `/api/admin/operator/conversations/${id}/claim`);

    const mine = OperatorClaim.parse((await operator('POST', '/api/admin/operator/next', { siteId })).json());
    const theirs = OperatorClaim.parse((await colleague('POST', '/api/admin/operator/next', { siteId })).json());
    expect([mine.conversationId, theirs.conversationId]).toEqual([first.conversationId, second.conversationId]);
    // Asking again keeps one's own.
    expect(OperatorClaim.parse((await operator('POST', '/api/admin/operator/next', { siteId })).json()).conversationId).toBe(first.conversationId);

    const empty = await colleague('POST', '/api/admin/operator/next', { siteId, language: 'fi' });
    expect(empty.statusCode).toBe(404);
    expect(errorCode(empty)).toBe('queue_empty');
    for (const id of [...ahead, first.conversationId, second.conversationId]) {
      await admin('DELETE', `/api/admin/operator/conversations/${id}/claim`);
      await operator('DELETE', `/api/admin/operator/conversations/${id}/claim`);
      await colleague('DELETE', `/api/admin/operator/conversations/${id}/claim`);
    }
  });
});

describe('answering as the fictional profile', () => {
  it('shows the conversation, the member, the notes, and the profile’s earlier answers', async () => {
    const fictionalId = await fictionalProfile();
    const earlier = await waitingConversation(fictionalId, 'Hello from Utrecht');
    await open(operator, earlier.conversationId);
    const seen = (await history(earlier.writer, earlier.conversationId)).messages.at(-1)!.id;
    expect((await answer(operator, earlier.conversationId, { kind: 'text', text: 'My cat Mies says hi', seen_message_id: seen })).statusCode).toBe(200);

    const { writer, conversationId, message } = await waitingConversation(fictionalId, 'Do you like sailing?');
    const view = await open(operator, conversationId);
    expect(view).toMatchObject({
      conversationId,
      siteId,
      language: 'en',
      member: { id: writer.id },
      fictional: { id: fictionalId, notes: 'Florist. Has a cat called Mies.' },
      messages: [{ id: message.id, text: 'Do you like sailing?', sender_id: writer.id }],
      hasMore: false,
    });
    expect(view.earlierAnswers.map((entry) => entry.message.text)).toEqual(['My cat Mies says hi']);
    expect(view.gifts.length).toBeGreaterThan(0);
    await operator('DELETE', `/api/admin/operator/conversations/${conversationId}/claim`);
  });

  it('reaches the member live, read and notified, free for the profile, and leaves the queue', async () => {
    const fictionalId = await fictionalProfile();
    const { writer, message, conversationId } = await waitingConversation(fictionalId);
    clock.advance(3 * MINUTE_MS);
    await open(operator, conversationId);
    const events = eventsOf(writer.id);
    const sent = await answer(operator, conversationId, { kind: 'text', text: 'Hi! I am fine, and you?', seen_message_id: message.id });
    events.unsubscribe();
    expect(sent.statusCode, sent.body).toBe(200);
    const reply = OperatorMessageSent.parse(sent.json()).message;

    expect(reply).toMatchObject({ sender_id: fictionalId, text: 'Hi! I am fine, and you?', conversation_id: conversationId });
    expect(events.heard).toEqual([reply]);
    expect(events.read).toEqual([conversationId]);
    // A mail later, as the member set them (a push too for a member with a push subscription): away, the member is mailed.
    expect(await notificationsOf(reply.id)).toBe(1);
    await t.app.jobs.runDueJobs();
    clock.advance(10 * MINUTE_MS);
    await t.app.jobs.runDueJobs();
    const [mail] = await outboxTo(t.db, writer.email);
    expect(mail?.subject).toBe('Maarten sent you a message');
    expect((await history(writer, conversationId)).messages.map((m) => [m.text, m.read])).toEqual([
      ['Hi Maarten, how are you?', true],
      ['Hi! I am fine, and you?', false],
    ]);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, fictionalId))).toEqual([]);
    const [row] = await t.db.select().from(operatorMessages).where(eq(operatorMessages.messageId, reply.id));
    expect(row).toMatchObject({ conversationId, siteId, fictionalId, memberId: writer.id, firstContact: false });
    expect(row!.waitedSince?.toISOString()).toBe(message.created_at);
    expect(row!.sentAt.getTime() - row!.waitedSince!.getTime()).toBe(3 * MINUTE_MS);

    expect(await inQueue(conversationId)).toBeUndefined();
    // The operator let go: the next message from the member waits again, for anyone.
    await sendText(writer, { id: fictionalId } as ChatMember, 'Great, thanks!');
    expect((await inQueue(conversationId))?.claim).toBeNull();
  });

  it('refuses an answer while the member wrote something the operator has not seen, and keeps nothing', async () => {
    const fictionalId = await fictionalProfile();
    const { writer, message, conversationId } = await waitingConversation(fictionalId);
    await open(operator, conversationId);
    await sendText(writer, { id: fictionalId } as ChatMember, 'Actually, one more thing');
    const refused = await answer(operator, conversationId, { kind: 'text', text: 'Hi', seen_message_id: message.id });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('conversation_changed');
    expect((await history(writer, conversationId)).messages).toHaveLength(2);
    expect((await inQueue(conversationId))?.waitingMessages).toBe(2);
    await operator('DELETE', `/api/admin/operator/conversations/${conversationId}/claim`);
  });

  it('sends gifts and the profile’s own gallery photos, never another profile’s photo', async () => {
    const fictionalId = await fictionalProfile();
    const photoId = await uploadPhoto(fictionalId);
    const othersPhotoId = await uploadPhoto(await fictionalProfile('Other'));
    const { writer, message, conversationId } = await waitingConversation(fictionalId);
    await open(operator, conversationId);

    const gift = await answer(operator, conversationId, { kind: 'gift', gift_id: 'rose', seen_message_id: message.id });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(OperatorMessageSent.parse(gift.json()).message.gift?.id).toBe('rose');

    await sendText(writer, { id: fictionalId } as ChatMember, 'Thank you! A photo?');
    const seen = (await history(writer, conversationId)).messages.at(-1)!.id;
    await open(operator, conversationId);
    const foreign = await answer(operator, conversationId, { kind: 'photo', photo_id: othersPhotoId, seen_message_id: seen });
    expect(foreign.statusCode).toBe(400);
    expect(errorCode(foreign)).toBe('validation_failed');
    expect((await answer(operator, conversationId, { kind: 'gift', gift_id: 'no_such_gift', seen_message_id: seen })).statusCode).toBe(400);
    const photo = await answer(operator, conversationId, { kind: 'photo', photo_id: photoId, seen_message_id: seen });
    expect(photo.statusCode, photo.body).toBe(200);
    const sentPhoto = OperatorMessageSent.parse(photo.json()).message.photo!;
    expect((await t.app.inject({ url: sentPhoto.url, headers: writer.headers })).statusCode).toBe(200);
  });

  it('never reaches a member who blocked the profile after writing', async () => {
    const fictionalId = await fictionalProfile();
    const { writer, message, conversationId } = await waitingConversation(fictionalId);
    await open(operator, conversationId);
    await t.db.insert(blocks).values({ blockerId: writer.id, blockedId: fictionalId });
    const refused = await answer(operator, conversationId, { kind: 'text', text: 'Hello?', seen_message_id: message.id });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, fictionalId))).toEqual([]);
    expect((await openConversation(writer, fictionalId)).statusCode).toBe(403);
  });
});

describe('first messages from a fictional profile', () => {
  /** A member who signed up an hour ago: new, and past the site's wait after signup. */
  async function newMember() {
    const m = await member();
    await t.db.update(users).set({ createdAt: new Date(clock.now().getTime() - 60 * MINUTE_MS) }).where(eq(users.id, m.id));
    return m;
  }

  const writeFirst = (fictionalId: number, memberId: number, text = 'Hi, welcome! I saw you are new here.') =>
    operator('POST', '/api/admin/operator/first-contact', { fictionalId, memberId, kind: 'text', text, client_message_id: randomUUID() });

  async function candidates(fictionalId: number) {
    const response = await operator('GET', `/api/admin/operator/first-contact?fictionalId=${fictionalId}`);
    expect(response.statusCode, response.body).toBe(200);
    return FirstContactList.parse(response.json());
  }

  const refusal = (response: { json: () => unknown }) => (response.json() as { error: { code: string; params?: { reason?: string } } }).error;

  it('lists new members and writes to one, live, free, recorded as a first message', async () => {
    const fictionalId = await fictionalProfile();
    const newcomer = await newMember();
    const list = await candidates(fictionalId);
    expect(list.settings).toEqual({ per_member: 2, after_signup_minutes: 30, within_signup_days: 14 });
    expect(list.candidates.find((candidate) => candidate.id === newcomer.id)).toMatchObject({ language: 'en' });
    expect(JSON.stringify(list)).not.toContain('@');

    const events = eventsOf(newcomer.id);
    const sent = await writeFirst(fictionalId, newcomer.id);
    events.unsubscribe();
    expect(sent.statusCode, sent.body).toBe(200);
    const message = OperatorMessageSent.parse(sent.json()).message;
    expect(events.heard).toEqual([message]);
    const [row] = await t.db.select().from(operatorMessages).where(eq(operatorMessages.messageId, message.id));
    expect(row).toMatchObject({ firstContact: true, waitedSince: null, memberId: newcomer.id, fictionalId });
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, fictionalId))).toEqual([]);

    // Once: the two are in contact now, and the member left the profile's list.
    const again = await writeFirst(fictionalId, newcomer.id);
    expect(again.statusCode).toBe(403);
    expect(refusal(again)).toMatchObject({ code: 'first_contact_refused', params: { reason: 'already_in_contact' } });
    expect((await candidates(fictionalId)).candidates.some((candidate) => candidate.id === newcomer.id)).toBe(false);
  });

  it('keeps to the site’s limits, and never writes to a member who turned it off or blocked the profile', async () => {
    const [first, second, third] = [await fictionalProfile(), await fictionalProfile(), await fictionalProfile()];
    const newcomer = await newMember();
    expect((await writeFirst(first, newcomer.id)).statusCode).toBe(200);
    expect((await writeFirst(second, newcomer.id)).statusCode).toBe(200);
    expect(refusal(await writeFirst(third, newcomer.id)).params?.reason).toBe('limit_reached');

    const optedOut = await newMember();
    await t.db.update(users).set({ fictionalFirstContact: false }).where(eq(users.id, optedOut.id));
    expect(refusal(await writeFirst(first, optedOut.id)).params?.reason).toBe('opted_out');

    const blocking = await newMember();
    await t.db.insert(blocks).values({ blockerId: blocking.id, blockedId: first });
    expect(refusal(await writeFirst(first, blocking.id)).params?.reason).toBe('blocked');

    const justArrived = await member();
    await t.db.update(users).set({ createdAt: clock.now() }).where(eq(users.id, justArrived.id));
    expect(refusal(await writeFirst(first, justArrived.id)).params?.reason).toBe('too_soon');
    const written = await t.db.select().from(operatorMessages).where(eq(operatorMessages.fictionalId, first));
    expect(written.map((row) => row.memberId)).toEqual([newcomer.id]);
  });

  it('lets only one of two operators writing at once pass the last first message a member may get', async () => {
    const [first, second, third] = [await fictionalProfile(), await fictionalProfile(), await fictionalProfile()];
    const newcomer = await newMember();
    expect((await writeFirst(first, newcomer.id)).statusCode).toBe(200);
    const answers = await Promise.all([writeFirst(second, newcomer.id), writeFirst(third, newcomer.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const received = await t.db.select().from(operatorMessages).where(and(eq(operatorMessages.memberId, newcomer.id), eq(operatorMessages.firstContact, true)));
    expect(received).toHaveLength(2);
  });
});
