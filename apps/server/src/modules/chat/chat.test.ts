import { randomUUID } from 'node:crypto';
import {
  ConversationResponse,
  ErrorBody,
  FREE_CONVERSATION_LIMIT,
  GiftsResponse,
  MESSAGES_PAGE_SIZE,
  type RealtimeEvent,
  SendMessageResponse,
} from '@app/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, conversations, creditLedger, messages, profiles, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type ChatMember, chatTestHelpers } from '../../test/chat';
import { multipart, realPhoto } from '../../test/photos';

// The demo site's settings (db/seed/demo-site.ts).
const MESSAGE_CREDITS = 5;
const PHOTO_CREDITS = 10;
const GIFT_CREDITS = 20;
const MESSAGE_LENGTH = 1000;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const { member, balance, send, sendText, chats, openConversation, history } = chatTestHelpers(() => t);
type Member = ChatMember;

const storedMessages = async (senderId: number) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.senderId, senderId)))[0]!.n;

describe('gifts', () => {
  it('lists the catalogue at the site gift price, each with an SVG image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gifts.php' });
    expect(response.statusCode).toBe(200);
    const { gifts } = GiftsResponse.parse(response.json());
    expect(gifts.length).toBeGreaterThanOrEqual(12);
    expect(gifts.map((gift) => gift.id)).toEqual(expect.arrayContaining(['rose', 'champagne', 'teddy']));
    expect(gifts.every((gift) => gift.credits === GIFT_CREDITS)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: gifts[0]!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url: '/media/gifts/nothing.svg' })).statusCode).toBe(404);
  });
});

describe('sending messages', () => {
  it('charges each kind its price and shows the chat to both members', async () => {
    const [a, b] = [await member({ credits: 100 }), await member()];
    const text = await sendText(a, b);
    expect(text.statusCode).toBe(200);
    const sent = SendMessageResponse.parse(text.json());
    expect(sent.credits).toBe(100 - MESSAGE_CREDITS);
    expect(sent.message).toMatchObject({ kind: 'text', text: 'Hello there', sender_id: a.id, read: false, photo: null, gift: null });

    const gift = await send(a, { kind: 'gift', profile_id: b.id, gift_id: 'rose' });
    expect(gift.statusCode).toBe(200);
    const giftSent = SendMessageResponse.parse(gift.json());
    expect(giftSent.credits).toBe(100 - MESSAGE_CREDITS - GIFT_CREDITS);
    expect(giftSent.message.gift).toEqual({ id: 'rose', image_url: '/media/gifts/rose.svg', credits: GIFT_CREDITS });

    const { payload, contentType } = await multipart({
      profile_id: String(b.id),
      client_message_id: randomUUID(),
      photo: { file: await realPhoto() },
    });
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { ...a.headers, 'content-type': contentType },
      payload,
    });
    expect(photo.statusCode).toBe(200);
    const photoSent = SendMessageResponse.parse(photo.json());
    expect(photoSent.credits).toBe(100 - MESSAGE_CREDITS - GIFT_CREDITS - PHOTO_CREDITS);
    expect(photoSent.message.kind).toBe('photo');
    // Both members of the conversation see the photo; nobody else does.
    const url = photoSent.message.photo!.url;
    expect((await t.app.inject({ method: 'GET', url, headers: b.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: a.headers })).headers['content-type']).toBe('image/jpeg');
    const stranger = await member();
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    expect(await balance(a.id)).toBe(100 - MESSAGE_CREDITS - GIFT_CREDITS - PHOTO_CREDITS);
    const forB = await chats(b);
    expect(forB.chats).toHaveLength(1);
    expect(forB.chats[0]).toMatchObject({ profile: { id: a.id }, num_unread_messages: 3, can_reply: true });
    expect(forB.chats[0]!.last_message?.kind).toBe('photo');
    expect(forB.total_unread).toBe(3);
    const forA = await chats(a);
    expect(forA.chats[0]).toMatchObject({ profile: { id: b.id }, num_unread_messages: 0 });
  });

  it('refuses a message it cannot pay for and stores nothing, not even the conversation', async () => {
    const [a, b] = [await member({ credits: MESSAGE_CREDITS - 1 }), await member()];
    const response = await sendText(a, b);
    expect(response.statusCode).toBe(402);
    expect(ErrorBody.parse(response.json()).error.code).toBe('not_enough_credits');
    expect(await storedMessages(a.id)).toBe(0);
    expect(await balance(a.id)).toBe(MESSAGE_CREDITS - 1);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, a.id))).toHaveLength(1); // signup credits only
    expect((await chats(a)).chats).toHaveLength(0);
    const pair = await t.db.select().from(conversations).where(eq(conversations.memberA, Math.min(a.id, b.id)));
    expect(pair).toHaveLength(0);
  });

  it('stores and charges a retried send once and answers the same message', async () => {
    const [a, b] = [await member({ credits: 50 }), await member()];
    const id = randomUUID();
    const first = SendMessageResponse.parse((await sendText(a, b, 'once', id)).json());
    const again = await sendText(a, b, 'once', id);
    expect(again.statusCode).toBe(200);
    const second = SendMessageResponse.parse(again.json());
    expect(second.message).toEqual(first.message);
    expect(second.credits).toBe(50 - MESSAGE_CREDITS);
    expect(await storedMessages(a.id)).toBe(1);
    expect(await balance(a.id)).toBe(50 - MESSAGE_CREDITS);
  });

  it('checks the text length and the gift', async () => {
    const [a, b] = [await member(), await member()];
    const long = await sendText(a, b, 'x'.repeat(MESSAGE_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(ErrorBody.parse(long.json()).error).toMatchObject({ code: 'validation_failed', fields: { text: 'too_long' } });
    expect((await sendText(a, b, 'x'.repeat(MESSAGE_LENGTH))).statusCode).toBe(200);
    const gift = await send(a, { kind: 'gift', profile_id: b.id, gift_id: 'unicorn' });
    expect(ErrorBody.parse(gift.json()).error).toMatchObject({ code: 'validation_failed', fields: { gift_id: 'invalid' } });
    const empty = await sendText(a, b, '   ');
    expect(ErrorBody.parse(empty.json()).error).toMatchObject({ code: 'validation_failed', fields: { text: 'required' } });
    expect((await sendText(a, a)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/messages.php', headers: a.headers, payload: { kind: 'text' } })).statusCode).toBe(400);
  });

  it('refuses NUL in the text, an id past PostgreSQL integer and a malformed photo upload with 400, storing nothing', async () => {
    const [a, b] = [await member(), await member()];
    const nul = await sendText(a, b, 'Hello\u0000there');
    expect(ErrorBody.parse(nul.json()).error).toMatchObject({ code: 'validation_failed', fields: { text: 'invalid' } });
    const huge = await send(a, { kind: 'text', profile_id: 2 ** 31, text: 'Hello' });
    expect(ErrorBody.parse(huge.json()).error).toMatchObject({ code: 'validation_failed', fields: { profile_id: 'invalid' } });

    const photo = { photo: { file: await realPhoto() } };
    const hugePhoto = await multipart({ profile_id: String(2 ** 31), client_message_id: randomUUID(), ...photo });
    const wellFormed = await multipart({ profile_id: String(b.id), client_message_id: randomUUID(), ...photo });
    const uploads = [
      { contentType: hugePhoto.contentType, payload: hugePhoto.payload, fields: { profile_id: 'invalid' } },
      { contentType: 'multipart/form-data', payload: wellFormed.payload, message: /multipart\/form-data/ },
      { contentType: wellFormed.contentType, payload: wellFormed.payload.subarray(0, -200), message: /multipart\/form-data/ },
    ];
    for (const { contentType, payload, fields, message } of uploads) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { ...a.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      const { error } = ErrorBody.parse(response.json());
      expect(error.code).toBe('validation_failed');
      if (fields) expect(error.fields).toEqual(fields);
      if (message) expect(error.message).toMatch(message);
    }
    expect(await storedMessages(a.id)).toBe(0);
    expect(await balance(a.id)).toBe(100);
  });

  it('needs a logged-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/chats.php' });
    expect(response.statusCode).toBe(403);
    expect(ErrorBody.parse(response.json()).error.code).toBe('authentication_required');
  });
});

describe('blocking', () => {
  it('keeps blocked members apart whichever of them blocked', async () => {
    const [a, b] = [await member(), await member()];
    await t.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const response = await sendText(from, to);
      expect(response.statusCode).toBe(403);
      expect(ErrorBody.parse(response.json()).error.code).toBe('blocked');
      expect(ErrorBody.parse((await openConversation(from, to.id)).json()).error.code).toBe('blocked');
    }
    expect(await storedMessages(a.id)).toBe(0);
    expect(await balance(a.id)).toBe(100);
  });

  it('leaves the chat out of both members’ lists and unread totals until unblocked', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const block = (method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: '/api/block.php', headers: a.headers, payload: { profile_id: b.id } });
    /** Unread per member chatted with, and the total. */
    const listed = async (m: Member) => {
      const body = await chats(m);
      const unread = Object.fromEntries(body.chats.map((chat) => [chat.profile?.id, chat.num_unread_messages]));
      return { unread, total: body.total_unread };
    };
    await sendText(a, b);
    await sendText(b, a);
    await sendText(b, a);
    // Chats with someone else stay listed throughout.
    await sendText(c, a);
    await sendText(c, b);
    const before = { a: await listed(a), b: await listed(b) };
    expect(before).toEqual({
      a: { unread: { [b.id]: 2, [c.id]: 1 }, total: 3 },
      b: { unread: { [a.id]: 1, [c.id]: 1 }, total: 2 },
    });

    expect((await block('POST')).statusCode).toBe(200);
    expect(await listed(a)).toEqual({ unread: { [c.id]: 1 }, total: 1 });
    expect(await listed(b)).toEqual({ unread: { [c.id]: 1 }, total: 1 });

    expect((await block('DELETE')).statusCode).toBe(200);
    expect({ a: await listed(a), b: await listed(b) }).toEqual(before);
  });

  it('tells both members’ open tabs at once that their chat is gone (SPEC §4 removing chats by profile)', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await sendText(a, b);
    await sendText(a, c);
    const conversationWith = async (other: Member) =>
      (await chats(a)).chats.find((chat) => chat.profile?.id === other.id)!.conversation.id;
    const removed = await conversationWith(b);
    const heard = new Map<number, RealtimeEvent[]>([a, b, c].map((m) => [m.id, []]));
    const unsubscribe = [a, b, c].map((m) =>
      t.app.realtime.subscribe(m.id, (event) => {
        if (event.type === 'chat_deleted') heard.get(m.id)!.push(event);
      }),
    );
    const block = (profileId: number) =>
      t.app.inject({ method: 'POST', url: '/api/block.php', headers: a.headers, payload: { profile_id: profileId } });
    expect((await block(b.id)).statusCode).toBe(200);
    for (const stop of unsubscribe) stop();
    const deleted = [expect.objectContaining({ type: 'chat_deleted', conversation_id: removed })];
    expect(heard.get(a.id)).toEqual(deleted);
    expect(heard.get(b.id)).toEqual(deleted);
    expect(heard.get(c.id)).toEqual([]);
    // The chat with c stays.
    expect((await chats(a)).chats.map((chat) => chat.conversation.id)).toEqual([await conversationWith(c)]);
  });

  it('tells both members’ open tabs at once when the block is lifted, so their lists bring the chat back', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await sendText(a, b);
    const block = (method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: '/api/block.php', headers: a.headers, payload: { profile_id: b.id } });
    await block('POST');
    const heard = new Map<number, RealtimeEvent[]>([a, b, c].map((m) => [m.id, []]));
    const unsubscribe = [a, b, c].map((m) =>
      t.app.realtime.subscribe(m.id, (event) => {
        if (event.type === 'unblocked') heard.get(m.id)!.push(event);
      }),
    );
    expect((await block('DELETE')).statusCode).toBe(200);
    for (const stop of unsubscribe) stop();
    expect(heard.get(a.id)).toEqual([expect.objectContaining({ type: 'unblocked', member_id: b.id })]);
    expect(heard.get(b.id)).toEqual([expect.objectContaining({ type: 'unblocked', member_id: a.id })]);
    expect(heard.get(c.id)).toEqual([]);
  });
});

describe('the conversation limit', () => {
  it('lets a free member hold two conversations and a premium member more', async () => {
    const free = await member();
    const others = [await member(), await member(), await member()];
    for (const other of others.slice(0, FREE_CONVERSATION_LIMIT)) expect((await sendText(free, other)).statusCode).toBe(200);
    const third = await sendText(free, others[2]!);
    expect(third.statusCode).toBe(403);
    expect(ErrorBody.parse(third.json()).error).toMatchObject({
      code: 'conversation_limit_reached',
      params: { limit: FREE_CONVERSATION_LIMIT },
    });
    expect(ErrorBody.parse((await openConversation(free, others[2]!.id)).json()).error.code).toBe('conversation_limit_reached');
    // The conversations the member has go on.
    expect((await sendText(free, others[0]!)).statusCode).toBe(200);
    // Being written to is not starting a conversation: the third member may write to the free one.
    expect((await sendText(others[2]!, free)).statusCode).toBe(200);

    const premium = await member({ paidUser: true });
    for (const other of others) expect((await sendText(premium, other)).statusCode).toBe(200);
    expect((await chats(premium)).chats).toHaveLength(3);
  });

  it('frees a place when a chat is deleted', async () => {
    const free = await member();
    const others = [await member(), await member(), await member()];
    for (const other of others.slice(0, 2)) await sendText(free, other);
    const [oldest] = (await chats(free)).chats.slice(-1);
    await t.app.inject({ method: 'DELETE', url: '/api/chat.php', headers: free.headers, payload: { conversation: oldest!.conversation } });
    expect((await openConversation(free, others[2]!.id)).statusCode).toBe(200);
  });

  it('counts the chats the member’s list shows: a chat with a blocked member frees its place', async () => {
    const free = await member();
    const others = [await member(), await member(), await member()];
    for (const other of others.slice(0, 2)) await sendText(free, other);
    expect((await openConversation(free, others[2]!.id)).statusCode).toBe(403);
    await t.db.insert(blocks).values({ blockerId: others[0]!.id, blockedId: free.id });
    expect((await chats(free)).chats).toHaveLength(1);
    expect((await openConversation(free, others[2]!.id)).statusCode).toBe(200);
  });
  it('takes a place again for a deleted chat the member opens or writes in again', async () => {
    const free = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    const a1 = SendMessageResponse.parse((await sendText(free, a)).json()).message.conversation_id;
    await sendText(free, b);
    await t.app.inject({ method: 'DELETE', url: '/api/chat.php', headers: free.headers, payload: { conversation: { id: a1 } } });
    expect((await sendText(free, c)).statusCode).toBe(200);
    for (const again of [await openConversation(free, a.id), await sendText(free, a)]) {
      expect(ErrorBody.parse(again.json()).error.code).toBe('conversation_limit_reached');
    }
    // Written to again, the chat is back without taking the member's place.
    expect((await sendText(a, free)).statusCode).toBe(200);
    expect((await chats(free)).chats).toHaveLength(3);
    expect((await sendText(free, a)).statusCode).toBe(200);
  });

  it('frees no place for good by blocking, starting another conversation and unblocking', async () => {
    const free = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    await sendText(free, a);
    await sendText(free, b);
    const block = (method: 'POST' | 'DELETE') =>
      t.app.inject({ method, url: '/api/block.php', headers: free.headers, payload: { profile_id: a.id } });
    await block('POST');
    expect((await sendText(free, c)).statusCode).toBe(200);
    await block('DELETE');
    // The chat with a stays out of the full list, as a deleted one does, and cannot be taken back.
    expect((await chats(free)).chats.map((chat) => chat.profile?.id).sort()).toEqual([b.id, c.id].sort());
    expect(ErrorBody.parse((await openConversation(free, a.id)).json()).error.code).toBe('conversation_limit_reached');
    // For a, unblocked, it is back as it was.
    expect((await chats(a)).chats.map((chat) => chat.profile?.id)).toEqual([free.id]);

    // With a place free, unblocking brings the chat back to the blocker too.
    const premium = await member({ paidUser: true });
    await sendText(premium, a);
    await sendText(premium, b);
    await sendText(premium, c);
    await t.app.inject({ method: 'POST', url: '/api/block.php', headers: premium.headers, payload: { profile_id: a.id } });
    await t.app.inject({ method: 'DELETE', url: '/api/block.php', headers: premium.headers, payload: { profile_id: a.id } });
    expect((await chats(premium)).chats).toHaveLength(3);
  });

  it('counts no chat whose partner cannot be written to: e-mail unconfirmed, deletion pending, account deleted', async () => {
    const free = await member();
    const [a, b, c, d, e] = [await member(), await member(), await member(), await member(), await member()];
    await sendText(free, a);
    await sendText(free, b);
    // a's profile is disabled, as for a member whose e-mail is unconfirmed: the chat stays listed, to read.
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, a.id));
    expect((await openConversation(free, c.id)).statusCode).toBe(200);
    expect((await openConversation(free, d.id)).statusCode).toBe(403);
    // c asked to delete their account: gone from the list until they come back.
    await t.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, c.id));
    await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, c.id));
    expect((await chats(free)).chats.map((chat) => chat.profile?.id).sort()).toEqual([a.id, b.id].sort());
    expect((await openConversation(free, d.id)).statusCode).toBe(200);
    // b's account is deleted: the chat stays, to read, and frees its place.
    await t.db.delete(users).where(eq(users.id, b.id));
    expect((await chats(free)).chats.map((chat) => chat.profile)).toContain(null);
    expect((await openConversation(free, e.id)).statusCode).toBe(200);
  });
});

describe('an unconfirmed member', () => {
  it('cannot be replied to once they have written, but may be written to first', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    await t.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, b.id));
    // b wrote to a: a cannot answer.
    expect((await sendText(b, a)).statusCode).toBe(200);
    const entry = (await chats(a)).chats[0]!;
    expect(entry.can_reply).toBe(false);
    const reply = await sendText(a, b);
    expect(reply.statusCode).toBe(403);
    expect(ErrorBody.parse(reply.json()).error.code).toBe('cannot_reply');
    // c writes to b first: that is allowed.
    expect((await sendText(c, b)).statusCode).toBe(200);
    expect((await chats(c)).chats[0]!.can_reply).toBe(true);
    // Once b confirms, a may answer.
    await t.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, b.id));
    expect((await sendText(a, b)).statusCode).toBe(200);
  });
});

describe('opening, reading and deleting chats', () => {
  it('opens the same conversation from both sides and shows it to the other only with a message', async () => {
    const [a, b] = [await member(), await member()];
    const opened = ConversationResponse.parse((await openConversation(a, b.id)).json());
    expect(opened.chat).toMatchObject({ profile: { id: b.id }, num_unread_messages: 0, last_message: null, can_reply: true });
    expect((await chats(a)).chats.map((chat) => chat.conversation.id)).toEqual([opened.chat.conversation.id]);
    expect((await chats(b)).chats).toHaveLength(0);
    const fromB = ConversationResponse.parse((await openConversation(b, a.id)).json());
    expect(fromB.chat.conversation.id).toBe(opened.chat.conversation.id);
    expect((await openConversation(a, 999_999)).statusCode).toBe(404);
  });

  it('starts nothing for a link on another site: opening needs the request-type header', async () => {
    const [a, b] = [await member(), await member()];
    const { cookie } = a.headers;
    for (const method of ['GET', 'HEAD'] as const) {
      const headers = { cookie, 'sec-fetch-site': 'cross-site' };
      const response = await t.app.inject({ method, url: `/api/conversation.php?profile_id=${b.id}`, headers });
      expect(response.statusCode, method).toBe(403);
    }
    expect(await t.db.select().from(conversations).where(eq(conversations.memberA, Math.min(a.id, b.id)))).toEqual([]);
    expect((await chats(a)).chats).toEqual([]);
  });

  it('marks read: unread becomes zero and the sender sees the messages read', async () => {
    const [a, b] = [await member(), await member()];
    const sent = SendMessageResponse.parse((await sendText(a, b)).json());
    await sendText(a, b);
    const conversationId = sent.message.conversation_id;
    expect((await chats(b)).total_unread).toBe(2);
    const read = await t.app.inject({ method: 'POST', url: '/api/chat-read.php', headers: b.headers, payload: { conversation_id: conversationId } });
    expect(read.statusCode).toBe(200);
    expect((await chats(b)).chats[0]!.num_unread_messages).toBe(0);
    expect((await history(a, conversationId)).messages.every((message) => message.read)).toBe(true);
    const stranger = await member();
    const other = await t.app.inject({ method: 'POST', url: '/api/chat-read.php', headers: stranger.headers, payload: { conversation_id: conversationId } });
    expect(other.statusCode).toBe(404);
  });

  it('hides a deleted chat for that member only, until a new message arrives', async () => {
    const [a, b] = [await member(), await member()];
    const sent = SendMessageResponse.parse((await sendText(a, b)).json());
    const conversation = { id: sent.message.conversation_id };
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/chat.php', headers: b.headers, payload: { conversation } });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await chats(b)).chats).toHaveLength(0);
    expect((await chats(a)).chats).toHaveLength(1);
    await sendText(a, b, 'are you there?');
    const back = (await chats(b)).chats;
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ conversation, num_unread_messages: 1, last_message: { text: 'are you there?' } });
    // Nobody else can delete it.
    const stranger = await member();
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/chat.php', headers: stranger.headers, payload: { conversation } });
    expect(refused.statusCode).toBe(404);
  });
});

describe('history', () => {
  it('pages back from the newest, newest last, for the members only', async () => {
    const [a, b] = [await member({ credits: 1000 }), await member()];
    const total = MESSAGES_PAGE_SIZE + 5;
    let conversationId = 0;
    for (let i = 0; i < total; i++) {
      const sender = i % 2 === 0 ? a : b;
      if (sender === b) await t.db.update(users).set({ credits: 1000 }).where(eq(users.id, b.id));
      const sent = SendMessageResponse.parse((await sendText(sender, sender === a ? b : a, `message ${i}`)).json());
      conversationId = sent.message.conversation_id;
    }
    const newest = await history(a, conversationId);
    expect(newest.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(newest.has_more).toBe(true);
    expect(newest.messages.at(-1)!.text).toBe(`message ${total - 1}`);
    expect(newest.messages[0]!.text).toBe(`message 5`);
    const older = await history(b, conversationId, newest.messages[0]!.id);
    expect(older.messages.map((message) => message.text)).toEqual([0, 1, 2, 3, 4].map((i) => `message ${i}`));
    expect(older.has_more).toBe(false);
    const stranger = await member();
    const refused = await t.app.inject({ method: 'GET', url: `/api/messages.php?conversation_id=${conversationId}`, headers: stranger.headers });
    expect(refused.statusCode).toBe(404);
  });
});

describe('under concurrency', () => {
  // PGlite is one connection: concurrent transactions only meet on PostgreSQL.
  it.runIf(process.env.DATABASE_URL)('stores exactly the messages the balance covers', async () => {
    const covered = 37;
    const [a, b] = [await member({ credits: covered * MESSAGE_CREDITS }), await member()];
    expect((await openConversation(a, b.id)).statusCode).toBe(200);
    // Within the member's messages_per_minute (RATE_LIMITS), so the debit answers every one.
    const burst = 50;
    const responses = await Promise.all(Array.from({ length: burst }, (_, i) => sendText(a, b, `burst ${i}`)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(covered);
    expect(statuses.filter((status) => status === 402)).toHaveLength(burst - covered);
    expect(await storedMessages(a.id)).toBe(covered);
    expect(await balance(a.id)).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)('stores and charges one send retried at the same moment once', async () => {
    const [a, b] = [await member({ credits: 100 }), await member()];
    const id = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendText(a, b, 'same', id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(responses.map((response) => SendMessageResponse.parse(response.json()).message.id));
    expect(ids.size).toBe(1);
    expect(await storedMessages(a.id)).toBe(1);
    expect(await balance(a.id)).toBe(100 - MESSAGE_CREDITS);
  });
});
