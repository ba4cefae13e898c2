/**
 * Chat in real time at scale: N members with sessions and credits on a scratch PostgreSQL database,
 * N open WebSockets on /api/ws, M text messages between random pairs sent via POST /api/messages.php;
 * times POST start → the receiver's socket getting the 'message' event. Each app instance is a
 * process of its own (serve.ts); this process is only the load client. With REDIS_URL, two
 * instances share the database and Redis, and the sockets are split between them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat
 *   BENCH_SOCKETS=5000 BENCH_MESSAGES=2000 BENCH_RATE=200 REDIS_URL=redis://127.0.0.1:6379 …
 *
 * Node's fetch keeps connections alive; at most CONCURRENCY × 4 sends are in flight.
 * The scratch database `bench_chat` is dropped and made afresh on every run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { admin, adminUrl, percentile, scratchUrl } from '../scratch-database';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { sites, users } from '../../apps/server/src/db/schema';
import { seedDemoSite } from '../../apps/server/src/db/seed/demo-site';
import { changeCredits } from '../../apps/server/src/modules/credits/ledger';
import { SessionService } from '../../apps/server/src/modules/session/service';
import { SessionCache } from '../../apps/server/src/modules/session/session-cache';
import { InProcessSignals } from '../../apps/server/src/platform/realtime/process-signals';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 100); // messages started per second
const CONCURRENCY = 64;
const SCRATCH = 'bench_chat';
const REDIS_URL = process.env.REDIS_URL;

// Stop before any work when there is no server to run on.
adminUrl();

/** Runs `work` for 0..count-1 with at most `limit` at a time. */
async function pool(count: number, limit: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

await admin(`drop database if exists ${SCRATCH} with (force)`);
await admin(`create database ${SCRATCH}`);
const database = await openDatabase({ kind: 'postgres', url: scratchUrl(SCRATCH) });
const db: Db = database.db;
await seedDemoSite(db);
const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
if (!site) throw new Error('no default site');

console.log(`Creating ${SOCKETS.toLocaleString('en')} members…`);
let started = performance.now();
// Premium (no 2-conversation limit) and confirmed, so any pair may write to each other; a month
// old, so the scam signals do not hold one text sent to many members by a new account.
await db.execute(sql`
  insert into users (site_id, email, password_hash, status, paid_user, language, email_confirmed_at, created_at)
  select ${site.id}, 'bench' || g || '@bench.example', 'x', 'confirmed', true, 'en', now(), now() - interval '30 days'
  from generate_series(1, ${SOCKETS}) g`);
await db.execute(sql`
  insert into profiles (user_id, site_id, name, date_of_birth, gender, sexuality, country, region, city, status)
  select id, site_id, 'Member ' || id, date '1990-01-01', 'male', 'gay', 'NL', 'Noord-Holland', 'City', 'active'
  from users where site_id = ${site.id}`);
const ids = (await db.select({ id: users.id }).from(users).where(eq(users.siteId, site.id))).map((r) => r.id);
// Only start() is used here: no process but this one would hear of an ended session.
const sessionService = new SessionService(db, () => new Date(), new SessionCache(new InProcessSignals(console)));
const tokens = new Map<number, string>();
await db.transaction(async (tx) => {
  for (const id of ids) {
    tokens.set(id, await sessionService.start(tx, id, { userAgent: 'bench', member: null, ip: '127.0.0.1', deviceId: `bench-device-${id}` }));
    await changeCredits(tx, id, 1_000_000, 'bench', null);
  }
});
const setupSeconds = (performance.now() - started) / 1000;
console.log(`Members, sessions and credits in ${setupSeconds.toFixed(1)} s`);

// Only the load client runs here from now on.
await database.close();

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const instances = REDIS_URL ? 2 : 1;
const children: ChildProcess[] = [];
let stopping = false;
// However this process ends, an error included, its servers must not outlive it; tsx passes the
// signal on to the server process it runs.
process.on('exit', () => {
  for (const child of children) child.kill();
});

/** One app instance in a process of its own (serve.ts): its port, and the pid of the server itself. */
async function startServer(): Promise<{ port: number; pid: number }> {
  const child = spawn(TSX, [SERVE, scratchUrl(SCRATCH)], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`A server process ended during the run (${signal ?? `exit code ${code}`}).`);
    process.exit(1);
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return JSON.parse(line) as { port: number; pid: number };
}

/** Resident memory of a process in MB, as Linux counts it. */
function residentMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

const servers = await Promise.all(Array.from({ length: instances }, startServer));
const ports = servers.map((server) => server.port);
const instanceOf = (index: number) => index % instances;

// Delivery waiters: client_message_id → resolve with the arrival time.
const waiting = new Map<string, (at: number) => void>();
const sockets: WebSocket[] = [];
console.log(`Opening ${SOCKETS.toLocaleString('en')} sockets on ${instances} instance(s)…`);
started = performance.now();
await pool(ids.length, CONCURRENCY, async (i) => {
  const socket = new WebSocket(`ws://127.0.0.1:${ports[instanceOf(i)]}/api/ws`, { headers: { cookie: `sid=${tokens.get(ids[i]!)}` } });
  socket.on('message', (data) => {
    const at = performance.now();
    const event = JSON.parse(String(data)) as { type: string; message?: { client_message_id: string } };
    if (event.type !== 'message' || !event.message) return;
    waiting.get(event.message.client_message_id)?.(at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed ${code}`)));
  });
  sockets[i] = socket;
});
const connectSeconds = (performance.now() - started) / 1000;
console.log(`Sockets open in ${connectSeconds.toFixed(1)} s`);

const latencies: number[] = [];
let failed = 0;
let lost = 0;
const DELIVERY_TIMEOUT_MS = 10_000;
async function send(): Promise<void> {
  const from = Math.floor(Math.random() * ids.length);
  let to = Math.floor(Math.random() * (ids.length - 1));
  if (to >= from) to++;
  const clientMessageId = randomUUID();
  const t0 = performance.now();
  const delivered = new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), DELIVERY_TIMEOUT_MS);
    waiting.set(clientMessageId, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
  const response = await fetch(`http://127.0.0.1:${ports[instanceOf(from)]}/api/messages.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'app', cookie: `sid=${tokens.get(ids[from]!)}` },
    body: JSON.stringify({ kind: 'text', profile_id: ids[to], client_message_id: clientMessageId, text: 'Hello from the bench' }),
  });
  await response.arrayBuffer();
  if (!response.ok) {
    failed++;
    waiting.delete(clientMessageId);
    if (failed <= 3) console.error(`POST failed: ${response.status}`);
    return;
  }
  const at = await delivered;
  waiting.delete(clientMessageId);
  if (at === null) lost++;
  else latencies.push(at - t0);
}

console.log(`Sending ${MESSAGES.toLocaleString('en')} messages at ${RATE}/s…`);
started = performance.now();
const inFlight = new Set<Promise<void>>();
for (let i = 0; i < MESSAGES; i++) {
  const due = started + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  while (inFlight.size >= CONCURRENCY * 4) await Promise.race(inFlight);
  const p = send().finally(() => inFlight.delete(p));
  inFlight.add(p);
}
await Promise.all(inFlight);
const sendSeconds = (performance.now() - started) / 1000;
// Taken while every socket is still open: what each server holds at full load.
const serverRssMb = servers.map((server) => residentMb(server.pid));

latencies.sort((a, b) => a - b);
const latency = (p: number) => (latencies.length ? Math.round(percentile(latencies, p) * 100) / 100 : null);
const result = {
  date: new Date().toISOString(),
  mode: REDIS_URL ? 'two processes through Redis' : 'one process',
  instances,
  sockets: SOCKETS,
  messages: MESSAGES,
  targetRate: RATE,
  delivered: latencies.length,
  failedPosts: failed,
  lost,
  p50: latency(50),
  p95: latency(95),
  p99: latency(99),
  messagesPerSecond: Math.round((latencies.length / sendSeconds) * 10) / 10,
  /** All server processes together; the load client is not counted. */
  rssMb: serverRssMb.reduce((sum, mb) => sum + mb, 0),
  serverRssMb,
  setupSeconds: Math.round(setupSeconds * 10) / 10,
  connectSeconds: Math.round(connectSeconds * 10) / 10,
};
console.log(
  `\n| mode | sockets | messages | delivered | p50 ms | p95 ms | p99 ms | msg/s | RSS MB |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|`,
);
console.log(
  `| ${result.mode} | ${SOCKETS} | ${MESSAGES} | ${result.delivered} | ${result.p50} | ${result.p95} | ${result.p99} | ${result.messagesPerSecond} | ${serverRssMb.join(' + ')} |`,
);
const file = fileURLToPath(new URL(REDIS_URL ? './results-redis.json' : './results.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

for (const socket of sockets) socket?.terminate();
stopping = true;
await Promise.all(
  children.map((child) => {
    const exited = once(child, 'exit');
    child.kill();
    return exited;
  }),
);
