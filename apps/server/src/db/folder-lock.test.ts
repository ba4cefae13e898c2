import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';
import { FolderInUseError, lockFolder } from './folder-lock';
import { describeEmbedded } from '../test/embedded-only';

const root = mkdtempSync(join(tmpdir(), 'folder-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeEmbedded('the embedded database folder', () => {
  it('serves one server process at a time; a second refuses to start and says why', { timeout: 120_000 }, async () => {
    const dataDir = join(root, 'two-processes');
    const first = startServerProcess({ DATA_DIR: dataDir });
    const address = await first.ready;
    try {
      const second = startServerProcess({ DATA_DIR: dataDir });
      const outcome = await Promise.race([second.ready.then(() => 'started'), second.exited]);
      await second.stop();
      expect(outcome).toBe(1);
      expect(second.output()).toContain(`The database folder ${join(dataDir, 'pglite')} is in use by another server process`);
      expect(second.output()).toContain(`delete ${join(dataDir, 'pglite.lock')}`);
      expect((await fetch(`${address}/api/settings.php`)).status).toBe(200);
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const next = startServerProcess({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${await next.ready}/api/settings.php`)).status).toBe(200);
    } finally {
      await next.stop();
    }
  });
});

describeEmbedded('lockFolder', () => {
  it('refuses a folder this process holds until it is released', () => {
    const folder = join(root, 'held');
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockFolder(folder)();
  });

  it('takes over the lock of a process that is gone, or of an earlier process with this PID', () => {
    const folder = join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    for (const pid of [gone, process.pid]) {
      writeFileSync(`${folder}.lock`, `${pid}\n`);
      const release = lockFolder(folder);
      expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(`${process.pid}\n`);
      release();
    }
  });

  it('leaves a lock it no longer holds to its holder', () => {
    const folder = join(root, 'taken-over');
    const release = lockFolder(folder);
    writeFileSync(`${folder}.lock`, `${process.ppid}\n`);
    release();
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(`${process.ppid}\n`);
  });
});
