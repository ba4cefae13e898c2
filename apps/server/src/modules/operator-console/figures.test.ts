import { randomUUID } from 'node:crypto';
import { type CreateFictionalInput, FictionalCreated, OperatorFigures, SendMessageResponse } from '@app/core';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers, conversations, messages, operatorMessages, sites } from '../../db/schema';
import { MINUTE_MS } from '../../platform/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type ChatMember, chatTestHelpers } from '../../test/chat';
import { createStaff, type StaffCaller, staffCaller, staffHeaders, staffLogin } from '../../test/staff';
import { type TestClock, testClock } from '../../test/test-clock';

let t: TestApp;
let clock: TestClock;
let siteId: number;
let otherSiteId: number;
let finance: StaffCaller;
/** The two operators whose answers the figures count; they never log in. */
let anna: number;
let bert: number;
/** Piet's conversation with Mira, where he waits since 12:00 for the last test to answer. */
let pietWaits: { conversationId: number; messageId: number };

// Far from the demo seed's dates, so the figures are this test's alone. The last 24 hours start at 13:00 the day before.
const at = (time: string) => new Date(time);
const NOW = at('2031-05-20T12:30:00Z');

const { member, send } = chatTestHelpers(() => t);

const moveTo = (time: string) => clock.advance(Date.parse(time) - clock.now().getTime());

async function fictionalProfile(caller: StaffCaller, name: string): Promise<number> {
  const input: CreateFictionalInput = {
    siteId,
    name,
    date_of_birth: '1990-01-01',
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
    region: 'Noord-Holland',
    city: 'Haarlem',
    about: '',
    interests: [],
    notes: '',
    onlineHours: [],
    reason: 'Figures test',
  };
  const response = await caller('POST', '/api/admin/fictional', input);
  expect(response.statusCode, response.body).toBe(200);
  return FictionalCreated.parse(response.json()).id;
}

/** A member's message through the chat, at that time. */
async function memberMessage(from: ChatMember, to: number, time: string) {
  moveTo(time);
  const response = await send(from, { kind: 'text', profile_id: to, text: 'Hello there' });
  expect(response.statusCode, response.body).toBe(200);
  return SendMessageResponse.parse(response.json()).message;
}

/** A member's message through the chat, at that time; answers its conversation. */
const memberWrites = async (from: ChatMember, to: number, time: string) => (await memberMessage(from, to, time)).conversation_id;

/**
 * An operator's message as the profile, as the console stores it: the chat message, its console
 * record with the member's wait, and the member's messages read.
 */
async function profileWrites(
  conversationId: number,
  { staffId, fictionalId, memberId }: { staffId: number; fictionalId: number; memberId: number },
  time: string,
  { waitedSince = null, firstContact = false }: { waitedSince?: string | null; firstContact?: boolean } = {},
) {
  const sentAt = at(time);
  const [message] = await t.db
    .insert(messages)
    .values({ conversationId, senderId: fictionalId, kind: 'text', text: 'Hi!', clientMessageId: randomUUID(), creditsCharged: 0, createdAt: sentAt })
    .returning();
  await t.db.insert(operatorMessages).values({
    messageId: message!.id,
    conversationId,
    siteId,
    staffId,
    fictionalId,
    memberId,
    waitedSince: waitedSince === null ? null : at(waitedSince),
    sentAt,
    firstContact,
  });
  await t.db.update(conversations).set({ lastMessageAt: sentAt }).where(eq(conversations.id, conversationId));
  await t.db
    .update(messages)
    .set({ readAt: sentAt })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, fictionalId)));
  await t.db
    .update(conversationMembers)
    .set({ unread: 0 })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, fictionalId)));
}

/** The conversation a fictional profile starts with a member. */
async function newConversation(fictionalId: number, memberId: number, time: string): Promise<number> {
  const [memberA, memberB] = [fictionalId, memberId].sort((a, b) => a - b);
  const [row] = await t.db.insert(conversations).values({ siteId, memberA, memberB, createdAt: at(time) }).returning();
  await t.db.insert(conversationMembers).values([
    { conversationId: row!.id, userId: fictionalId },
    { conversationId: row!.id, userId: memberId, unread: 1 },
  ]);
  return row!.id;
}

beforeAll(async () => {
  clock = testClock(at('2031-05-19T09:00:00Z'));
  t = await buildTestApp({ now: clock.now });
  const all = await t.db.select({ id: sites.id, domain: sites.domain }).from(sites);
  siteId = all.find((site) => site.domain === 'localhost')!.id;
  otherSiteId = all.find((site) => site.domain !== 'localhost')!.id;
  anna = (await createStaff(t, 'operator')).id;
  bert = (await createStaff(t, 'operator')).id;

  const setup = await staffCaller(t, 'operator', clock.now());
  const [lena, mira] = [await fictionalProfile(setup, 'Lena'), await fictionalProfile(setup, 'Mira')];
  const [tom, jan, piet] = [await member(), await member(), await member()];
  for (const writer of [tom, jan, piet]) {
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/fictional-warning.php', headers: writer.headers });
    expect(confirmed.statusCode).toBe(200);
  }

  // The day before, outside the last 24 hours: Piet waits 5000 s for Mira.
  const pietMira = await memberWrites(piet, mira, '2031-05-19T09:50:00Z');
  await profileWrites(pietMira, { staffId: anna, fictionalId: mira, memberId: piet.id }, '2031-05-19T11:13:20Z', {
    waitedSince: '2031-05-19T09:50:00Z',
  });

  // Tom waits 120 s for Lena; Anna writes once more after her answer.
  const tomLena = await memberWrites(tom, lena, '2031-05-20T08:00:00Z');
  const tomAndLena = { staffId: anna, fictionalId: lena, memberId: tom.id };
  await profileWrites(tomLena, tomAndLena, '2031-05-20T08:02:00Z', { waitedSince: '2031-05-20T08:00:00Z' });
  await profileWrites(tomLena, tomAndLena, '2031-05-20T08:03:00Z');
  // Members among themselves are no operator's work.
  await memberWrites(tom, jan.id, '2031-05-20T08:30:00Z');
  // Jan writes twice and waits 900 s from his first message, for Bert.
  const janLena = await memberWrites(jan, lena, '2031-05-20T09:10:00Z');
  await memberWrites(jan, lena, '2031-05-20T09:20:00Z');
  await profileWrites(janLena, { staffId: bert, fictionalId: lena, memberId: jan.id }, '2031-05-20T09:25:00Z', {
    waitedSince: '2031-05-20T09:10:00Z',
  });
  // Piet waits 300 s for Mira.
  await memberWrites(piet, mira, '2031-05-20T10:00:00Z');
  await profileWrites(pietMira, { staffId: anna, fictionalId: mira, memberId: piet.id }, '2031-05-20T10:05:00Z', {
    waitedSince: '2031-05-20T10:00:00Z',
  });
  // Tom again, 600 s.
  await memberWrites(tom, lena, '2031-05-20T11:00:00Z');
  await profileWrites(tomLena, tomAndLena, '2031-05-20T11:10:00Z', { waitedSince: '2031-05-20T11:00:00Z' });
  // Bert has Mira write to Jan first.
  const miraJan = await newConversation(mira, jan.id, '2031-05-20T11:30:00Z');
  await profileWrites(miraJan, { staffId: bert, fictionalId: mira, memberId: jan.id }, '2031-05-20T11:30:00Z', { firstContact: true });
  // Piet waits still.
  const waiting = await memberMessage(piet, mira, '2031-05-20T12:00:00Z');
  pietWaits = { conversationId: waiting.conversation_id, messageId: waiting.id };

  moveTo(NOW.toISOString());
  finance = await staffCaller(t, 'finance', clock.now());
});
afterAll(() => t?.close());

async function figures(query: string, caller = finance): Promise<OperatorFigures> {
  const response = await caller('GET', `/api/admin/operator/figures?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return OperatorFigures.parse(response.json());
}

describe('the operators figures', () => {
  it('measure the answers of the last 24 hours: how fast, by whom, and what waits now', async () => {
    const day = await figures(`siteId=${siteId}&period=24h`);
    expect(day).toMatchObject({ period: '24h', from: '2031-05-19T13:00:00.000Z', to: NOW.toISOString() });
    // Waits 120, 300, 600 and 900 s: the median between the middle two, the 95th percentile near the top.
    expect(day.answerTime).toEqual({ answered: 4, medianSeconds: 450, p95Seconds: 855 });
    expect(day.waitingNow).toEqual({ count: 1, oldest_at: '2031-05-20T12:00:00.000Z' });
    expect(day.perOperator).toEqual([
      { staffId: anna, name: 'Test operator', answered: 3, firstMessages: 0, messages: 4, medianSeconds: 300 },
      { staffId: bert, name: 'Test operator', answered: 1, firstMessages: 1, messages: 2, medianSeconds: 900 },
    ]);
  });

  it('count answers and arrivals per hour, quiet hours included, the waiting conversation arriving too', async () => {
    const { perHour } = await figures(`siteId=${siteId}&period=24h`);
    expect(perHour).toHaveLength(24);
    expect(perHour[0]!.hour).toBe('2031-05-19T13:00:00.000Z');
    expect(perHour.at(-1)!.hour).toBe('2031-05-20T12:00:00.000Z');
    const busy = perHour.filter((row) => row.answered > 0 || row.arrived > 0).map((row) => [row.hour.slice(11, 13), row.answered, row.arrived]);
    expect(busy).toEqual([
      ['08', 1, 1],
      ['09', 1, 1],
      ['10', 1, 1],
      ['11', 1, 1],
      ['12', 0, 1],
    ]);
  });

  it('count the messages of the conversations between members and fictional profiles', async () => {
    const { messagesPerConversation } = await figures(`siteId=${siteId}&period=24h`);
    // Tom–Lena 2 + 3, Jan–Lena 2 + 1, Piet–Mira 2 + 1 (the day before's left out), Mira–Jan 0 + 1.
    expect(messagesPerConversation).toEqual({ conversations: 4, memberMessages: 6, profileMessages: 6, average: 3 });
  });

  it('reach back seven days, and keep to the site asked for', async () => {
    const week = await figures(`siteId=${siteId}&period=7d`);
    expect(week.perHour).toHaveLength(7 * 24);
    expect(week.answerTime).toMatchObject({ answered: 5, medianSeconds: 600 });
    expect(week.messagesPerConversation).toMatchObject({ conversations: 4, memberMessages: 7, profileMessages: 7 });
    expect(week.perHour.find((row) => row.hour === '2031-05-19T09:00:00.000Z')).toEqual({ hour: '2031-05-19T09:00:00.000Z', answered: 0, arrived: 1 });

    expect((await figures('period=7d')).answerTime.answered).toBe(5);
    const other = await figures(`siteId=${otherSiteId}`);
    expect(other).toMatchObject({
      period: '24h',
      answerTime: { answered: 0, medianSeconds: null, p95Seconds: null },
      waitingNow: { count: 0, oldest_at: null },
      perOperator: [],
      messagesPerConversation: { conversations: 0, memberMessages: 0, profileMessages: 0, average: null },
    });
  });

  it('are for operators and finance (and admins), and refuse an unknown period', async () => {
    for (const role of ['operator', 'admin'] as const) {
      expect((await (await staffCaller(t, role, clock.now()))('GET', '/api/admin/operator/figures')).statusCode).toBe(200);
    }
    for (const role of ['support', 'moderator'] as const) {
      expect((await (await staffCaller(t, role, clock.now()))('GET', '/api/admin/operator/figures')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/operator/figures' })).statusCode).toBe(401);
    expect((await finance('GET', '/api/admin/operator/figures?period=1y')).statusCode).toBe(400);
  });

  it('count an answer sent through the console, by its operator, with the wait the console recorded', async () => {
    const carl = await staffLogin(t, 'operator', clock.now());
    clock.advance(5 * MINUTE_MS);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operator/conversations/${pietWaits.conversationId}/messages`,
      headers: staffHeaders(carl.cookie),
      payload: { kind: 'text', client_message_id: randomUUID(), text: 'Sorry, I was out sailing', seen_message_id: pietWaits.messageId },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const day = await figures(`siteId=${siteId}&period=24h`);
    // Waits 120, 300, 600, 900 and now 2100 s.
    expect(day.answerTime).toEqual({ answered: 5, medianSeconds: 600, p95Seconds: 1860 });
    expect(day.waitingNow).toEqual({ count: 0, oldest_at: null });
    expect(day.perOperator.find((row) => row.staffId === carl.id)).toEqual({
      staffId: carl.id,
      name: 'Test operator',
      answered: 1,
      firstMessages: 0,
      messages: 1,
      medianSeconds: 2100,
    });
    // Piet's wait began at 12:00 and still counts there, answered now.
    expect(day.perHour.at(-1)).toEqual({ hour: '2031-05-20T12:00:00.000Z', answered: 1, arrived: 1 });
    expect(day.messagesPerConversation).toMatchObject({ memberMessages: 6, profileMessages: 7 });
  });
});
