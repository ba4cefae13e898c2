import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
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
 * `npm start` in a child process (main.ts in demo mode, without demo members) on an OS-chosen port,
 * with `env` over the test's own; no DATABASE_URL or REDIS_URL unless `env` names them.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): ServerProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--demo'], {
    cwd: REPO_ROOT,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_MEMBERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // main.ts logs this line once it listens.
      const address = /Site ready on (http:\/\/localhost:\d+)\//.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
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
