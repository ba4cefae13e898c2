import { randomUUID } from 'node:crypto';
import { type ChatMessage, HeldMessagesResponse, QueueCount, SendMessageResponse } from '@app/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages, users } from '../../db/schema';
import { auditOf } from '../../test/audit';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type ChatMember, chatTestHelpers } from '../../test/chat';
import { ledgerSum } from '../../test/payments';
import { multipart, realPhoto } from '../../test/photos';
import { staffCaller } from '../../test/staff';

// The demo site's settings (db/seed/demo-site.ts) and the scam signals' defaults (ScamSignalSettings).
const MESSAGE_CREDITS = 5;
const SAME_TEXT_MEMBERS = 5;
const FIRST_MESSAGES = 10;
const CONVERSATIONS_PER_HOUR = 10;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const { member, balance, sendText, chats, openConversation, history } = chatTestHelpers(() => t);

const members = (count: number) => Promise.all(Array.from({ length: count }, () => member()));
const pair = async (): Promise<[ChatMember, ChatMember]> => [await member(), await member()];

async function sent(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return SendMessageResponse.parse(response.json()).message;
}

const holdOf = async (messageId: number) =>
  (await t.db.select({ hold: messages.hold, signals: messages.holdSignals }).from(messages).where(eq(messages.id, messageId)))[0]!;

/** The member has been with us a month and has written enough that their first messages are past. */
async function established(m: ChatMember) {
  await t.db.update(users).set({ createdAt: sql`now() - interval '30 days'` }).where(eq(users.id, m.id));
}

/** Notifications (push and mail jobs) queued about a message. */
const notificationsOf = async (messageId: number) =>
  (await t.db.select().from(jobs).where(and(eq(jobs.type, 'notify'), sql`${jobs.payload} -> 'event' ->> 'messageId' = ${String(messageId)}`)))
    .length;

/** The messages the member's open tabs hear of. */
function eventsOf(userId: number) {
  const heard: ChatMessage[] = [];
  const unsubscribe = t.app.realtime.subscribe(userId, (event) => {
    if (event.type === 'message') heard.push(event.message);
  });
  return { messages: heard, unsubscribe };
}

/** What the receiver can see of a conversation with the sender, by every path the app has. */
async function receiverSees(receiver: ChatMember, senderId: number) {
  const list = await chats(receiver);
  const chat = list.chats.find((entry) => entry.profile?.id === senderId);
  const opened = await openConversation(receiver, senderId);
  const conversationId = opened.json<{ chat: { conversation: { id: number } } }>().chat.conversation.id;
  return { chat, totalUnread: list.total_unread, history: (await history(receiver, conversationId)).messages };
}

describe('scam signals hold a message (issue 18)', () => {
  it('holds a new account’s text once it went to many members, nearly the same or not', async () => {
    const sender = await member({ credits: 1_000, paidUser: true });
    const receivers = await members(SAME_TEXT_MEMBERS + 1);
    const script = 'Hello dear, I am a soldier on a mission abroad and would love to know you better';
    const answers = [];
    for (const [index, receiver] of receivers.entries()) {
      // Small changes do not make it another text.
      answers.push(await sent(await sendText(sender, receiver, index % 2 ? script : `${script}!!`.replace('dear', 'dearest'))));
    }
    const holds = await Promise.all(answers.map((message) => holdOf(message.id)));
    expect(holds.slice(0, SAME_TEXT_MEMBERS - 1).map((row) => row.hold)).toEqual(Array(SAME_TEXT_MEMBERS - 1).fill(null));
    expect(holds.slice(SAME_TEXT_MEMBERS - 1)).toEqual([
      { hold: 'held', signals: ['same_text'] },
      { hold: 'held', signals: ['same_text'] },
    ]);
    // A short greeting to as many is what honest new members send.
    const greeter = await member({ credits: 1_000, paidUser: true });
    for (const receiver of receivers) expect(await holdOf((await sent(await sendText(greeter, receiver, 'Hi, how are you?'))).id)).toMatchObject({ hold: null });
  });

  it('holds contact details in a member’s first messages: links, phones, e-mail, IBANs, crypto addresses', async () => {
    const cases = [
      ['link', 'Look at my pictures on www.example-pics.com'],
      ['link', 'https://t.me/someone'],
      ['phone', 'Call me: 06 12345678'],
      ['phone', 'whatsapp +44 7911 123456'],
      ['email', 'write me at lonely.heart@example.org'],
      ['iban', 'Please send it to NL91 ABNA 0417 1643 00'],
      ['crypto', 'BTC: bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['crypto', 'USDT 0x52908400098527886E0F7030069857D2E4169EE7'],
    ] as const;
    for (const [signal, text] of cases) {
      const [sender, receiver] = await pair();
      const message = await sent(await sendText(sender, receiver, text));
      // An IBAN's digits may read as a phone number too.
      expect(await holdOf(message.id), text).toEqual({ hold: 'held', signals: expect.arrayContaining([signal]) });
    }
    // Numbers that are no phone number, and a member past their first messages, are not held.
    const [sender, receiver] = await pair();
    expect(await holdOf((await sent(await sendText(sender, receiver, 'I am 34, 1.80 m and live at number 12'))).id)).toMatchObject({ hold: null });
    await established(sender);
    for (let i = 1; i < FIRST_MESSAGES; i++) await sent(await sendText(sender, receiver, `message ${i}`));
    expect(await holdOf((await sent(await sendText(sender, receiver, 'see www.example-pics.com'))).id)).toMatchObject({ hold: null });
  });

  it('holds a new account’s messages after a burst of new conversations, not an established one’s', async () => {
    const sender = await member({ credits: 1_000, paidUser: true });
    const receivers = await members(CONVERSATIONS_PER_HOUR + 1);
    for (const receiver of receivers.slice(0, CONVERSATIONS_PER_HOUR)) await sent(await sendText(sender, receiver, `Hi ${receiver.id}`));
    const next = await sent(await sendText(sender, receivers[CONVERSATIONS_PER_HOUR]!, 'Hi again'));
    expect(await holdOf(next.id)).toEqual({ hold: 'held', signals: ['conversation_burst'] });
    await established(sender);
    expect(await holdOf((await sent(await sendText(sender, receivers[0]!, 'And you?'))).id)).toMatchObject({ hold: null });
  });
});

describe('a held message', () => {
  it('looks sent to its sender and is nowhere for the receiver: chats, unread, history, read marks, events, notifications, photo', async () => {
    const [sender, receiver] = await pair();
    await established(sender);
    // An earlier, delivered message: the receiver has the conversation already.
    const first = await sent(await sendText(sender, receiver, 'Hello'));
    const senderEvents = eventsOf(sender.id);
    const receiverEvents = eventsOf(receiver.id);
    const held = await sent(await sendText(sender, receiver, 'my number is +31 6 12345678'));
    senderEvents.unsubscribe();
    receiverEvents.unsubscribe();
    expect(await holdOf(held.id)).toMatchObject({ hold: 'held' });

    expect(senderEvents.messages).toEqual([held]);
    expect(receiverEvents.messages).toEqual([]);
    expect(await notificationsOf(held.id)).toBe(0);
    const own = await chats(sender);
    expect(own.chats.find((chat) => chat.profile?.id === receiver.id)?.last_message?.id).toBe(held.id);
    expect((await history(sender, held.conversation_id)).messages.map((m) => m.id)).toEqual([first.id, held.id]);

    const seen = await receiverSees(receiver, sender.id);
    expect(seen.chat).toMatchObject({ num_unread_messages: 1, last_message: { id: first.id } });
    expect(seen.history.map((m) => m.id)).toEqual([first.id]);
    // Reading the conversation marks the delivered message read, never the held one: the sender learns nothing.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: receiver.headers,
      payload: { conversation_id: held.conversation_id },
    });
    expect(read.statusCode).toBe(200);
    expect((await history(sender, held.conversation_id)).messages.map((m) => m.read)).toEqual([true, false]);

    // A held photo is not served to the receiver either.
    const photoSender = await member({ credits: 1_000, paidUser: true });
    const photoReceiver = await member();
    const receivers = await members(CONVERSATIONS_PER_HOUR);
    for (const other of receivers) await sent(await sendText(photoSender, other, `Hi ${other.id}`));
    const { payload, contentType } = await multipart({
      profile_id: String(photoReceiver.id),
      client_message_id: randomUUID(),
      photo: { file: await realPhoto() },
    });
    const photo = await sent(
      await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: { ...photoSender.headers, 'content-type': contentType }, payload }),
    );
    expect(await holdOf(photo.id)).toMatchObject({ hold: 'held' });
    expect((await t.app.inject({ url: photo.photo!.url, headers: photoSender.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: photo.photo!.url, headers: photoReceiver.headers })).statusCode).toBe(404);
    const forReceiver = await chats(photoReceiver);
    expect(forReceiver.chats.find((chat) => chat.profile?.id === photoSender.id)).toBeUndefined();
    expect(forReceiver.total_unread).toBe(0);
  });

  it('is stored and charged once for a retried send', async () => {
    const [sender, receiver] = await pair();
    const clientMessageId = randomUUID();
    const before = { balance: await balance(sender.id), ledger: await ledgerSum(t, sender.id) };
    const first = await sent(await sendText(sender, receiver, 'mail me: someone@example.org', clientMessageId));
    const again = await sent(await sendText(sender, receiver, 'mail me: someone@example.org', clientMessageId));
    expect(again.id).toBe(first.id);
    expect(await balance(sender.id)).toBe(before.balance - MESSAGE_CREDITS);
    expect(await ledgerSum(t, sender.id)).toBe(before.ledger - MESSAGE_CREDITS);
  });
});

describe('the held messages queue', () => {
  async function heldMessage(text = 'my number is 06 12345678') {
    const [sender, receiver] = await pair();
    const message = await sent(await sendText(sender, receiver, text));
    return { sender, receiver, message };
  }

  it('lists a held message with its signals and the sender’s other messages, for moderators', async () => {
    const { sender, message } = await heldMessage();
    const moderator = await staffCaller(t, 'moderator');
    const list = HeldMessagesResponse.parse((await moderator('GET', '/api/admin/moderation/messages?siteId=1')).json());
    const listed = list.messages.find((entry) => entry.id === message.id);
    expect(listed).toMatchObject({ sender: { id: sender.id, email: sender.email }, signals: ['phone'], credits_charged: MESSAGE_CREDITS });
    const count = QueueCount.parse((await moderator('GET', '/api/admin/moderation/messages/count')).json());
    expect(count.count).toBeGreaterThanOrEqual(1);
    expect(count.oldest_at).not.toBeNull();
    for (const role of ['support', 'finance', 'operator'] as const) {
      const other = await staffCaller(t, role);
      expect((await other('GET', '/api/admin/moderation/messages')).statusCode).toBe(403);
      expect((await other('POST', `/api/admin/moderation/messages/${message.id}`, { decision: 'release', reason: 'looks fine' })).statusCode).toBe(403);
    }
    expect(await holdOf(message.id)).toMatchObject({ hold: 'held' });
  });

  it('release delivers it as a new message: chats, unread, history, the event and notifications, audited', async () => {
    const { sender, receiver, message } = await heldMessage();
    const moderator = await staffCaller(t, 'moderator');
    const receiverEvents = eventsOf(receiver.id);
    const released = await moderator('POST', `/api/admin/moderation/messages/${message.id}`, { decision: 'release', reason: 'a real phone number, fine' });
    receiverEvents.unsubscribe();
    expect(released.statusCode, released.body).toBe(200);
    expect(receiverEvents.messages).toEqual([message]);
    // The mail; the push job only for a receiver with a push subscription, which this one lacks.
    expect(await notificationsOf(message.id)).toBe(1);
    const seen = await receiverSees(receiver, sender.id);
    expect(seen.chat).toMatchObject({ num_unread_messages: 1, last_message: { id: message.id } });
    expect(seen.history.map((m) => m.id)).toEqual([message.id]);
    const [entry] = await auditOf(t, 'member', sender.id);
    expect(entry).toMatchObject({ action: 'message.release', reason: 'a real phone number, fine' });
    // Decided once: a second decision finds nothing held.
    expect((await moderator('POST', `/api/admin/moderation/messages/${message.id}`, { decision: 'reject', reason: 'changed my mind' })).statusCode).toBe(404);
  });

  it('reject returns the credits through the ledger and keeps it from the receiver, audited', async () => {
    const { sender, receiver, message } = await heldMessage('pay to NL91ABNA0417164300 please');
    const before = { balance: await balance(sender.id), ledger: await ledgerSum(t, sender.id) };
    const moderator = await staffCaller(t, 'moderator');
    const rejected = await moderator('POST', `/api/admin/moderation/messages/${message.id}`, { decision: 'reject', reason: 'asks for money' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // The member's balance was set by hand at the start (not in the ledger): the two move together.
    expect(await balance(sender.id)).toBe(before.balance + MESSAGE_CREDITS);
    expect(await ledgerSum(t, sender.id)).toBe(before.ledger + MESSAGE_CREDITS);
    expect(await holdOf(message.id)).toMatchObject({ hold: 'rejected' });
    expect((await chats(receiver)).chats.find((chat) => chat.profile?.id === sender.id)).toBeUndefined();
    expect(await notificationsOf(message.id)).toBe(0);
    const [entry] = await auditOf(t, 'member', sender.id);
    expect(entry).toMatchObject({ action: 'message.reject', reason: 'asks for money' });
    // The moderator's second click returns nothing twice.
    expect((await moderator('POST', `/api/admin/moderation/messages/${message.id}`, { decision: 'reject', reason: 'asks for money' })).statusCode).toBe(404);
    expect(await balance(sender.id)).toBe(before.balance + MESSAGE_CREDITS);
    const list = HeldMessagesResponse.parse((await moderator('GET', '/api/admin/moderation/messages')).json());
    expect(list.messages.map((entry) => entry.id)).not.toContain(message.id);
  });
});
