import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { RealtimeFrame } from '@app/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activeMember } from '../../test/members';
import { startTcpProxy } from '../../test/tcp-proxy';
import { startThrowawayRedis } from '../../test/throwaway-redis';
import { InProcessBus } from './bus';
import { REALTIME_CHANNEL, RedisBus } from './redis-bus';
import { WS_CLOSE_FORBIDDEN_ORIGIN, WS_CLOSE_UNAUTHENTICATED } from './socket-route';

type Member = Awaited<ReturnType<typeof activeMember>>;

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
}

/** A connected socket that collects every frame it receives. */
async function connect(url: string, m: Member) {
  const socket = new WebSocket(url, { headers: { cookie: `sid=${m.sid}` } });
  const events: RealtimeFrame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    events.push(RealtimeFrame.parse(JSON.parse(String(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    events,
    /** Waits until a frame matching `match` arrived. */
    async next(match: (event: RealtimeFrame) => boolean, timeoutMs = 5000): Promise<RealtimeFrame> {
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

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
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
  const like = { type: 'like', from_id: 9, match: false } as const;

  it('delivers to the listeners of the named members until they unsubscribe', () => {
    const bus = new InProcessBus();
    const got: [number, RealtimeFrame][] = [];
    const off = bus.subscribe(1, (frame) => got.push([1, frame]));
    bus.subscribe(2, (frame) => got.push([2, frame]));
    bus.publish([1, 1, 3], like);
    off();
    bus.publish([1, 2], like);
    expect(got.map(([to, frame]) => [to, frame.type])).toEqual([
      [1, 'hello'],
      [2, 'hello'],
      [1, 'like'],
      [2, 'like'],
    ]);
  });

  it('hands each listener the frame as the JSON text a socket sends', () => {
    const bus = new InProcessBus();
    const texts: [string, string][] = [];
    bus.subscribe(1, (frame, text) => texts.push([JSON.stringify(frame), text]));
    bus.publish([1], like);
    bus.publish([1], { type: 'chat_deleted', conversation_id: 4 });
    expect(texts).toHaveLength(3);
    for (const [expected, text] of texts) expect(text).toBe(expected);
  });

  it("numbers each member's events, and tells a new listener where they stand", () => {
    const bus = new InProcessBus();
    const first: RealtimeFrame[] = [];
    bus.subscribe(1, (frame) => first.push(frame));
    bus.publish([1, 2], like);
    bus.publish([1], like);
    const [hello, one, two] = first;
    expect(hello).toEqual({ type: 'hello', streams: {} });
    if (one?.type !== 'like' || two?.type !== 'like') throw new Error('expected two likes');
    expect([one.seq.n, two.seq.n]).toEqual([1, 2]);
    expect(two.seq.stream).toBe(one.seq.stream);

    const later: RealtimeFrame[] = [];
    bus.subscribe(1, (frame) => later.push(frame));
    bus.subscribe(2, (frame) => later.push(frame));
    expect(later).toEqual([
      { type: 'hello', streams: { [one.seq.stream]: 2 } },
      { type: 'hello', streams: { [one.seq.stream]: 1 } },
    ]);
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
    expect(await socketA.next((event) => event.type === 'read')).toMatchObject({
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
    expect(await socketB.next((event) => event.type === 'like')).toMatchObject({ type: 'like', from_id: a.id, match: false });
    await t.app.inject({ method: 'POST', url: '/api/like.php', headers: b.headers, payload: { profile_id: a.id } });
    expect(await socketA.next((event) => event.type === 'like')).toMatchObject({ type: 'like', from_id: b.id, match: true });
    // A like in the swipe game is a like too.
    const c = await member(t);
    const swiped = await t.app.inject({ method: 'POST', url: '/api/swipe.php', headers: c.headers, payload: { profile_id: a.id, action: 'like' } });
    expect(swiped.statusCode).toBe(200);
    expect(await socketA.next((event) => event.type === 'like' && event.from_id === c.id)).toMatchObject({ type: 'like', from_id: c.id, match: false });
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
    expect(await socketB.next((event) => event.type === 'chat_deleted')).toMatchObject({
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
      // The second process held no socket of a's when the first one's events for a passed; it
      // numbered them all the same, so a socket a opens there now starts where a stands.
      const across = await socketB.next((event) => event.type === 'message');
      if (across.type !== 'message') throw new Error('expected a message');
      const firstStream = across.seq.stream;
      const seenByA = socketA.events.flatMap((event) => ('seq' in event && event.seq.stream === firstStream ? [event.seq.n] : []));
      const lateA = await connect(urlSecond, a);
      expect(await lateA.next((event) => event.type === 'hello')).toMatchObject({ streams: { [firstStream]: Math.max(...seenByA) } });
      lateA.socket.close();
      socketA.socket.close();
      socketB.socket.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('two deployments on one Redis', () => {
  /** A sender and a receiver. The databases are copies of one template, so each deployment's pair has the same ids. */
  async function pair(t: TestApp) {
    return [await member(t), await member(t)] as const;
  }

  /** Two processes of one deployment: the second on the first one's database. */
  async function deployment(redisUrl: string, deploymentName?: string) {
    const first = await buildTestApp({ redisUrl, deploymentName });
    const second = await buildTestApp({ redisUrl, deploymentName, db: first.db });
    return { first, second, close: async () => (await second.close(), await first.close()) };
  }

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    "keep their members' events apart, by the default names of their databases and by an explicit name",
    async () => {
      const redisUrl = process.env.REDIS_URL!;
      const x = await deployment(redisUrl);
      const y = await deployment(redisUrl);
      const z = await deployment(redisUrl, 'explicitly-named');
      try {
        const [[a, b], [aY, bY], [aZ, bZ]] = [await pair(x.first), await pair(y.first), await pair(z.first)];
        expect([aY.id, bY.id]).toEqual([a.id, b.id]);
        expect([aZ.id, bZ.id]).toEqual([a.id, b.id]);
        // Each member listens on the second process of their deployment, so events must cross Redis.
        const socketX = await connect(await listen(x.second), b);
        const socketY = await connect(await listen(y.second), bY);
        const socketZ = await connect(await listen(z.second), bZ);
        await Promise.all([listen(x.first), listen(y.first), listen(z.first)]);

        expect((await sendText(x.first, a, b, 'for x only')).statusCode).toBe(200);
        expect(await socketX.next((event) => event.type === 'message')).toMatchObject({ message: { text: 'for x only' } });
        // Redis hands one subscriber its messages in the order published: a later message of the
        // other deployment arriving means the first one would have arrived already.
        expect((await sendText(y.first, aY, bY, 'for y only')).statusCode).toBe(200);
        await socketY.next((event) => event.type === 'message' && event.message.text === 'for y only');
        expect((await sendText(z.first, aZ, bZ, 'for z only')).statusCode).toBe(200);
        await socketZ.next((event) => event.type === 'message' && event.message.text === 'for z only');

        const texts = (socket: typeof socketX) => socket.events.flatMap((event) => (event.type === 'message' ? [event.message.text] : []));
        expect(texts(socketX)).toEqual(['for x only']);
        expect(texts(socketY)).toEqual(['for y only']);
        expect(texts(socketZ)).toEqual(['for z only']);
        for (const socket of [socketX, socketY, socketZ]) socket.socket.close();
      } finally {
        await Promise.all([x.close(), y.close(), z.close()]);
      }
    },
  );
});

describe('a Redis outage', () => {
  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    'neither holds up a message nor keeps it from the sockets of its own process, and events flow again after it',
    async () => {
      const redis = await startThrowawayRedis();
      const first = await buildTestApp({ redisUrl: redis.url });
      const second = await buildTestApp({ redisUrl: redis.url, db: first.db });
      try {
        const [a, b] = [await member(first), await member(first)];
        // The sender's other tab is on the process that takes the request; the receiver on the other.
        const senderTab = await connect(await listen(first), a);
        const receiver = await connect(await listen(second), b);
        expect((await sendText(first, a, b, 'before')).statusCode).toBe(200);
        const before = await receiver.next((event) => event.type === 'message' && event.message.text === 'before');

        await redis.stop();
        // Answered while Redis is still away: the request does not wait for it.
        const during = await sendText(first, a, b, 'during');
        expect(during.statusCode).toBe(200);
        await senderTab.next((event) => event.type === 'message' && event.message.text === 'during');
        const history = await first.app.inject({
          method: 'GET',
          url: `/api/messages.php?conversation_id=${(during.json() as { message: { conversation_id: number } }).message.conversation_id}`,
          headers: b.headers,
        });
        expect((history.json() as { messages: { text: string }[] }).messages.map((m) => m.text)).toEqual(['before', 'during']);

        await redis.start();
        await until(async () => (await redis.subscribers(REALTIME_CHANNEL)) === 2);
        expect((await sendText(first, a, b, 'after')).statusCode).toBe(200);
        const after = await receiver.next((event) => event.type === 'message' && event.message.text === 'after');
        // 'during' went out when Redis came back; if the receiver's process was not listening again
        // yet, the numbers tell its page that it missed something.
        const gotDuring = receiver.events.some((event) => event.type === 'message' && event.message.text === 'during');
        if (before.type === 'hello' || after.type === 'hello') throw new Error('unreachable');
        expect(after.seq.stream).toBe(before.seq.stream);
        expect(gotDuring ? after.seq.n === before.seq.n + 2 : after.seq.n > before.seq.n + 1).toBe(true);
        senderTab.socket.close();
        receiver.socket.close();
      } finally {
        await second.close();
        await first.close();
        await redis.stop();
      }
    },
  );
});

describe("a process's own Redis outage", () => {
  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    'holds the events published meanwhile and sends them, in order, when Redis is back',
    async () => {
      const redis = await startThrowawayRedis();
      const proxy = await startTcpProxy(Number(new URL(redis.url).port));
      // The first process reaches Redis through the proxy, the second directly and never loses it.
      const first = await buildTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` });
      const second = await buildTestApp({ redisUrl: redis.url, db: first.db });
      try {
        const [a, b] = [await member(first), await member(first)];
        await listen(first);
        const receiver = await connect(await listen(second), b);
        expect((await sendText(first, a, b, 'before')).statusCode).toBe(200);
        await receiver.next((event) => event.type === 'message' && event.message.text === 'before');

        proxy.cut();
        for (const text of ['during 1', 'during 2']) expect((await sendText(first, a, b, text)).statusCode).toBe(200);
        // Redis stays away while the first process tries to reconnect, failing again and again.
        await until(async () => proxy.refused() >= 3);
        proxy.restore();

        await receiver.next((event) => event.type === 'message' && event.message.text === 'during 2');
        const frames = receiver.events.flatMap((event) => (event.type === 'message' ? [[event.message.text, event.seq.n]] : []));
        const n = frames[0]![1] as number;
        expect(frames).toEqual([
          ['before', n],
          ['during 1', n + 1],
          ['during 2', n + 2],
        ]);
        receiver.socket.close();
      } finally {
        await second.close();
        await first.close();
        proxy.cut();
        await proxy.close();
        await redis.stop();
      }
    },
  );
});

describe('the Redis bus', () => {
  it('fails at once when Redis cannot be reached', async () => {
    await expect(RedisBus.connect('redis://127.0.0.1:1', { deployment: 'test', log: { warn() {}, error() {} } })).rejects.toThrow();
  });
});
