/**
 * Paid chat at a peak (issue 22): N members with sessions and credits on a scratch PostgreSQL
 * database, N open WebSockets on /api/ws, and paid text messages between random pairs sent via
 * POST /api/messages.php at a steady rate, stepped up (a sweep) until the server no longer keeps
 * up; times POST start → the receiver's own socket getting the 'message' event, and prints the
 * knee. Each app instance is the compiled server (apps/server/dist/main.js, built here) in a
 * process of its own, with its job runner, as production runs it; this process is only the load
 * client. With REDIS_URL, two instances share the database and Redis, the sockets split between them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat
 *   BENCH_RATES=50,100,200 BENCH_SECONDS=60 BENCH_SOCKETS=5000 DATABASE_POOL_SIZE=20 REDIS_URL=redis://127.0.0.1:6379 …
 *   BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops.
 *
 * The scratch database `bench_chat` is dropped and made afresh on every run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { createClient } from 'redis';
import WebSocket from 'ws';
import { admin, adminUrl, percentile, scratchUrl } from '../scratch-database';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { defaultDeploymentName } from '../../apps/server/src/db/deployment-name';
import { sites, users } from '../../apps/server/src/db/schema';
import { seedDemoSite } from '../../apps/server/src/db/seed/demo-site';
import { changeCredits } from '../../apps/server/src/modules/credits/ledger';
import { SessionService } from '../../apps/server/src/modules/session/service';
import { SessionCache } from '../../apps/server/src/modules/session/session-cache';
import { InProcessSignals } from '../../apps/server/src/platform/realtime/process-signals';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
/** Messages started per second, step by step; the sweep stops at the first step that saturates. */
const RATES = (process.env.BENCH_RATES ?? '50,100,200,300,400,500,600,800').split(',').map(Number);
/** How long each step sends. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const CONCURRENCY = 64;
/** Sends in flight at most: beyond it the client waits, and the step counts as saturated by its rate. */
const MAX_IN_FLIGHT = 1024;
const DELIVERY_TIMEOUT_MS = 10_000;
const SCRATCH = 'bench_chat';
const REDIS_URL = process.env.REDIS_URL;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

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
// The tables as autovacuum keeps them in production (a development server may run without it).
await db.execute(sql`vacuum analyze`);
const setupSeconds = (performance.now() - started) / 1000;
console.log(`Members, sessions and credits in ${setupSeconds.toFixed(1)} s`);


// Only the load client runs here from now on.
await database.close();

// Production runs the bundle (`npm run serve`), not tsx's on-the-fly TypeScript: measure that,
// built from the source as it is now.
console.log('Building the server…');
execFileSync('npm', ['run', 'build', '-w', '@app/server'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

const instances = REDIS_URL ? 2 : 1;
const children: ChildProcess[] = [];
let stopping = false;
// However this process ends, an error included, its servers must not outlive it.
process.on('exit', () => {
  for (const child of children) child.kill();
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** One app instance, as `npm run serve:demo` starts it (demo mode: mails to the outbox table), without demo members. */
async function startServer(): Promise<{ port: number; pid: number }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', ...(CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : []), 'apps/server/dist/main.js', '--demo'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: scratchUrl(SCRATCH),
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_MEMBERS: '0',
        DATA_DIR: join(tmpdir(), 'bench-chat-data'),
        WEB_DIST: join(tmpdir(), 'bench-chat-no-web'),
        LOG_LEVEL: 'warn',
        MALLOC_ARENA_MAX: '2',
      },
    },
  );
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`A server process ended during the run (${signal ?? `exit code ${code}`}).`);
    process.exit(1);
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/settings.php`)).ok) return { port, pid: child.pid! };
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`the server on port ${port} did not start`);
}

/** Resident memory of a process in MB, as Linux counts it. */
function residentMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round(Number(kb) / 1024);
}

/** CPU seconds a process has used (user + system). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds the whole machine has been busy (all cores): what the server processes and this
 * client did not use of it went to PostgreSQL, Redis and anything else running.
 */
function machineCpuSeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks as number[];
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

// The members' limits count in Redis for an hour and a day, under the deployment's name, which
// the scratch database fixes: a run within a day of the last would start from its counts.
if (REDIS_URL) {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const prefix = defaultDeploymentName({ kind: 'postgres', url: scratchUrl(SCRATCH) });
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:rate:*`, COUNT: 1000 })) if (keys.length > 0) await redis.del(keys);
  await redis.quit();
}

const servers = await Promise.all(Array.from({ length: instances }, startServer));
const instanceOf = (index: number) => index % instances;
// Keep-alive connections, as many as sends may be in flight: no connection is made twice.
const agents = servers.map(() => new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT }));

/** Delivery waiters by client_message_id: the receiver's socket index, and what to call with the arrival time. */
const waiting = new Map<string, { receiver: number; arrived: (at: number) => void }>();
const ID_FIELD = '"client_message_id":"';
const sockets: WebSocket[] = [];
console.log(`Opening ${SOCKETS.toLocaleString('en')} sockets on ${instances} instance(s)…`);
started = performance.now();
await pool(ids.length, CONCURRENCY, async (i) => {
  const socket = new WebSocket(`ws://127.0.0.1:${servers[instanceOf(i)]!.port}/api/ws`, {
    headers: { cookie: `sid=${tokens.get(ids[i]!)}` },
  });
  // The load client shares the cores with the servers: it reads the id out of the frame instead of parsing it.
  socket.on('message', (data) => {
    const at = performance.now();
    const text = String(data);
    if (!text.startsWith('{"type":"message"')) return;
    const from = text.indexOf(ID_FIELD) + ID_FIELD.length;
    const waiter = waiting.get(text.slice(from, text.indexOf('"', from)));
    if (waiter?.receiver === i) waiter.arrived(at);
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

function post(instance: number, path: string, cookie: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: servers[instance]!.port,
        path,
        method: 'POST',
        agent: agents[instance],
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-type': 'app', cookie },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

interface Step {
  rate: number;
  seconds: number;
  sent: number;
  delivered: number;
  failedPosts: number;
  /** POSTs refused 429 by a member's own limits (conversations_per_hour): random senders meet them on a long sweep, whatever the load. */
  limited: number;
  lost: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  messagesPerSecond: number;
  /** The 1-minute load average at the step's end. */
  loadAverage: number;
  /** Cores used over the step: by each server process, by this load client, and by the rest of the machine (PostgreSQL, Redis, others). */
  serverCpu: number[];
  clientCpu: number;
  restCpu: number;
  saturated: boolean;
  /** Over 1 % refused by the members' own limits: the step measures those more than the load, and the sweep ends. */
  limitedOut: boolean;
}

async function runStep(rate: number): Promise<Step> {
  const count = Math.round(rate * SECONDS);
  const latencies: number[] = [];
  let failed = 0;
  let limited = 0;
  let lost = 0;
  async function send(): Promise<void> {
    const from = Math.floor(Math.random() * ids.length);
    let to = Math.floor(Math.random() * (ids.length - 1));
    if (to >= from) to++;
    const clientMessageId = randomUUID();
    const t0 = performance.now();
    const delivered = new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), DELIVERY_TIMEOUT_MS);
      waiting.set(clientMessageId, {
        receiver: to,
        arrived: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
    const body = JSON.stringify({ kind: 'text', profile_id: ids[to], client_message_id: clientMessageId, text: 'Hello from the bench' });
    const status = await post(instanceOf(from), '/api/messages.php', `sid=${tokens.get(ids[from]!)}`, body).catch(() => 0);
    if (status === 429) limited++;
    if (status !== 200) {
      if (status !== 429) failed++;
      waiting.delete(clientMessageId);
      if (status !== 429 && failed <= 3) console.error(`POST failed: ${status}`);
      return;
    }
    const at = await delivered;
    waiting.delete(clientMessageId);
    if (at === null) lost++;
    else latencies.push(at - t0);
  }

  const cpuBefore = { servers: servers.map((server) => cpuSeconds(server.pid)), machine: machineCpuSeconds(), client: process.cpuUsage() };
  const begun = performance.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < count; i++) {
    const wait = begun + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    const p = send().finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - begun) / 1000;
  const client = process.cpuUsage(cpuBefore.client);
  const clientSeconds = (client.user + client.system) / 1e6;
  const serverSeconds = servers.map((server, i) => cpuSeconds(server.pid) - cpuBefore.servers[i]!);
  const share = (seconds: number) => Math.round((seconds / elapsed) * 100) / 100;

  latencies.sort((a, b) => a - b);
  const latency = (p: number) => (latencies.length ? Math.round(percentile(latencies, p) * 10) / 10 : null);
  // Messages refused by a member's own limit were neither sent nor owed: the rate is of the others.
  const messagesPerSecond = Math.round(((latencies.length + limited) / elapsed) * 10) / 10;
  const p99 = latency(99);
  return {
    rate,
    seconds: Math.round(elapsed * 10) / 10,
    sent: count,
    delivered: latencies.length,
    failedPosts: failed,
    limited,
    lost,
    p50: latency(50),
    p95: latency(95),
    p99,
    max: latency(100),
    messagesPerSecond,
    loadAverage: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    serverCpu: serverSeconds.map(share),
    clientCpu: share(clientSeconds),
    restCpu: share(machineCpuSeconds() - cpuBefore.machine - clientSeconds - serverSeconds.reduce((sum, seconds) => sum + seconds, 0)),
    // Not keeping up: the rate not reached (requests queue), messages lost, or delivery waiting for over a second.
    saturated: failed + lost > 0 || messagesPerSecond < rate * 0.95 || p99 === null || p99 > 1000,
    limitedOut: limited > count * 0.01,
  };
}

const mode = REDIS_URL ? 'two processes through Redis' : 'one process';
console.log(`\nSweep, ${SECONDS} s a step (${mode}, ${SOCKETS.toLocaleString('en')} sockets):\n`);
console.log('| rate | delivered | failed | 429 | lost | p50 ms | p95 ms | p99 ms | max ms | msg/s | load avg | server cores | client cores | rest cores |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const steps: Step[] = [];
for (const rate of RATES) {
  const step = await runStep(rate);
  steps.push(step);
  console.log(
    `| ${rate} | ${step.delivered} | ${step.failedPosts} | ${step.limited} | ${step.lost} | ${step.p50} | ${step.p95} | ${step.p99} | ${step.max} | ${step.messagesPerSecond} | ${step.loadAverage} | ${step.serverCpu.join(' + ')} | ${step.clientCpu} | ${step.restCpu} |`,
  );
  if (step.saturated || step.limitedOut) break;
}
// Taken while every socket is still open: what each server holds at full load.
const serverRssMb = servers.map((server) => residentMb(server.pid));
const knee = steps.filter((step) => !step.saturated && !step.limitedOut).at(-1) ?? null;
const saturatedAt = steps.find((step) => step.saturated)?.rate ?? null;
const limitedAt = steps.find((step) => step.limitedOut)?.rate ?? null;
const end = saturatedAt
  ? `; ${saturatedAt}/s saturated`
  : limitedAt
    ? `; at ${limitedAt}/s the members' own limits (conversations_per_hour) refused over 1 % of the sends, which ends the sweep unsaturated`
    : '; the sweep ended before saturating';
console.log(knee ? `\nKnee: ${knee.rate} messages/s kept up (p99 ${knee.p99} ms)${end}.` : `\nKnee: below ${RATES[0]} messages/s.`);
console.log(`Server RSS: ${serverRssMb.join(' + ')} MB`);

const result = {
  date: new Date().toISOString(),
  mode,
  instances,
  sockets: SOCKETS,
  secondsPerStep: SECONDS,
  poolSize: process.env.DATABASE_POOL_SIZE ?? 'default',
  knee: knee?.rate ?? null,
  saturatedAt,
  limitedAt,
  steps,
  /** All server processes together; the load client is not counted. */
  rssMb: serverRssMb.reduce((sum, mb) => sum + mb, 0),
  serverRssMb,
  setupSeconds: Math.round(setupSeconds * 10) / 10,
  connectSeconds: Math.round(connectSeconds * 10) / 10,
};
const file = fileURLToPath(new URL(REDIS_URL ? './results-redis.json' : './results.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

for (const socket of sockets) socket?.terminate();
for (const agent of agents) agent.destroy();
stopping = true;
await Promise.all(
  children.map((child) => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    return exited;
  }),
);
