import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { and, eq, like as sqlLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from './db/client';
import { mailOutbox, profiles, users } from './db/schema';
import { appHeaders, signupBody } from './test/accounts';
import { createDatabase, databaseUrl, dropDatabase, scratchDatabaseName } from './test/admin-database';
import { type StartedServer, startServer } from './test/server-process';
import { startTcpBalancer, type TcpBalancer } from './test/tcp-balancer';

/**
 * The production shape (README, deploy/): two server processes on one PostgreSQL and one Redis,
 * behind a balancer that hands each connection to the next process. Only with both.
 */
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

let name: string;
let servers: StartedServer[] = [];
let balancer: TcpBalancer | undefined;
let database: Database | undefined;

/** One request on a connection of its own, so the balancer sends requests to the processes by turns. */
function send(path: string, options: { method?: string; sid?: string; body?: unknown } = {}) {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<{ status: number; body: string; sid?: string }>((resolve, reject) => {
    const request = httpRequest(
      `${balancer!.baseURL}${path}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...appHeaders,
          ...(options.sid ? { cookie: `sid=${options.sid}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const sid = response.headers['set-cookie']?.join(';').match(/\bsid=([^;]+)/)?.[1];
          resolve({ status: response.statusCode!, body, sid });
        });
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

/** A member who signed up through the balancer and whose address counts as confirmed. */
async function member(credits = 0) {
  const body = signupBody();
  const signup = await send('/api/signup.php', { method: 'POST', body });
  expect(signup.status, signup.body).toBe(200);
  const { user } = JSON.parse(signup.body) as { user: { id: number } };
  const db = database!.db;
  await db.update(users).set({ status: 'confirmed', emailConfirmedAt: new Date(), credits }).where(eq(users.id, user.id));
  await db.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, user.id));
  return { id: user.id, sid: signup.sid!, email: body.email };
}

/** The member's socket through the balancer; the texts of the messages it receives go to `texts`. */
interface Received {
  text: string;
  stream: string;
  n: number;
}

async function openSocket(sid: string, received: Received[]) {
  const socket = new WebSocket(`${balancer!.baseURL.replace('http', 'ws')}/api/ws`, {
    headers: { cookie: `sid=${sid}`, origin: balancer!.baseURL },
  });
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { type: string; message?: { text: string | null }; seq?: { stream: string; n: number } };
    if (event.type === 'message' && event.message?.text) received.push({ text: event.message.text, ...event.seq! });
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return socket;
}

async function sendText(sid: string, to: number, text: string) {
  const answer = await send('/api/messages.php', {
    method: 'POST',
    sid,
    body: { kind: 'text', profile_id: to, client_message_id: randomUUID(), text },
  });
  expect(answer.status, answer.body).toBe(200);
}

describe.skipIf(!adminUrl || !redisUrl)('two server processes behind a balancer (issue 16)', () => {
  beforeAll(async () => {
    name = scratchDatabaseName('cluster');
    await createDatabase(adminUrl!, name);
    // Job rounds every half second on each process: both look for the same jobs all the time.
    const env = { DATABASE_URL: databaseUrl(adminUrl!, name), REDIS_URL: redisUrl!, DEMO_MEMBERS: '4', JOBS_INTERVAL_MS: '500' };
    // Both start at once on the empty database, as a deployment's processes do.
    servers = await Promise.all([startServer(env), startServer(env)]);
    balancer = await startTcpBalancer(servers.map((server) => server.port));
    database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl!, name) });
  }, 240_000);

  // Two processes stopping (each up to 10 s before SIGKILL) and a forced drop took over a minute beside the build.
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    if (name) await dropDatabase(adminUrl!, name);
  }, 120_000);

  it('both started together on an empty database, and each answers in turn', async () => {
    const answers = await Promise.all([send('/api/settings.php'), send('/api/settings.php')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('delivers every message to the other member’s socket once, in order per process, whichever process took it', async () => {
    const receiver = await member();
    const sender = await member(1_000);
    const received: Received[] = [];
    const socket = await openSocket(receiver.sid, received);
    const sent = Array.from({ length: 40 }, (_, index) => `message ${index}`);
    for (const text of sent) await sendText(sender.sid, receiver.id, text);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(sent.length);
    // A late double would show up here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.close();
    expect(received.map(({ text }) => text).sort()).toEqual([...sent].sort());
    // docs/realtime.md: one process's events keep their order (numbered 1, 2, 3… per stream);
    // two processes' may interleave, which the page's chat orders by message anyway.
    const streams = new Map<string, Received[]>();
    for (const event of received) streams.set(event.stream, [...(streams.get(event.stream) ?? []), event]);
    expect(streams.size).toBe(2);
    for (const events of streams.values()) {
      expect(events.map(({ n }) => n)).toEqual(events.map((_, index) => events[0]!.n + index));
      expect(events.map(({ text }) => sent.indexOf(text))).toEqual(events.map(({ text }) => sent.indexOf(text)).sort((a, b) => a - b));
    }
  }, 60_000);

  it('runs each job once though both processes run jobs: one like, one mail', async () => {
    const liked = await member();
    const admirer = await member();
    const answer = await send('/api/like.php', { method: 'POST', sid: admirer.sid, body: { profile_id: liked.id } });
    expect(answer.status, answer.body).toBe(200);
    // The signup's activation mail went to the same address; the like's mail says who likes them.
    const mails = () => database!.db.$count(mailOutbox, and(eq(mailOutbox.to, liked.email), sqlLike(mailOutbox.subject, '% likes you on %')));
    await expect.poll(mails, { timeout: 15_000 }).toBe(1);
    // Several more rounds on both processes: a second run would show as a second mail.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await mails()).toBe(1);
  }, 30_000);

  // Last: it stops one of the two processes.
  it('a stopping process closes its sockets with 1012; the member reconnects to the other and chat goes on', async () => {
    const receiver = await member();
    const sender = await member(1_000);
    const sockets = [await openSocket(receiver.sid, []), await openSocket(receiver.sid, [])];
    const closeCodes = sockets.map((socket) => new Promise<number>((resolve) => socket.once('close', resolve)));
    // The balancer gave the two sockets to the two processes: one of them is on the first.
    await servers[0]!.stop();
    expect(await Promise.race(closeCodes)).toBe(1012);

    const received: Received[] = [];
    const again = await openSocket(receiver.sid, received);
    await sendText(sender.sid, receiver.id, 'after the restart');
    await expect.poll(() => received.map(({ text }) => text), { timeout: 10_000 }).toEqual(['after the restart']);
    again.close();
    for (const socket of sockets) socket.close();
  }, 60_000);
});
