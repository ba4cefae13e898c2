import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
// A fresh start renders every demo member's photos for two sites; a busy 2-core CI machine needs the room.
const START_TIMEOUT_MS = 110_000;
const STOP_TIMEOUT_MS = 10_000;

/** Asks the OS for a free port; the tiny race until the server binds it is acceptable here. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls the site settings call: it needs the migrated, seeded database, so 200 means ready. */
async function waitUntilReady(server: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited (${server.exitCode ?? server.signalCode}) before it was ready:\n${output()}`);
    }
    if (await answersOk(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export interface ServerProcess {
  /** Where it listens, e.g. http://localhost:41234 (no trailing slash). */
  baseURL: string;
  port: number;
  /** What it printed so far. */
  output(): string;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/**
 * The real server (`apps/server/src/main.ts`, serving the built web app) in a child process, as a
 * fresh clone's `npm start` runs it: in demo mode, with the dev mailbox and the simulated payment
 * provider. Its database is a fresh embedded one in a temp dir, unless `extraEnv` names a
 * DATABASE_URL (several processes on one PostgreSQL).
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'server-data-'));
  const port = await freePort();
  // localhost is the seeded demo site's domain, so the site is found by host, not as a fallback.
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv };
  // Never touch a developer's real PostgreSQL unless asked to: a fresh embedded database.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--demo'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const teardown = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, `${baseURL}/api/settings.php`, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { baseURL, port, output: () => output, stop: teardown };
}
