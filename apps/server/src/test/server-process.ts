import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
// A fresh start renders every demo member's photos for two sites; a busy 2-core CI machine needs the room.
const START_TIMEOUT_MS = 110_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  /** Its address (http://localhost:port) once it listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Its exit code once it has ended (null after a signal). */
  exited: Promise<number | null>;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, as a process manager stops it; SIGKILL if it hangs. */
  stop(): Promise<void>;
}

/**
 * Which server the child runs: its TypeScript source through tsx (the server's tests, which need
 * no build), or the bundle `npm run build` made, as `npm start` and production run it (the
 * browser tests and benchmarks, which run after a build).
 */
export type ServerBuild = 'source' | 'compiled';
const ENTRY: Record<ServerBuild, string[]> = {
  source: ['--import', 'tsx', 'apps/server/src/main.ts'],
  compiled: ['apps/server/dist/main.js'],
};
/**
 * The source server serves no web app: the server's tests need none, and a build may be writing
 * apps/web/dist meanwhile (CI builds beside the API suite on PostgreSQL), whose renderers it loads.
 */
const WEB_DIST: Record<ServerBuild, NodeJS.ProcessEnv> = {
  source: { WEB_DIST: join(tmpdir(), 'no-web-dist') },
  compiled: {},
};

/**
 * `npm start` in a child process (main.ts in demo mode, without demo members) on an OS-chosen port,
 * with `env` over the test's own; no DATABASE_URL or REDIS_URL unless `env` names them, so a
 * developer's real PostgreSQL is never touched by accident.
 */
export function startServerProcess(env: NodeJS.ProcessEnv, build: ServerBuild = 'source'): ServerProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [...ENTRY[build], '--demo'], {
    cwd: REPO_ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_MEMBERS: '0', ...WEB_DIST[build], ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Searched until found only: the server logs every request, and searching all its output at
      // each chunk kept a core busy through a long run (the browser tests' server).
      if (listening) return;
      // main.ts logs this line once it listens.
      const address = /Site ready on (http:\/\/localhost:\d+)\//.exec(output)?.[1];
      if (!address) return;
      listening = true;
      resolve(address);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
    setTimeout(() => reject(new Error(`The server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS).unref();
  });
  // A test that expects the refusal never awaits ready.
  ready.catch(() => {});
  return {
    ready,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface StartedServer {
  /** Where it listens, e.g. http://localhost:41234 (no trailing slash). */
  baseURL: string;
  port: number;
  output(): string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The real server serving the built web app, ready, on a data folder of its own (a fresh embedded
 * database unless `extraEnv` names a DATABASE_URL), as a fresh clone's `npm start` runs it: the
 * dev mailbox, the simulated payment provider, and as many demo members as `extraEnv` asks for.
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}, build: ServerBuild = 'source'): Promise<StartedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'server-data-'));
  const server = startServerProcess({ DATA_DIR: dataDir, ...extraEnv }, build);
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const baseURL = await server.ready;
    return { baseURL, port: Number(new URL(baseURL).port), output: server.output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
