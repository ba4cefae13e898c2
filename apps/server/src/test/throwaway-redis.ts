import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A redis-server of the test's own on a free port, without persistence, which the test may stop
 * and start again (an outage) without touching the machine's Redis that other runs share.
 */
export async function startThrowawayRedis() {
  const port = await freePort();
  const cli = (...args: string[]) => run('redis-cli', ['-p', String(port), ...args]);
  const start = async () => {
    await run('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes']);
    for (;;) {
      const pong = await cli('ping').then(({ stdout }) => stdout.trim(), () => '');
      if (pong === 'PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    /** Settles once the server is gone. */
    stop: async () => {
      await cli('shutdown', 'nosave').catch(() => {});
    },
    /** How many connections subscribe to channels whose name ends so. */
    async subscribers(channelEnd: string): Promise<number> {
      const { stdout: channels } = await cli('pubsub', 'channels', `*${channelEnd}`);
      const names = channels.split('\n').filter(Boolean);
      if (names.length === 0) return 0;
      const { stdout } = await cli('pubsub', 'numsub', ...names);
      return stdout
        .split('\n')
        .filter((_, i) => i % 2 === 1)
        .reduce((sum, count) => sum + Number(count), 0);
    },
  };
}
