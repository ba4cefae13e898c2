import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { describeEmbedded } from './test/embedded-only';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run admin:create`, as an operator runs it on a new installation's database. */
const createAdmin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/src/create-admin.ts', ...args], {
    cwd: join(import.meta.dirname, '../../..'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describeEmbedded('npm run admin:create', () => {
  // Two processes in a row, the first migrating a new embedded database: over 20 s on a busy 2-core machine.
  it('makes the first admin with a first password shown once, and refuses the same address twice', { timeout: 60_000 }, async () => {
    const made = await createAdmin('--email', 'Owner@Example.com', '--name', 'The Owner');
    expect(made.stdout).toContain('Staff member owner@example.com (admin) created.');
    expect(made.stdout).toMatch(/First password \(shown once\): [\w-]{22}\n/);
    const again = await createAdmin('--email', 'owner@example.com');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
  });

  it('explains its usage when the address is missing or wrong', async () => {
    const wrong = await createAdmin('--email', 'not-an-address');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run admin:create -- --email');
  });
});
