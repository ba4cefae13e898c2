import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

/** Runs `ending` after logging 500 lines through batchedStdout in a process of its own; answers its output. */
function logThenEnd(ending: string) {
  const script = `
    import pino from 'pino';
    import { batchedStdout } from ${JSON.stringify(destination)};
    const log = pino({ level: 'info' }, batchedStdout());
    for (let i = 0; i < 500; i++) log.info({ line: i }, 'request completed');
    ${ending}
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
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
});
