import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { RealtimeEvent } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { InProcessBus, RedisBus } from './bus';
import { WS_CLOSE_FORBIDDEN_ORIGIN, WS_CLOSE_UNAUTHENTICATED } from './socket-route';

type Member = Awaited<ReturnType<typeof activeMember>>;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
}

/** A connected socket that collects every event it receives. */
async function connect(url: string, m: Member) {
  const socket = new WebSocket(url, { headers: { cookie: `sid=${m.sid}` } });
  const events: RealtimeEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    events.push(RealtimeEvent.parse(JSON.parse(String(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    events,
    /** Waits until an event matching `match` arrived. */
    async next(match: (event: RealtimeEvent) => boolean, timeoutMs = 5000): Promise<RealtimeEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

async function member(t: TestApp) {
  const m = await activeMember(t);
  await t.db.update(users).set({ credits: 100 }).where(eq(users.id, m.id));
  return m;
}

const sendText = (t: TestApp, from: Member, to: Member, text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages.php',
    headers: from.headers,
    payload: { kind: 'text', profile_id: to.id, client_message_id: randomUUID(), text },
  });

describe('the in-process bus', () => {
  it('delivers to the listeners of the named members until they unsubscribe', async () => {
    const bus = new InProcessBus();
    const got: number[] = [];
    const off = bus.subscribe(1, () => got.push(1));
    bus.subscribe(2, () => got.push(2));
    await bus.publish([1, 1, 3], { type: 'like', from_id: 9, match: false });
    expect(got).toEqual([1]);
    off();
    await bus.publish([1, 2], { type: 'like', from_id: 9, match: false });
    expect(got).toEqual([1, 2]);
  });
});

describe('GET /api/ws', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(() => t?.close());

  it('delivers a message, then its read state, to the other member at once', async () => {
    const [a, b] = [await member(t), await member(t)];
    const [socketA, socketB] = [await connect(url, a), await connect(url, b)];
    const sent = await sendText(t, a, b, 'live');
    expect(sent.statusCode).toBe(200);
    const received = await socketB.next((event) => event.type === 'message');
    expect(received).toMatchObject({ type: 'message', message: { text: 'live', sender_id: a.id } });
    // The sender's other tabs hear of it too.
    await socketA.next((event) => event.type === 'message');
    if (received.type !== 'message') throw new Error('unreachable');

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/chat-read.php',
      headers: b.headers,
      payload: { conversation_id: received.message.conversation_id },
    });
    expect(read.statusCode).toBe(200);
    expect(await socketA.next((event) => event.type === 'read')).toEqual({
      type: 'read',
      conversation_id: received.message.conversation_id,
      reader_id: b.id,
    });
    socketA.socket.close();
    socketB.socket.close();
  });

  it('tells the liked member of a like, and of a match when it is mutual', async () => {
    const [a, b] = [await member(t), await member(t)];
    const [socketA, socketB] = [await connect(url, a), await connect(url, b)];
    await t.app.inject({ method: 'POST', url: '/api/like.php', headers: a.headers, payload: { profile_id: b.id } });
    expect(await socketB.next((event) => event.type === 'like')).toEqual({ type: 'like', from_id: a.id, match: false });
    await t.app.inject({ method: 'POST', url: '/api/like.php', headers: b.headers, payload: { profile_id: a.id } });
    expect(await socketA.next((event) => event.type === 'like')).toEqual({ type: 'like', from_id: b.id, match: true });
    // A like in the swipe game is a like too.
    const c = await member(t);
    const swiped = await t.app.inject({ method: 'POST', url: '/api/swipe.php', headers: c.headers, payload: { profile_id: a.id, action: 'like' } });
    expect(swiped.statusCode).toBe(200);
    expect(await socketA.next((event) => event.type === 'like' && event.from_id === c.id)).toEqual({ type: 'like', from_id: c.id, match: false });
    socketA.socket.close();
    socketB.socket.close();
  });

  it("tells the member's other tabs when a chat was deleted", async () => {
    const [a, b] = [await member(t), await member(t)];
    const sent = (await sendText(t, a, b, 'hi')).json() as { message: { conversation_id: number } };
    const socketB = await connect(url, b);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/chat.php',
      headers: b.headers,
      payload: { conversation: { id: sent.message.conversation_id } },
    });
    expect(await socketB.next((event) => event.type === 'chat_deleted')).toEqual({
      type: 'chat_deleted',
      conversation_id: sent.message.conversation_id,
    });
    socketB.socket.close();
  });

  it("closes with 4401 without a member, and with 4403 for another site's page", async () => {
    const anonymous = new WebSocket(url);
    expect(await closeCode(anonymous)).toBe(WS_CLOSE_UNAUTHENTICATED);
    const badCookie = new WebSocket(url, { headers: { cookie: 'sid=nonsense' } });
    expect(await closeCode(badCookie)).toBe(WS_CLOSE_UNAUTHENTICATED);
    const m = await member(t);
    const foreign = new WebSocket(url, { headers: { cookie: `sid=${m.sid}`, origin: 'https://evil.example' } });
    expect(await closeCode(foreign)).toBe(WS_CLOSE_FORBIDDEN_ORIGIN);
  });
});

describe('two server processes through Redis', () => {
  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("deliver to each other's sockets", async () => {
    const first = await buildTestApp({ redisUrl: process.env.REDIS_URL });
    const second = await buildTestApp({ redisUrl: process.env.REDIS_URL, db: first.db });
    try {
      const [urlFirst, urlSecond] = [await listen(first), await listen(second)];
      const [a, b] = [await member(first), await member(first)];
      const socketB = await connect(urlSecond, b);
      const socketA = await connect(urlFirst, a);
      // a sends through the first process; b listens on the second.
      expect((await sendText(first, a, b, 'across')).statusCode).toBe(200);
      expect(await socketB.next((event) => event.type === 'message')).toMatchObject({ message: { text: 'across' } });
      expect((await sendText(second, b, a, 'and back')).statusCode).toBe(200);
      expect(await socketA.next((event) => event.type === 'message' && event.message.text === 'and back')).toBeTruthy();
      socketA.socket.close();
      socketB.socket.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('the Redis bus', () => {
  it('fails at once when Redis cannot be reached', async () => {
    await expect(RedisBus.connect('redis://127.0.0.1:1')).rejects.toThrow();
  });
});
