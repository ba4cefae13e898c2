/**
 * Hot API paths against Fastify's own speed: the real server as production runs it (the compiled
 * dist/main.js --demo, built afresh here, the 300-member demo, on a scratch PostgreSQL database)
 * and a bare Fastify route in another process, loaded in turn by
 * autocannon with a logged-in member's cookie: bare, endpoint, bare, endpoint, …, bare. Each
 * endpoint's share is its req/s over the mean of the two bare runs beside it, so a change in the
 * machine's load during the run moves both sides alike. Each process's CPU time per request is
 * measured too (Linux's /proc), which other work on the machine hardly moves.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   npm run bench:api -- --duration 3            # a quick look (seconds per run, default 10)
 *   npm run bench:api -- --profile /tmp/prof     # the server runs with --cpu-prof; see profile-top.ts
 *   npm run bench:api -- --only likes            # the endpoints whose path contains this
 *   npm run bench:api -- --port 3610             # the server's port; the bare route's is the next one
 *
 * REDIS_URL, when set, is passed to the server (rate limits and the session cache's signals then go
 * through Redis, as with several processes). The scratch database `bench_api` is kept, so a second
 * run skips the seeding (BENCH_FRESH=1 seeds afresh); migrations run on every start.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REQUEST_TYPE_HEADER, REQUEST_TYPE_VALUE } from '@app/core';
import autocannon from 'autocannon';
import pg from 'pg';
import { serveNodeFlags } from '../serve-flags';
import { admin, adminUrl, scratchUrl } from '../scratch-database';
import { DEMO_LOGIN } from '../../apps/server/src/db/seed/demo-members';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    profile: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '4101' },
  },
});
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
// BENCH_API_DB lets two checkouts measure side by side without seeding each other's database.
const SCRATCH = process.env.BENCH_API_DB ?? 'bench_api';
const SERVER_PORT = Number(options.port);
const BARE_PORT = SERVER_PORT + 1;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA_DIR = join(tmpdir(), 'bench-api-data');

/** The endpoints of issue 20's table, and the share of the bare route each must reach. */
const ALL_ENDPOINTS = [
  { path: '/api/settings.php', target: 0.4 },
  { path: '/api/interests.php', target: 0.4 },
  { path: '/api/user.php', target: 0.4 },
  { path: '/api/chats.php', target: 0.15 },
  { path: '/api/likes.php', target: 0.15 },
  { path: '/api/search.php?gender=male&min_age=25&max_age=40', target: 0.15 },
];
const ENDPOINTS = ALL_ENDPOINTS.filter(({ path }) => path.includes(options.only ?? ''));
const P99_TARGET_MS = 50;

// Stop before any work when there is no server to run on.
adminUrl();

const exists = (await admin(`select 1 from pg_database where datname = '${SCRATCH}'`)).rowCount === 1;
if (exists && process.env.BENCH_FRESH === '1') await admin(`drop database ${SCRATCH} with (force)`);
if (!exists || process.env.BENCH_FRESH === '1') await admin(`create database ${SCRATCH}`);

const children: ChildProcess[] = [];
let stopping = false;
process.on('exit', () => {
  for (const child of children) child.kill();
});

/** A process of its own, its output in a log file (the server logs every request, as in production). */
function start(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const log = `${name}.log`;
  const out = openSync(join(tmpdir(), log), 'w');
  // A title of its own: other work on the machine that ends its own servers by name leaves it be.
  const child = spawn(process.execPath, [`--title=${name}`, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  children.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} ended during the run (${signal ?? `exit code ${code}`}); see ${join(tmpdir(), log)}.`);
    process.exit(1);
  });
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// Production runs the bundle (`npm run serve`), not tsx's on-the-fly TypeScript: measure that,
// built from the source as it is now.
console.log('Building the server…');
execFileSync('npm', ['run', 'build', '-w', '@app/server'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });

const profileArgs = options.profile ? ['--cpu-prof', '--cpu-prof-dir', options.profile] : [];
// V8's young generation as `npm run serve` sizes it; the bare route gets it too, so that both run
// on the same runtime.
const nodeFlags = serveNodeFlags();
console.log(exists && process.env.BENCH_FRESH !== '1' ? 'Starting the server…' : 'Starting the server (seeding the demo, about a minute)…');
const server = start(
  'bench-api-server',
  [...nodeFlags, ...profileArgs, 'apps/server/dist/main.js', '--demo'],
  // MALLOC_ARENA_MAX as `npm run serve` sets it.
  { DATABASE_URL: scratchUrl(SCRATCH), PORT: String(SERVER_PORT), HOST: '127.0.0.1', DATA_DIR, DEMO_MEMBERS: '300', MALLOC_ARENA_MAX: '2' },
);
const bare = start('bench-api-bare', [...nodeFlags, '--import', 'tsx', 'bench/api/bare.ts', String(BARE_PORT)], {});
const base = `http://127.0.0.1:${SERVER_PORT}`;
const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
await waitFor(`${base}/api/settings.php`, 300_000);
await waitFor(bareUrl, 30_000);

// The tables as autovacuum keeps them in production: a PostgreSQL with autovacuum off (as on a
// shared development machine) would plan the demo's tables as if they held one row, and leave the
// seed's updates behind as dead rows (385 of profiles' 402), which every lookup steps over.
const scratch = new pg.Client({ connectionString: scratchUrl(SCRATCH) });
await scratch.connect();
await scratch.query('vacuum analyze');
await scratch.end();

const login = await fetch(`${base}/api/user.php`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', [REQUEST_TYPE_HEADER]: REQUEST_TYPE_VALUE },
  body: JSON.stringify(DEMO_LOGIN),
});
const sid = /(?:^|,\s*)(sid=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
if (!login.ok || !sid) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
const headers = { cookie: sid };

// Every endpoint answers 200 with content before anything is timed; a search must fill a page.
for (const { path } of ENDPOINTS) {
  const answer = await fetch(base + path, { headers });
  const body = await answer.text();
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${body}`);
  const results = path.startsWith('/api/search.php') ? (JSON.parse(body) as { results: unknown[] }).results.length : null;
  console.log(`${path}: ${body.length} bytes${results === null ? '' : `, ${results} results`}`);
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** The answering process's CPU time per request, in µs (user and system; Linux only, else null). */
  cpuUs: number | null;
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/**
 * CPU time a process has used so far, in ms, from Linux's /proc (null elsewhere). Unlike req/s, it
 * hardly moves with the load of other work on the machine: a busier machine makes a request wait
 * longer, not cost more.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    // After the command name: state is field 3, utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

async function load(url: string, duration: number, process: ChildProcess): Promise<Run> {
  const cpuBefore = cpuMs(process.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const cpuAfter = cpuMs(process.pid);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuUs: cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
  };
}

// The JIT and the connection pools warm up before anything counts.
const warmup = Math.max(2, Math.round(DURATION / 5));
console.log(`Warming up (${warmup} s each)…`);
await load(bareUrl, warmup, bare);
for (const { path } of ENDPOINTS) await load(base + path, warmup, server);

const loadBefore = loadavg();
console.log(`Measuring: ${CONNECTIONS} connections, ${DURATION} s per run, bare and endpoint in turn…`);
const bareRuns: Run[] = [await load(bareUrl, DURATION, bare)];
const endpointRuns: Run[] = [];
for (const { path } of ENDPOINTS) {
  endpointRuns.push(await load(base + path, DURATION, server));
  bareRuns.push(await load(bareUrl, DURATION, bare));
}
const loadAfter = loadavg();

stopping = true;
server.kill('SIGTERM');
bare.kill('SIGTERM');
// A profiled server writes its .cpuprofile on the way out.
await Promise.all([once(server, 'exit'), once(bare, 'exit')]);

const results = ENDPOINTS.map(({ path, target }, i) => {
  const run = endpointRuns[i]!;
  const bareRps = Math.round((bareRuns[i]!.rps + bareRuns[i + 1]!.rps) / 2);
  const share = run.rps / bareRps;
  const [before, after] = [bareRuns[i]!.cpuUs, bareRuns[i + 1]!.cpuUs];
  const bareCpuUs = before === null || after === null ? null : Math.round((before + after) / 2);
  return {
    path,
    ...run,
    bareRps,
    bareCpuUs,
    /** The bare route's CPU per request over the endpoint's: the share the endpoint would have if CPU alone decided. */
    cpuShare: bareCpuUs === null || !run.cpuUs ? null : Math.round((bareCpuUs / run.cpuUs) * 1000) / 1000,
    share: Math.round(share * 1000) / 1000,
    shareTarget: target,
    meetsTargets: share >= target && run.p99 < P99_TARGET_MS && run.failed === 0,
  };
});

const percent = (share: number) => `${Math.round(share * 100)} %`;
console.log(`\nload average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} → ${loadAfter.map((l) => l.toFixed(2)).join(' ')} on ${cpus().length} cores\n`);
console.log(
  '| endpoint | req/s | p50 | p99 | bare req/s | share (target) | | CPU per request (bare) | CPU share |\n|---|---:|---:|---:|---:|---:|---|---:|---:|',
);
for (const r of results) {
  const failed = r.failed ? `, ${r.failed} failed` : '';
  const cpu = r.cpuUs === null || r.bareCpuUs === null ? '–' : `${r.cpuUs} µs (${r.bareCpuUs} µs)`;
  console.log(
    `| \`${r.path}\` | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.bareRps} | ${percent(r.share)} (≥ ${percent(r.shareTarget)}) | ${r.meetsTargets ? 'meets' : 'MISSES'}${failed} | ${cpu} | ${r.cpuShare === null ? '–' : percent(r.cpuShare)} |`,
  );
}
writeFileSync(
  fileURLToPath(new URL('./results.json', import.meta.url)),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      redis: Boolean(process.env.REDIS_URL),
      cores: cpus().length,
      loadAverage: { before: loadBefore, after: loadAfter },
      p99TargetMs: P99_TARGET_MS,
      results,
    },
    null,
    2,
  )}\n`,
);
