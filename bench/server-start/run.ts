/**
 * Server start and memory: the compiled server (`npm run build`), as `npm start` runs it (demo
 * mode, 300 demo members), on PostgreSQL and on the embedded PGlite. For each database a first
 * start seeds a fresh one; then the server is started twice more on what it seeded, as production
 * restarts on an existing database. Each start is timed from spawning `node` to the server's
 * "Site ready" line (wall time, and the CPU time the process used until then, which a busy machine
 * changes less); after one request for the home page the server idles, and its resident memory
 * (RSS) and the peak so far are read from /proc (Linux only).
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:server-start
 *
 * PostgreSQL gets a scratch database `bench_server_start`, PGlite a temp folder; both are removed
 * at the end. Prints a table and writes results.json beside this file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveNodeFlags } from '../serve-flags';
import { admin, adminUrl, scratchUrl } from '../scratch-database';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = join(REPO_ROOT, 'apps/server/dist/main.js');
const SCRATCH = 'bench_server_start';
const RESTARTS = 2;
/**
 * When the idle memory is read: 15 s after the first request the start's garbage is collected and
 * the first job round has run; V8's memory reducer (full collections that give back the heap's
 * unused room, the young generation's included) runs about half a minute after the start, so the
 * second reading is what an idle production process holds.
 */
const IDLE_READINGS_MS = [15_000, 45_000] as const;
/** Seeding 400 members with generated photos takes minutes on a busy machine. */
const START_TIMEOUT_MS = 600_000;

adminUrl();
if (!existsSync(SERVER) || !existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build (the web app and the server).');
  process.exit(1);
}

interface Start {
  database: 'PostgreSQL' | 'PGlite';
  start: 'first (seeds)' | `restart ${number}`;
  readySeconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  /** RSS 15 s after the first request. */
  earlyIdleRssMb: number;
  /** RSS 45 s after it, once V8's memory reducer has run. */
  idleRssMb: number;
  loadAverage: number;
}

/** A field of /proc/<pid>/status in MB (the values are in kB). */
function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** User and system CPU time the process has used, in seconds (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resolves with the server's address once it printed its ready line. */
function ready(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Site ready on (http:\/\/localhost:\d+)\//.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
    setTimeout(() => reject(new Error(`Not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS).unref();
  });
}

async function measure(database: Start['database'], start: Start['start'], env: NodeJS.ProcessEnv): Promise<Start> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const loadAverage = loadavg()[0]!;
  const started = performance.now();
  const child = spawn(process.execPath, [...serveNodeFlags(), SERVER, '--demo'], {
    // MALLOC_ARENA_MAX as `npm start` and `npm run serve` set it (apps/server/package.json).
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', MALLOC_ARENA_MAX: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  try {
    const baseURL = await ready(child);
    const readySeconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(child.pid!);
    const home = await fetch(`${baseURL}/`, { headers: { accept: 'text/html' } });
    if (!home.ok) throw new Error(`GET / answered ${home.status}`);
    await home.arrayBuffer();
    const requested = performance.now();
    const idleRss = [];
    for (const at of IDLE_READINGS_MS) {
      await new Promise((resolve) => setTimeout(resolve, at - (performance.now() - requested)));
      idleRss.push(statusMb(child.pid!, 'VmRSS'));
    }
    return {
      database,
      start,
      readySeconds,
      cpuSeconds: cpu,
      peakRssMb: statusMb(child.pid!, 'VmHWM'),
      earlyIdleRssMb: idleRss[0]!,
      idleRssMb: idleRss[1]!,
      loadAverage,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** One start, and a line on the console as it ends (the first start seeds for a minute or more). */
async function measured(database: Start['database'], start: Start['start'], env: NodeJS.ProcessEnv): Promise<Start> {
  const result = await measure(database, start, env);
  console.log(
    `${database}, ${start}: ready in ${result.readySeconds.toFixed(1)} s, idle at ${result.earlyIdleRssMb.toFixed(0)} MB after 15 s, ${result.idleRssMb.toFixed(0)} MB after 45 s`,
  );
  return result;
}

async function series(database: Start['database'], env: NodeJS.ProcessEnv): Promise<Start[]> {
  const starts = [await measured(database, 'first (seeds)', env)];
  for (let run = 1; run <= RESTARTS; run++) starts.push(await measured(database, `restart ${run}`, env));
  return starts;
}

const starts: Start[] = [];
await admin(`drop database if exists ${SCRATCH} with (force)`);
await admin(`create database ${SCRATCH}`);
// Photos of the PostgreSQL runs go to a folder of their own as well.
const postgresFiles = await mkdtemp(join(tmpdir(), 'bench-server-start-'));
const pgliteFolder = await mkdtemp(join(tmpdir(), 'bench-server-start-'));
try {
  starts.push(...(await series('PostgreSQL', { DATABASE_URL: scratchUrl(SCRATCH), DATA_DIR: postgresFiles })));
  starts.push(...(await series('PGlite', { DATA_DIR: pgliteFolder })));
} finally {
  await admin(`drop database if exists ${SCRATCH} with (force)`);
  await rm(postgresFiles, { recursive: true, force: true });
  await rm(pgliteFolder, { recursive: true, force: true });
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
console.log(`\nNode ${process.version}, ${cpus().length} cores\n`);
console.log(`node ${serveNodeFlags().join(' ')} (as npm run serve)\n`);
console.log('| database | start | ready s | CPU s until ready | peak RSS MB | RSS MB idle 15 s | RSS MB idle 45 s | load average |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const s of starts) {
  console.log(
    `| ${s.database} | ${s.start} | ${s.readySeconds.toFixed(1)} | ${s.cpuSeconds.toFixed(1)} | ${s.peakRssMb.toFixed(0)} | ${s.earlyIdleRssMb.toFixed(0)} | ${s.idleRssMb.toFixed(0)} | ${s.loadAverage.toFixed(1)} |`,
  );
}
writeFileSync(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      cores: cpus().length,
      nodeFlags: serveNodeFlags(),
      idleSeconds: IDLE_READINGS_MS.map((at) => at / 1000),
      starts: starts.map((s) => ({
        ...s,
        readySeconds: round(s.readySeconds, 2),
        cpuSeconds: round(s.cpuSeconds, 2),
        peakRssMb: round(s.peakRssMb, 0),
        earlyIdleRssMb: round(s.earlyIdleRssMb, 0),
        idleRssMb: round(s.idleRssMb, 0),
        loadAverage: round(s.loadAverage, 1),
      })),
    },
    null,
    2,
  )}\n`,
);
