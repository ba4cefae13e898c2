import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

const loggingScript = (lines: number, ending: string) => `
  import pino from 'pino';
  import { batchedStdout } from ${JSON.stringify(destination)};
  const log = pino({ level: 'info' }, batchedStdout());
  for (let i = 0; i < ${lines}; i++) log.info({ line: i }, 'request completed');
  ${ending}
`;

/** Runs `ending` after logging 500 lines through batchedStdout in a process of its own; answers its output. */
function logThenEnd(ending: string) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', loggingScript(500, ending)], { encoding: 'utf8' });
  const lines = child.stdout.trim().split('\n').map((text) => (JSON.parse(text) as { line: number }).line);
  return { lines, status: child.status };
}

const ALL = Array.from({ length: 500 }, (_, i) => i);

describe('the batched log', () => {
  it('writes every line, in order, when the process exits', () => {
    expect(logThenEnd('process.exit(0);')).toEqual({ lines: ALL, status: 0 });
  });

  it('writes every line when the event loop ends', () => {
    expect(logThenEnd('')).toEqual({ lines: ALL, status: 0 });
  });

  it('writes every line before a process that fails ends', () => {
    expect(logThenEnd("setTimeout(() => { throw new Error('failed'); }, 5);")).toEqual({ lines: ALL, status: 1 });
  });

  it('writes a lone line while the process runs on, without waiting for a batch to fill', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', loggingScript(1, 'setTimeout(() => {}, 20_000);')]);
    try {
      const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
      expect(JSON.parse(chunk.toString())).toMatchObject({ line: 0 });
    } finally {
      child.kill();
    }
  });
});
